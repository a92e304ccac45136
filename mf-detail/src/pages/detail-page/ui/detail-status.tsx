/** The detail page's states besides the estate itself: loading, not found and failed (with retry). */
import { lazy, Suspense } from 'react';
import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { useUnit } from 'shared/effector';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { $newest } from '../model';

/**
 * kit/find-your-way on use: its search form brings the form kit and its validation (about 17 KB
 * gzipped), which a page showing an estate never needs. The server waits for it (the page is
 * written once all is ready), and in the browser its server HTML stays in place until it hydrates.
 */
const FindYourWay = lazy(() =>
  import('kit/find-your-way').then((module) => ({ default: module.FindYourWay })),
);

const boxStyle = { padding: `${space(12)} ${space(4)}`, textAlign: 'center' } as const;

/** A polite status while the estate loads; tall enough that the footer does not jump. */
export function DetailLoading({ locale }: { locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      css={{ ...boxStyle, minHeight: '60vh', color: colors.muted }}
    >
      {t('loading')}
    </div>
  );
}

/**
 * "Property not found" (unknown id, hidden status, unknown unit, SPEC §2), a link to the whole
 * offer, then the help of kit/find-your-way: a search form, the newest estates (`$newest`) and
 * the way home.
 */
export function DetailNotFound({ locale }: { locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const newest = useUnit($newest);
  return (
    // Aligned and spaced as the page not found and every other page: heading at the page's top,
    // on the left above the search form.
    <section
      aria-labelledby="detail-not-found-title"
      css={{ paddingBottom: space(12), '& > h1': { marginTop: 0 } }}
    >
      <h1 id="detail-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link
        to={buildPath('search', locale)}
        css={{ color: colors.primary, fontWeight: 600, ...focusRing }}
      >
        {t('notFound.search')}
      </Link>
      <Suspense fallback={null}>
        <FindYourWay locale={locale} estates={newest} />
      </Suspense>
    </section>
  );
}

/** The estate could not be loaded (server error, API unreachable): a message and a retry button. */
export function DetailError({ locale, onRetry }: { locale: Locale; onRetry: () => void }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  return (
    <section role="alert" aria-labelledby="detail-error-title" css={boxStyle}>
      <h1 id="detail-error-title">{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <button
        type="button"
        onClick={() => onRetry()}
        css={{
          minHeight: '44px',
          padding: `${space(2)} ${space(5)}`,
          border: `2px solid ${colors.primary}`,
          borderRadius: radius,
          background: colors.primary,
          color: colors.onPrimary,
          font: 'inherit',
          fontWeight: 600,
          cursor: 'pointer',
          '&:hover': { background: colors.primaryDark },
          ...focusRing,
        }}
      >
        {t('error.retry')}
      </button>
    </section>
  );
}
