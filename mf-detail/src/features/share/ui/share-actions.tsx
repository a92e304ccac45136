/**
 * "Share" on a detail page. Where the browser has the Web Share API (phones, some desktops), one
 * button opens the system's share sheet with the page's canonical URL. Elsewhere, and before
 * scripts, a disclosure (`<details>`, which opens without scripts) offers WhatsApp, Facebook and
 * e-mail as plain links (no third party's script, no cookie), and, once the page is live, a button
 * that copies the link, saying so politely. Every link carries the canonical URL in the page's
 * language.
 */
import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import { useHydrated } from 'kit/remote';
import type { Locale } from 'shared/domain';
import { absoluteUrl } from 'kit/seo/structured-data';
import { colors, focusRing, mq, radius, space, visuallyHidden } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { shareLinks } from '../lib/share-links';
import { $publicOrigin } from '../model';

/** Props: the page's canonical path, the estate's title and the page language. */
export interface ShareActionsProps {
  /** The canonical path of the page ('/nl/aanbod/12/huis-te-koop'). */
  canonicalPath: string;
  title: string;
  locale: Locale;
}

const buttonStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  minHeight: '44px',
  padding: `${space(2)} ${space(4)}`,
  border: `2px solid ${colors.primary}`,
  borderRadius: radius,
  background: colors.surface,
  color: colors.primary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  ...focusRing,
} as const;

const linkStyle = {
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${space(3)}`,
  color: colors.primary,
  fontWeight: 600,
  ...focusRing,
} as const;

/** The share icon (three joined dots), drawn for the eye only. */
function ShareIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
      </g>
    </svg>
  );
}

/** True when the browser can share this page through its share sheet. */
function canShare(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare(data);
}

/** Renders the share action of a detail page. */
export function ShareActions({ canonicalPath, title, locale }: ShareActionsProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const origin = useUnit($publicOrigin);
  const hydrated = useHydrated();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [sheetFailed, setSheetFailed] = useState(false);
  // The market's origin as the server rendered it; a page first opened elsewhere has the browser's.
  const base = origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const url = absoluteUrl(canonicalPath, base);
  const links = shareLinks({ url, title, mailBody: t('share.mailBody', { title, url }) });

  if (hydrated && !sheetFailed && canShare({ title, url })) {
    const onShare = () => {
      navigator.share({ title, url }).catch((error: unknown) => {
        // The visitor closed the sheet: nothing to do. Any other refusal: the links instead.
        if (!(error instanceof DOMException && error.name === 'AbortError')) setSheetFailed(true);
      });
    };
    return (
      <button type="button" onClick={onShare} css={buttonStyle} data-testid="share">
        <ShareIcon />
        {t('share.button')}
      </button>
    );
  }

  const onCopy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopy('failed');
      return;
    }
    clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  const newWindow = <span css={visuallyHidden}> {t('share.newWindow')}</span>;

  return (
    <details data-testid="share" css={{ position: 'relative' }} open={sheetFailed || undefined}>
      <summary css={buttonStyle}>
        <ShareIcon />
        {t('share.button')}
      </summary>
      <div
        css={{
          marginTop: space(2),
          padding: space(2),
          border: `1px solid ${colors.border}`,
          borderRadius: radius,
          background: colors.surface,
          maxWidth: '22rem',
          // Over the contact column beside it on a wide screen, not pushing it down; opened
          // leftwards from the button's right edge, so it never passes the page's right edge.
          [mq('lg')]: {
            position: 'absolute',
            zIndex: 2,
            top: '100%',
            right: 0,
            minWidth: '14rem',
            boxShadow: '0 4px 16px rgba(29, 35, 43, 0.15)',
          },
        }}
      >
        <ul aria-label={t('share.list')} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {hydrated && (
            <li>
              <button
                type="button"
                onClick={onCopy}
                css={{
                  ...linkStyle,
                  border: 0,
                  background: 'none',
                  font: 'inherit',
                  fontWeight: 600,
                  textDecoration: 'underline',
                  cursor: 'pointer',
                }}
              >
                {t('share.copy')}
              </button>
            </li>
          )}
          <li>
            <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" css={linkStyle}>
              WhatsApp{newWindow}
            </a>
          </li>
          <li>
            <a href={links.facebook} target="_blank" rel="noopener noreferrer" css={linkStyle}>
              Facebook{newWindow}
            </a>
          </li>
          <li>
            <a href={links.email} css={linkStyle}>
              {t('share.email')}
            </a>
          </li>
        </ul>
        <p role="status" css={{ margin: 0, padding: `0 ${space(3)}`, fontWeight: 600 }}>
          {copy === 'copied' ? t('share.copied') : copy === 'failed' ? t('share.copyFailed') : ''}
        </p>
        {(!hydrated || copy === 'failed') && (
          <p css={{ margin: `${space(1)} 0 0`, padding: `0 ${space(3)}` }}>
            <span>{t('share.link')}</span>{' '}
            <a href={url} css={{ color: colors.primary, overflowWrap: 'anywhere', ...focusRing }}>
              {url}
            </a>
          </p>
        )}
      </div>
    </details>
  );
}
