/**
 * The location map (SPEC §3 address): shown only when the address is visible, with a marker on
 * the exact point; otherwise only the city is named, with no street and no point. Leaflet is
 * imported dynamically once the section scrolls into view, never on the page's first paint.
 * Tiles and their attribution come from the runtime config (`readMapTiles` of kit/map/tiles);
 * without them, or when they fail to load, the marker sits on the kit's offline basemap of
 * Belgium (land, borders, towns), loaded with Leaflet and never on the first paint either.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { colors, radius, space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import type { MapView } from '../lib/map-view';
import { $mapTiles, mapShown } from '../model';
import leafletCss from 'leaflet/dist/leaflet.css';
import { basemapCss, PLACE_MIN_ZOOM, showBasemapWhenNeeded } from 'kit/map/basemap';

/** The offline basemap's zoom: the region around, its towns of 20,000 inhabitants named. */
const OFFLINE_ZOOM = PLACE_MIN_ZOOM[3];

/** Props: where the map points and the page language. */
export interface LocationMapProps {
  map: MapView;
  locale: Locale;
}

/**
 * Renders the section with the map (or the city alone when the address is not visible); fires
 * `mapShown` when the map comes into view and draws the tiles of `$mapTiles` (none: the
 * offline basemap, at a zoom where the nearby towns are named).
 */
export function LocationMap({ map, locale }: LocationMapProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const [tiles, onShown] = useUnit([$mapTiles, mapShown]);
  const box = useRef<HTMLDivElement | null>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || !map.exact) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setInView(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [map.exact]);

  useEffect(() => {
    if (inView) onShown();
  }, [inView, onShown]);

  const tileUrl = tiles?.url ?? null;
  const attribution = tiles?.attribution ?? '';
  useEffect(() => {
    const el = box.current;
    if (!inView || !el) return;
    let disposed = false;
    let cleanup = () => {};
    void import('leaflet').then((module) => {
      if (disposed) return;
      const L = module.default ?? module;
      // The attribution control only with tiles: the basemap adds its own.
      const leafletMap = L.map(el, {
        scrollWheelZoom: false,
        attributionControl: tileUrl !== null,
      });
      // The basemap has no streets: a wider view, where the town and its neighbours are named.
      leafletMap.setView([map.lat, map.lon], tileUrl ? 15 : OFFLINE_ZOOM);
      const layer = tileUrl
        ? L.tileLayer(tileUrl, { maxZoom: 19, attribution }).addTo(leafletMap)
        : null;
      const removeBasemap = showBasemapWhenNeeded(L, leafletMap, layer);
      L.circleMarker([map.lat, map.lon], {
        radius: 10,
        color: colors.primary,
        fillColor: colors.accent,
        fillOpacity: 0.9,
      }).addTo(leafletMap);
      cleanup = () => {
        removeBasemap();
        leafletMap.remove();
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [inView, tileUrl, attribution, map.lat, map.lon]);

  return (
    <section
      aria-labelledby="detail-map-heading"
      className="detail-screen-only"
      css={{ margin: `${space(6)} 0` }}
    >
      <h2 id="detail-map-heading">{t('map.heading')}</h2>
      {inView && typeof leafletCss === 'string' && (
        // React waits for a stylesheet resource before showing what contains it: its own
        // boundary keeps that wait from hiding the whole page (and the visitor's focus with it).
        <Suspense fallback={null}>
          <link rel="stylesheet" href={leafletCss} precedence="default" />
        </Suspense>
      )}
      {map.exact ? (
        // A group, not an image: Leaflet puts focusable controls (zoom, the map itself) in it.
        <div
          ref={box}
          role="group"
          aria-label={t('map.label', { city: map.city })}
          css={{
            height: '320px',
            borderRadius: radius,
            background: colors.surfaceAlt,
            border: `1px solid ${colors.border}`,
            ...basemapCss,
          }}
        />
      ) : (
        <p>{t('map.cityOnly', { city: map.city })}</p>
      )}
    </section>
  );
}
