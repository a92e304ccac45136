/**
 * The Leaflet map with clustered markers (leaflet 1.9 + leaflet.markercluster 1.5). This module
 * is reached only through a dynamic import() from the map panel, so Leaflet stays out of the
 * listing's first load. Markers are divIcons (no image files), focusable and opened with Enter;
 * a marker's popup shows the estate's card (SPEC §2), rendered into the popup's DOM node through
 * a React portal. Tiles and their attribution come from the runtime config; without tiles, or when
 * they fail to load, the kit's offline basemap of Belgium (land, borders, towns) lies under the
 * markers, so they never sit on a blank background.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import L from 'leaflet';
// Leaflet (imported first) sets window.L, which the cluster plugin extends.
import 'leaflet.markercluster';
import leafletCss from 'leaflet/dist/leaflet.css';
import clusterCss from 'leaflet.markercluster/dist/MarkerCluster.css';
import clusterDefaultCss from 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { basemapCss, showBasemapWhenNeeded } from 'kit/map/basemap';
import type { MapTiles } from 'kit/map/tiles';
import type { Locale } from 'shared/domain';
import { colors } from 'shared/ui/tokens';
import type { EstateMarker } from '../lib/markers';
import { distanceKm } from '../lib/markers';
import type { GeoRange } from 'shared/estate';
import { EstatePopup, POPUP_CARD_WIDTH } from './estate-popup';

/** Props of LeafletMap. */
export interface LeafletMapProps {
  markers: readonly EstateMarker[];
  /** Tile URL template ('{z}/{x}/{y}') and attribution, or null for the offline basemap. */
  tiles: MapTiles | null;
  /** The area searched (geo_range), drawn as a circle; null for none. */
  area: GeoRange | null;
  /** Accessible name of the map region. */
  label: string;
  /** Called with the visible area (centre, radius in km) whenever the visitor moves the map. */
  onViewChanged: (circle: GeoRange) => void;
  /** The page's language: the popup cards' texts and detail addresses. */
  locale: Locale;
}

/** The open popup: its marker, the DOM node its card is rendered into and how it was opened. */
interface OpenPopup {
  marker: EstateMarker;
  layer: L.Marker;
  node: HTMLElement;
  /** Opened with the keyboard (Enter on the marker): the card's link then takes the focus. */
  byKeyboard: boolean;
}

/** Popup options: as wide as the card (Leaflet measures the node before React fills it). */
const POPUP_OPTIONS: L.PopupOptions = {
  minWidth: POPUP_CARD_WIDTH,
  maxWidth: POPUP_CARD_WIDTH,
  autoPanPadding: [16, 16],
};

/** Adds a style sheet once to the document head. */
function useStyleSheet(href: string) {
  useEffect(() => {
    if (!href || document.head.querySelector(`link[data-map-css="${href}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute('data-map-css', href);
    document.head.appendChild(link);
  }, [href]);
}

/** The class of a marker pin's shape, styled by the map's container. */
const PIN_CLASS = 'estate-map-pin';

/**
 * The marker pin: a divIcon (Leaflet's default icon would need its image files) whose shape is a
 * class of the map's styles, not a style attribute, which the pages' Content-Security-Policy
 * does not allow.
 */
const markerIcon = () =>
  L.divIcon({
    className: '',
    html: `<span class="${PIN_CLASS}"></span>`,
    iconSize: [22, 22],
    iconAnchor: [11, 22],
    popupAnchor: [0, -22],
  });

/**
 * The map. Takes markers, tiles, the searched area, the locale and callbacks (see
 * LeafletMapProps); renders the map region and, while a marker's popup is open, its card.
 */
export default function LeafletMap({
  markers,
  tiles,
  area,
  label,
  onViewChanged,
  locale,
}: LeafletMapProps) {
  useStyleSheet(leafletCss);
  useStyleSheet(clusterCss);
  useStyleSheet(clusterDefaultCss);
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  const popupLink = useRef<HTMLAnchorElement | null>(null);
  const element = useRef<HTMLDivElement | null>(null);
  const map = useRef<L.Map | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const circle = useRef<L.Circle | null>(null);
  const viewChanged = useRef(onViewChanged);
  viewChanged.current = onViewChanged;

  // The map and its cluster layer, once.
  useEffect(() => {
    if (!element.current) return undefined;
    const m = L.map(element.current, {
      center: [50.85, 4.35],
      zoom: 8,
      minZoom: 3,
      // Without a tile layer Leaflet knows no zoom limit, which marker clustering needs.
      maxZoom: 18,
      zoomControl: true,
      // Added with the tiles or the basemap, which credit their sources.
      attributionControl: false,
    });
    const report = () => {
      const center = m.getCenter();
      const bounds = m.getBounds();
      // The circle through the corners: everything visible is searched.
      const km = distanceKm(
        { lat: center.lat, lon: center.lng },
        { lat: bounds.getNorth(), lon: bounds.getEast() },
      );
      viewChanged.current({ km, lat: center.lat, lon: center.lng });
    };
    m.on('moveend', report);
    const group = L.markerClusterGroup({ showCoverageOnHover: false });
    group.addTo(m);
    map.current = m;
    cluster.current = group;
    return () => {
      m.off('moveend', report);
      m.remove();
      map.current = null;
      cluster.current = null;
    };
  }, []);

  // Tiles with their attribution when configured; the offline basemap without them, or once
  // they fail to load.
  const tileUrl = tiles?.url ?? null;
  const attribution = tiles?.attribution ?? '';
  useEffect(() => {
    const m = map.current;
    if (!m) return undefined;
    const control = tileUrl ? L.control.attribution().addTo(m) : null;
    const layer = tileUrl ? L.tileLayer(tileUrl, { maxZoom: 19, attribution }).addTo(m) : null;
    const removeBasemap = showBasemapWhenNeeded(L, m, layer);
    return () => {
      removeBasemap();
      layer?.remove();
      control?.remove();
    };
  }, [tileUrl, attribution]);

  // Markers, fitted into view (or the searched area when there is one).
  useEffect(() => {
    const m = map.current;
    const group = cluster.current;
    if (!m || !group) return;
    group.clearLayers();
    const layers = markers.map((marker) => {
      const node = document.createElement('div');
      let byKeyboard = false;
      const layer = L.marker([marker.lat, marker.lon], {
        icon: markerIcon(),
        title: marker.title,
        alt: marker.title,
        keyboard: true,
      });
      // Registered before bindPopup's own handlers, so it runs before the popup opens.
      layer.on('click keypress', (event) => {
        byKeyboard = event.type === 'keypress';
      });
      layer.bindPopup(node, POPUP_OPTIONS);
      layer.on('popupopen', () => setPopup({ marker, layer, node, byKeyboard }));
      layer.on('popupclose', () => setPopup((open) => (open?.node === node ? null : open)));
      return layer;
    });
    group.addLayers(layers);
    circle.current?.remove();
    circle.current = null;
    if (area) {
      circle.current = L.circle([area.lat, area.lon], {
        radius: area.km * 1000,
        color: colors.primary,
        weight: 2,
        fill: false,
        interactive: false,
      }).addTo(m);
      m.fitBounds(circle.current.getBounds(), { animate: false });
    } else if (layers.length > 0) {
      m.fitBounds(group.getBounds(), { padding: [24, 24], maxZoom: 15, animate: false });
    }
  }, [markers, area]);

  // Once the card is in the popup: lay the popup out again around it (Leaflet measured an empty
  // node) and, when the keyboard opened it, move the focus to the card's link.
  const popupShown = useCallback(() => {
    if (!popup) return;
    popup.layer.getPopup()?.update();
    if (popup.byKeyboard) popupLink.current?.focus({ preventScroll: true });
  }, [popup]);
  // Escape closes the popup and gives the focus back to its marker.
  const popupEscaped = useCallback(() => {
    if (!popup) return;
    popup.layer.closePopup();
    popup.layer.getElement()?.focus({ preventScroll: true });
  }, [popup]);

  return (
    <>
      <div
        ref={element}
        role="region"
        aria-label={label}
        data-testid="estate-map"
        css={{
          width: '100%',
          height: 'min(70vh, 560px)',
          minHeight: '320px',
          background: '#e8edf1',
          ...basemapCss,
          [`& .${PIN_CLASS}`]: {
            display: 'block',
            width: '22px',
            height: '22px',
            borderRadius: '50% 50% 50% 0',
            transform: 'rotate(-45deg)',
            background: colors.primary,
            border: '2px solid #fff',
            boxShadow: '0 1px 4px rgba(0,0,0,.4)',
          },
        }}
      />
      {popup &&
        createPortal(
          <EstatePopup
            key={popup.marker.id}
            estate={popup.marker.estate}
            locale={locale}
            linkRef={popupLink}
            onShown={popupShown}
            onEscape={popupEscaped}
          />,
          popup.node,
        )}
    </>
  );
}
