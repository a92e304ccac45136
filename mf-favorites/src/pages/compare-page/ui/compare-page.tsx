/**
 * The comparison page: up to four estates side by side in a table (a column per estate, a row per
 * fact: photo and title, price, price per m², living area, plot, bedrooms, EPC, year built, and
 * the costs an estate lists). The address says which estates (`?estates=12,34`), so the server
 * renders a shared link whole and it reads without scripts; without it the visitor's own list is
 * compared once the page is live. An estate no longer offered keeps its column, saying so; an
 * address listing more than four gets a note. Each column has a "remove" link (the same address
 * without that estate), which also takes it out of the visitor's list.
 *
 * On a phone the table scrolls sideways inside a focusable region while the facts' column stays in
 * place (`position: sticky`), so every value keeps its label in view.
 */
import { css } from '@emotion/react';
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'shared/router';
import { useUnit } from 'shared/effector';
import { useHydrated } from 'kit/remote';
import { useTranslation } from 'shared/i18n';
import { LOCALES, type Estate, type Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { usePageMeta } from 'kit/seo';
import { Button } from 'kit/ui/button';
import { VisuallyHidden } from 'kit/ui/visually-hidden';
import { detailPath, estateTitle, sortedPictures } from 'shared/estate';
import { useSharedUiT } from 'kit/ui';
import { colors, focusRing, mq, radius, space } from 'shared/ui/tokens';
import { FAVORITES_NAMESPACE } from '#favorites/config/i18n';
import {
  $compareIds,
  COMPARE_MAX,
  COMPARE_QUERY_KEY,
  compareRemoved,
  compareSearch,
  withoutCompared,
} from '#favorites/entities/compare';
import { compareRows } from '../lib/compare-rows';
import {
  $entries,
  $isFailed,
  $isLoading,
  $isOwnList,
  $leftOut,
  $shownIds,
  comparePageOpened,
  compareRetried,
  type CompareEntry,
} from '../model';

const scrollerStyle = css({
  overflowX: 'auto',
  // Its width is the column's, whatever the table's: the table scrolls here, the page does not.
  contain: 'inline-size',
  // The containing block of the cells' visually hidden texts, which would widen the page.
  position: 'relative',
  margin: `0 0 ${space(6)}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius,
  ...focusRing,
});
const tableStyle = css({
  borderCollapse: 'separate',
  borderSpacing: 0,
  width: '100%',
  minWidth: '100%',
  tableLayout: 'fixed',
  '& th, & td': {
    padding: `${space(2)} ${space(3)}`,
    borderBottom: `1px solid ${colors.border}`,
    textAlign: 'left',
    verticalAlign: 'top',
    width: '11rem',
    background: colors.surface,
  },
  '& tbody tr:last-of-type > *': { borderBottom: 0 },
  // The facts' column stays in view while the estates scroll sideways.
  '& th[scope="row"], & thead td': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    width: '9.5rem',
    background: colors.surfaceAlt,
    fontWeight: 600,
    hyphens: 'auto',
    borderRight: `1px solid ${colors.border}`,
    [mq('md')]: { width: '12rem' },
  },
});
const photoStyle = css({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: radius,
  background: colors.surfaceAlt,
  marginBottom: space(2),
});
const linkStyle = css({ color: colors.primary, fontWeight: 600, ...focusRing });
const removeStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: colors.primary,
  ...focusRing,
});

/** The path of the comparison of `ids` in `locale` ('?estates=' when none is left). */
function comparePath(ids: readonly string[], locale: Locale): string {
  const search = compareSearch(ids) || `?${COMPARE_QUERY_KEY}=`;
  return `${buildPath('compare', locale)}${search}`;
}

/** The head cell of a column: photo, title link (or "no longer available") and a remove link. */
function ColumnHead({
  entry,
  ids,
  locale,
}: {
  entry: CompareEntry;
  ids: readonly string[];
  locale: Locale;
}) {
  const { t } = useTranslation(FAVORITES_NAMESPACE, { lng: locale });
  const remove = useUnit(compareRemoved);
  const title = entry.kind === 'estate' ? estateTitle(entry.estate, locale) : '';
  const picture = entry.kind === 'estate' ? sortedPictures(entry.estate)[0] : undefined;
  return (
    <th scope="col">
      {entry.kind === 'estate' ? (
        <>
          {picture?.thumbnail ? (
            <img src={picture.thumbnail} alt="" css={photoStyle} width={320} height={240} />
          ) : (
            <span aria-hidden="true" css={photoStyle} />
          )}
          <Link to={detailPath(entry.estate, locale)} css={linkStyle}>
            {title}
          </Link>
        </>
      ) : entry.kind === 'gone' ? (
        <>
          <span css={{ display: 'block' }}>{t('compare.gone')}</span>
          <span css={{ display: 'block', fontWeight: 400, color: colors.muted }}>
            {t('compare.goneText', { id: entry.id })}
          </span>
        </>
      ) : (
        <span css={{ color: colors.muted, fontWeight: 400 }}>{t('compare.loading')}</span>
      )}
      <div>
        <Link
          to={comparePath(withoutCompared(ids, entry.id), locale)}
          css={removeStyle}
          onClick={() => remove(entry.id)}
        >
          {t('compare.remove')}
          <VisuallyHidden>{`: ${title || t('compare.goneText', { id: entry.id })}`}</VisuallyHidden>
        </Link>
      </div>
    </th>
  );
}

/** The table of the entries. */
function CompareTable({ entries, locale }: { entries: CompareEntry[]; locale: Locale }) {
  const { t } = useTranslation(FAVORITES_NAMESPACE, { lng: locale });
  const sharedT = useSharedUiT(locale);
  const captionId = useId();
  const ids = entries.map((entry) => entry.id);
  const estates = entries.map((entry): Estate | null =>
    entry.kind === 'estate' ? entry.estate : null,
  );
  const rows = compareRows(estates, locale, t, sharedT);
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} css={scrollerStyle}>
      <table css={tableStyle}>
        <caption id={captionId} css={{ textAlign: 'left', padding: space(3), fontWeight: 600 }}>
          {t('compare.caption', { count: entries.length })}
        </caption>
        <thead>
          <tr>
            <td>
              <VisuallyHidden>{t('compare.factHeading')}</VisuallyHidden>
            </td>
            {entries.map((entry) => (
              <ColumnHead key={entry.id} entry={entry} ids={ids} locale={locale} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{t(`compare.rows.${row.key}`)}</th>
              {row.values.map((value, index) => (
                <td key={ids[index]}>
                  {value === '' ? (
                    <>
                      <span aria-hidden="true">–</span>
                      <VisuallyHidden>{t('compare.none')}</VisuallyHidden>
                    </>
                  ) : (
                    value
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The page. Takes the page's locale (from the URL, given by the shell). */
export function ComparePage({ locale }: { locale: Locale }) {
  const { t } = useTranslation(FAVORITES_NAMESPACE, { lng: locale });
  const { search } = useLocation();
  const [opened, retry] = useUnit([comparePageOpened, compareRetried]);
  const [entries, isLoading, isFailed, leftOut, isOwnList, shownIds, ownIds] = useUnit([
    $entries,
    $isLoading,
    $isFailed,
    $leftOut,
    $isOwnList,
    $shownIds,
    $compareIds,
  ]);
  const hydrated = useHydrated();

  useEffect(() => {
    opened({ search });
  }, [search, opened]);

  const title = t('compare.title');
  usePageMeta({
    title,
    description: t('compare.metaDescription'),
    canonical: buildPath('compare', locale),
    alternates: Object.fromEntries(LOCALES.map((l) => [l, buildPath('compare', l)])),
    noindex: true,
  });

  // The visitor's own list is known once the page is live; the server renders the address's.
  const waiting = isOwnList && !hydrated;
  const shown = waiting ? [] : entries;
  const differsFromOwn =
    hydrated && !isOwnList && shownIds.join(',') !== ownIds.join(',') && ownIds.length > 0;

  return (
    <div>
      <h1
        css={{
          margin: `0 0 ${space(2)}`,
          fontSize: '1.75rem',
          [mq('md')]: { fontSize: '2.25rem' },
        }}
      >
        {title}
      </h1>
      <p css={{ margin: `0 0 ${space(4)}`, maxWidth: '40rem', color: colors.muted }}>
        {t('compare.intro', { max: COMPARE_MAX })}
      </p>
      <p role="status" aria-live="polite" css={{ margin: `0 0 ${space(4)}`, color: colors.muted }}>
        {waiting || (isLoading && shown.every((entry) => entry.kind === 'pending'))
          ? t('compare.loading')
          : ''}
      </p>
      {leftOut > 0 && (
        <p
          role="note"
          css={{
            margin: `0 0 ${space(4)}`,
            padding: space(3),
            borderLeft: `4px solid ${colors.primary}`,
            background: colors.surfaceAlt,
          }}
        >
          {t('compare.leftOut', { count: leftOut, max: COMPARE_MAX })}
        </p>
      )}
      {isFailed && (
        <div role="alert" css={{ margin: `0 0 ${space(4)}` }}>
          <p css={{ margin: `0 0 ${space(2)}` }}>{t('compare.error')}</p>
          <Button variant="secondary" onClick={() => retry()}>
            {t('compare.retry')}
          </Button>
        </div>
      )}
      {shown.length > 0 ? (
        <>
          <CompareTable entries={shown} locale={locale} />
          <p css={{ margin: `0 0 ${space(4)}` }}>
            {isOwnList ? (
              <Link to={comparePath(shownIds, locale)} css={linkStyle}>
                {t('compare.share')}
              </Link>
            ) : (
              differsFromOwn && (
                <Link to={comparePath(ownIds, locale)} css={linkStyle}>
                  {t('compare.own', { count: ownIds.length })}
                </Link>
              )
            )}
          </p>
        </>
      ) : (
        !waiting &&
        !isLoading && (
          <div css={{ padding: `${space(6)} 0` }}>
            <p css={{ fontSize: '1.125rem', fontWeight: 600, margin: `0 0 ${space(2)}` }}>
              {t('compare.empty')}
            </p>
            <p css={{ margin: `0 0 ${space(4)}`, color: colors.muted }}>
              {t('compare.emptyHint', { max: COMPARE_MAX })}
            </p>
            <Link to={buildPath('search', locale)} css={linkStyle}>
              {t('page.browse')}
            </Link>
          </div>
        )
      )}
    </div>
  );
}
