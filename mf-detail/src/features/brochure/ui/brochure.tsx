/**
 * The detail page as a brochure: its print stylesheet, the "Print / PDF" link, the QR code of the
 * page's URL that only paper shows, and the note atop the print view (`?print`).
 *
 * On paper (and on screen in the print view) the page keeps the title, price, address, key facts,
 * the main photo, the agent, the description, the rooms and the energy performance, and leaves
 * out the site's header, footer and navigation, dialogs (a cookie notice), the call bar, the
 * gallery's controls, the map, the forms and everything marked `detail-screen-only`.
 */
import { Global } from '@emotion/react';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import { shell } from 'shared/bus';
import type { Locale } from 'shared/domain';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { $brochureQr } from '../model';
import { printViewPath, qrIsFor } from '../lib/print-view';

const D = '[data-boundary="detail"]';

/** What paper shows and leaves out; the print view shows the same on screen. */
const BROCHURE_RULES = {
  [`header:not(${D} header), footer:not(${D} footer), nav, [role="dialog"], [role="alert"]`]: {
    display: 'none !important',
  },
  '#main': { minHeight: '0 !important', padding: '0 !important' },
  [`${D} .detail-screen-only, ${D} .photo-gallery-control`]: {
    display: 'none !important',
  },
  [`${D} .detail-print-only`]: { display: 'flex !important' },
  [`${D} [data-testid="detail-aside"] > p`]: { whiteSpace: 'nowrap' },
  [`${D} article`]: { display: 'block !important', maxWidth: '19cm', margin: '0 auto' },
  [`${D} .photo-gallery-main img`]: { maxHeight: '8cm', objectFit: 'cover' },
  // The agent and the reference on the left, the QR code on the right.
  [`${D} [data-testid="detail-aside"]`]: {
    margin: '12px 0 !important',
    padding: '12px !important',
    display: 'grid !important',
    gridTemplateColumns: 'minmax(0, 1fr) auto !important',
    columnGap: '24px',
    breakInside: 'avoid',
  },
  [`${D} [data-testid="detail-aside"] > figure`]: { gridColumn: '2', gridRow: '1 / span 2' },
  [`${D} h2`]: { breakAfter: 'avoid', fontSize: '1.125rem' },
  [`${D} section`]: { margin: '12px 0 !important' },
} as const;

/** The brochure's page: A4 with even margins, colours kept (the energy label, the price). */
const PAGE_RULES = {
  '@page': { size: 'A4', margin: '12mm' },
  '@media print': {
    ...BROCHURE_RULES,
    body: { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
    // The print view's note is for the screen.
    [`${D} .detail-print-banner`]: { display: 'none !important' },
  },
} as const;

/**
 * The print stylesheet of the detail page; in the print view (`printView`) its rules hold on
 * screen too, so the visitor sees the brochure the page prints.
 */
export function BrochureStyles({ printView }: { printView: boolean }) {
  return <Global styles={printView ? { ...PAGE_RULES, ...BROCHURE_RULES } : PAGE_RULES} />;
}

const linkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  minHeight: '44px',
  padding: `${space(2)} ${space(3)}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius,
  background: colors.surface,
  color: colors.primary,
  fontWeight: 600,
  textDecoration: 'none',
  ...focusRing,
} as const;

/**
 * The "Print / PDF" link: to the page's print view (`?print`), which works without scripts; once
 * the page is live and holds the QR code of this very page, a press prints at once
 * (`window.print()`, where the browser also offers "Save as PDF").
 */
export function PrintAction({ canonicalPath, locale }: { canonicalPath: string; locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const qr = useUnit($brochureQr);
  return (
    <a
      href={printViewPath(canonicalPath)}
      rel="nofollow"
      data-testid="detail-print"
      css={linkStyle}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (!qrIsFor(qr?.url ?? null, canonicalPath) || typeof window.print !== 'function') return;
        event.preventDefault();
        window.print();
      }}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
        <path
          d="M5 7V2h10v5M5 15H2V8h16v7h-3M5 12h10v6H5z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {t('brochure.print')}
    </a>
  );
}

/**
 * The QR code of the page's URL with its caption and the URL written out, on paper only (and in
 * the print view); nothing when the server made no code for this page.
 */
export function BrochureQrCode({
  canonicalPath,
  locale,
}: {
  canonicalPath: string;
  locale: Locale;
}) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const qr = useUnit($brochureQr);
  if (!qr || !qrIsFor(qr.url, canonicalPath)) return null;
  return (
    <figure
      className="detail-print-only"
      data-testid="detail-qr"
      css={{
        display: 'none',
        flexDirection: 'column',
        alignItems: 'center',
        gap: space(1),
        margin: 0,
        maxWidth: '6cm',
        textAlign: 'center',
      }}
    >
      <span
        role="img"
        aria-label={t('brochure.qrLabel')}
        css={{ display: 'block', width: '3.2cm', height: '3.2cm', '& svg': { width: '100%' } }}
        // The server made this markup from the URL alone (lib/qr-svg.ts); it holds no input.
        dangerouslySetInnerHTML={{ __html: qr.svg }}
      />
      <figcaption css={{ fontSize: '0.8rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
        {t('brochure.qr')}
        <br />
        {qr.url}
      </figcaption>
    </figure>
  );
}

/**
 * The agency's name atop the brochure, on paper only (and in the print view), where the site's
 * header is left out; nothing before the site is known.
 */
export function BrochureMasthead() {
  const site = useUnit(shell.$site);
  if (!site?.name) return null;
  return (
    <p
      className="detail-print-only"
      data-testid="detail-masthead"
      css={{
        display: 'none',
        margin: `0 0 ${space(3)}`,
        paddingBottom: space(2),
        borderBottom: `3px solid ${colors.primary}`,
        color: colors.primary,
        fontSize: '1.25rem',
        fontWeight: 800,
        letterSpacing: '0.02em',
      }}
    >
      {site.name}
    </p>
  );
}

/**
 * The note atop the print view, on screen only: what the page is, how to print it, a print
 * button and the way back to the full page.
 */
export function PrintViewBanner({
  canonicalPath,
  locale,
}: {
  canonicalPath: string;
  locale: Locale;
}) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  return (
    <div
      role="note"
      className="detail-print-banner"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: space(3),
        maxWidth: '19cm',
        margin: `0 auto ${space(4)}`,
        padding: space(3),
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
        background: colors.surfaceAlt,
      }}
    >
      <p css={{ margin: 0, flex: '1 1 20rem' }}>{t('brochure.note')}</p>
      <button
        type="button"
        onClick={() => window.print()}
        css={{ ...linkStyle, cursor: 'pointer', font: 'inherit', fontWeight: 600 }}
      >
        {t('brochure.printNow')}
      </button>
      <a href={canonicalPath} css={linkStyle}>
        {t('brochure.back')}
      </a>
    </div>
  );
}
