/**
 * The Leaflet map with clustered markers (leaflet 1.9 + leaflet.markercluster 1.5). This module
 * is reached only through a dynamic import() from the map panel, so Leaflet stays out of the
 * listing's first load. Markers are divIcons (no image files); a popup shows the card's
 * essentials (picture, title, price, status) with a link that navigates inside the site. Without a
 * tile URL the map shows the markers on a plain background.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'shared/router';
import L from 'leaflet';
// Leaflet (imported first) sets window.L, which the cluster plugin extends.
import 'leaflet.markercluster';
import leafletCss from 'leaflet/dist/leaflet.css';
import clusterCss from 'leaflet.markercluster/dist/MarkerCluster.css';
import clusterDefaultCss from 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from 'shared/ui';
import { colors } from 'shared/ui/tokens';
import type { EstateMarker } from '../lib/markers';
import { distanceKm } from '../lib/markers';
import type { GeoCircle } from '../../../entities/filter/lib/geo-range';

/** Props of LeafletMap. */
export interface LeafletMapProps {
  markers: readonly EstateMarker[];
  /** Tile URL template ('{z}/{x}/{y}'), or null for a plain background. */
  tileUrl: string | null;
  /** The area searched (geo_range), drawn as a circle; null for none. */
  area: GeoCircle | null;
  /** Accessible name of the map region. */
  label: string;
  /** Called with the visible area (centre, radius in km) whenever the visitor moves the map. */
  onViewChanged: (circle: GeoCircle) => void;
  /** Link text of a popup, e.g. "View this property". */
  linkText: string;
}

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

/** The popup content as DOM (texts set as text, never as HTML). */
function popupContent(marker: EstateMarker, linkText: string, go: (href: string) => void) {
  const root = document.createElement('div');
  root.style.width = '220px';
  if (marker.image) {
    const img = document.createElement('img');
    img.src = marker.image;
    img.alt = '';
    img.width = CARD_IMAGE_WIDTH;
    img.height = CARD_IMAGE_HEIGHT;
    img.loading = 'lazy';
    img.style.cssText = 'display:block;width:100%;height:auto;border-radius:4px';
    root.appendChild(img);
  }
  const title = document.createElement('p');
  title.textContent = marker.title;
  title.style.cssText = 'margin:8px 0 4px;font-weight:700;font-size:15px';
  root.appendChild(title);
  const details = [marker.status, marker.price].filter((t) => t !== '').join(' · ');
  if (details) {
    const p = document.createElement('p');
    p.textContent = details;
    p.style.cssText = `margin:0 0 6px;color:${colors.muted}`;
    root.appendChild(p);
  }
  const link = document.createElement('a');
  link.href = marker.href;
  link.textContent = linkText;
  link.style.cssText = `color:${colors.primary};font-weight:600`;
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(marker.href);
  });
  root.appendChild(link);
  return root;
}

/** The marker pin: a styled divIcon (Leaflet's default icon would need its image files). */
const markerIcon = () =>
  L.divIcon({
    className: '',
    html: `<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:${colors.primary};border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>`,
    iconSize: [22, 22],
    iconAnchor: [11, 22],
    popupAnchor: [0, -22],
  });

/** The map. Takes markers, tiles, the searched area and callbacks; see LeafletMapProps. */
export default function LeafletMap({
  markers,
  tileUrl,
  area,
  label,
  onViewChanged,
  linkText,
}: LeafletMapProps) {
  useStyleSheet(leafletCss);
  useStyleSheet(clusterCss);
  useStyleSheet(clusterDefaultCss);
  const navigate = useNavigate();
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

  // Tiles when configured.
  useEffect(() => {
    const m = map.current;
    if (!m || !tileUrl) return undefined;
    const layer = L.tileLayer(tileUrl, { maxZoom: 19, attribution: '© OpenStreetMap' }).addTo(m);
    return () => {
      layer.remove();
    };
  }, [tileUrl]);

  // Markers, fitted into view (or the searched area when there is one).
  useEffect(() => {
    const m = map.current;
    const group = cluster.current;
    if (!m || !group) return;
    group.clearLayers();
    const layers = markers.map((marker) =>
      L.marker([marker.lat, marker.lon], {
        icon: markerIcon(),
        title: marker.title,
        alt: marker.title,
        keyboard: true,
      }).bindPopup(() => popupContent(marker, linkText, (href) => navigate(href))),
    );
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
  }, [markers, area, linkText, navigate]);

  return (
    <div
      ref={element}
      role="region"
      aria-label={label}
      data-testid="estate-map"
      css={{ width: '100%', height: 'min(70vh, 560px)', minHeight: '320px', background: '#e8edf1' }}
    />
  );
}
