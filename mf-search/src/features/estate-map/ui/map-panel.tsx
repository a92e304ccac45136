/**
 * The map view of the listing page: the Leaflet map loaded on demand (React.lazy + dynamic
 * import(), so the map library is a separate chunk fetched only when the visitor opens the map),
 * the number of markers in a polite live region and the "search this area" button, shown once the
 * visitor moved the map. Thin: reads the map model, fires its events.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { Button } from 'kit/ui/button';
import { colors, radius, space } from 'shared/ui/tokens';
import { SEARCH_NAMESPACE } from '#search/config/i18n';
import { parseGeoRange, type GeoRange } from 'shared/estate';
import { $filterQuery } from '#search/entities/filter';
import { areaSearched } from '../model';
import {
  $isMapConfigRead,
  $isMapLoading,
  $mapError,
  $mapTiles,
  $markers,
  mapShown,
} from '../data-model';

const LeafletMap = lazy(() => import(/* webpackChunkName: "map" */ './leaflet-map'));

/** Placeholder of the map's final size while Leaflet or the markers load. */
function MapPlaceholder({ text }: { text: string }) {
  return (
    <div
      css={{
        display: 'grid',
        placeItems: 'center',
        width: '100%',
        height: 'min(70vh, 560px)',
        minHeight: '320px',
        background: colors.surfaceAlt,
        borderRadius: radius,
        color: colors.muted,
      }}
    >
      {text}
    </div>
  );
}

/** The map panel. Takes the page's locale. */
export function MapPanel({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SEARCH_NAMESPACE, { lng: locale });
  const [markers, tiles, configRead, loading, error, query, searchArea, shown] = useUnit([
    $markers,
    $mapTiles,
    $isMapConfigRead,
    $isMapLoading,
    $mapError,
    $filterQuery,
    areaSearched,
    mapShown,
  ]);
  useEffect(() => {
    shown();
  }, [shown]);
  const [view, setView] = useState<GeoRange | null>(null);
  const area = parseGeoRange(query.geo_range);
  const failed = error !== null && error !== undefined;

  let status = t('map.count', { count: markers.length });
  if (loading) status = t('map.loading');
  else if (failed) status = t('map.error');

  return (
    <section
      aria-label={t('map.heading')}
      css={{ display: 'flex', flexDirection: 'column', gap: space(3) }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3) }}>
        <p
          role="status"
          aria-live="polite"
          css={{ margin: 0, flex: '1 1 12rem', color: failed ? colors.danger : colors.muted }}
        >
          {status}
        </p>
        <Button
          variant="secondary"
          disabled={view === null}
          onClick={() => {
            if (view) searchArea(view);
            setView(null);
          }}
        >
          {t('map.searchArea')}
        </Button>
      </div>
      {configRead ? (
        <Suspense fallback={<MapPlaceholder text={t('map.loading')} />}>
          <LeafletMap
            markers={markers}
            tiles={tiles}
            area={area}
            label={t('map.label')}
            locale={locale}
            onViewChanged={setView}
          />
        </Suspense>
      ) : (
        <MapPlaceholder text={t('map.loading')} />
      )}
    </section>
  );
}
