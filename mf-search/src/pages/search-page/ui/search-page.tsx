/**
 * The listing search page (SPEC §2 Listing search page): heading, filter panel and results.
 * Fires `searchPageOpened` on mount and on a locale change, `locationSearchChanged` when the
 * query string changes (back/forward), and `searchPageClosed` when left; sets the page title and
 * meta description from the filters in the page's language.
 */
import { Suspense } from 'react';
import { Link, useLocation } from 'shared/router';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { useQueryStringPage } from 'kit/remote';
import { usePageMeta } from 'kit/seo';
import { buildPath } from 'shared/routes';
import { colors, focusRing, mq, radius, space } from 'shared/ui/tokens';
import { $filterOptions, $filterQuery } from '#search/entities/filter';
import { SEARCH_NAMESPACE } from '#search/config/i18n';
import { locationSearchChanged, searchPageClosed, searchPageOpened } from '../model';
import { searchPageMeta } from '../lib/page-meta';
import { FilterPanel } from './filter-panel';
import { SearchResults } from './search-results';
// The map view and its library load when the visitor opens the map, not with the list.
import { $isMapOpen, MapPanel, mapClosed, mapOpened } from '#search/features/estate-map';

const toggleStyle = (pressed: boolean) =>
  ({
    minHeight: '44px',
    padding: `${space(2)} ${space(4)}`,
    border: `1px solid ${colors.primary}`,
    background: pressed ? colors.primary : colors.surface,
    color: pressed ? colors.onPrimary : colors.primary,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    '&:first-of-type': { borderRadius: `${radius} 0 0 ${radius}` },
    '&:last-of-type': { borderRadius: `0 ${radius} ${radius} 0`, borderLeft: 0 },
    ...focusRing,
  }) as const;

/** The page. Takes the page's locale (from the URL, given by the shell). */
export function SearchPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SEARCH_NAMESPACE, { lng: locale });
  const location = useLocation();
  const [opened, closed, searchChanged, query, options] = useUnit([
    searchPageOpened,
    searchPageClosed,
    locationSearchChanged,
    $filterQuery,
    $filterOptions,
  ]);
  const [mapOpen, openMap, closeMap] = useUnit([$isMapOpen, mapOpened, mapClosed]);

  useQueryStringPage(locale, { opened, closed, changed: searchChanged });

  const meta = searchPageMeta(query, options, locale, t);
  usePageMeta(meta);

  return (
    <div>
      <h1
        css={{
          margin: `0 0 ${space(6)}`,
          fontSize: '1.75rem',
          [mq('md')]: { fontSize: '2.25rem' },
        }}
      >
        {meta.title}
      </h1>
      <FilterPanel locale={locale} />
      {/* The view switch and the e-mail alert share a row: the results start higher. */}
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: `${space(2)} ${space(4)}`,
          marginBottom: space(4),
        }}
      >
        <div role="group" aria-label={t('view.label')} css={{ display: 'flex' }}>
          <button
            type="button"
            aria-pressed={!mapOpen}
            onClick={() => closeMap()}
            css={toggleStyle(!mapOpen)}
          >
            {t('view.list')}
          </button>
          <button
            type="button"
            aria-pressed={mapOpen}
            onClick={() => openMap()}
            css={toggleStyle(mapOpen)}
          >
            {t('view.map')}
          </button>
        </div>
        {/* The keep-me-informed page reads this search's query string to prefill. */}
        <Link
          to={`${buildPath('keepMeInformed', locale)}${location.search}`}
          css={{
            display: 'inline-block',
            color: colors.primary,
            ...focusRing,
          }}
        >
          {t('alert.link')}
        </Link>
      </div>
      {mapOpen ? (
        <Suspense
          fallback={
            <div role="status" aria-busy="true" css={{ height: 'min(70vh, 560px)' }}>
              {t('map.loading')}
            </div>
          }
        >
          <MapPanel locale={locale} />
        </Suspense>
      ) : (
        <SearchResults locale={locale} />
      )}
    </div>
  );
}
