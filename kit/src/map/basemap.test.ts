import L from 'leaflet';
import {
  BASEMAP_CLASS,
  drawBasemap,
  loadBasemap,
  PLACE_MIN_ZOOM,
  showBasemapWhenNeeded,
} from './basemap';
import type { Basemap } from './basemap-types';

const BASEMAP: Basemap = {
  attribution: 'Natural Earth · GeoNames (CC BY 4.0)',
  window: [1, 48.5, 8.5, 53.6],
  countries: [
    {
      code: 'BE',
      polygons: [
        [
          [
            [3, 50],
            [6, 50],
            [6, 51.5],
            [3, 51.5],
            [3, 50],
          ],
        ],
      ],
    },
  ],
  places: [
    ['Brussels', 4.35, 50.85, 1],
    ['Halle', 4.235, 50.734, 3],
  ],
};

function newMap(zoom: number) {
  const element = document.createElement('div');
  document.body.append(element);
  const map = L.map(element, { attributionControl: false }).setView([50.85, 4.35], zoom);
  return { element, map };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('drawBasemap', () => {
  it('draws the land, names the towns of the zoom level, credits the sources', () => {
    const { element, map } = newMap(PLACE_MIN_ZOOM[1]);
    const erase = drawBasemap(L, map, BASEMAP);
    expect(element.querySelectorAll(`.${BASEMAP_CLASS.land} path`)).toHaveLength(1);
    const names = () =>
      [...element.querySelectorAll(`.${BASEMAP_CLASS.place}`)].map((n) => n.textContent);
    expect(names()).toEqual(['Brussels']);
    expect(element.querySelector('.leaflet-control-attribution')).toHaveTextContent(
      'Natural Earth',
    );
    // The names are no content of their own for assistive technology.
    expect(
      element.querySelector(`.${BASEMAP_CLASS.place}`)?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();

    map.setZoom(PLACE_MIN_ZOOM[3], { animate: false });
    expect(names()).toEqual(['Brussels', 'Halle']);

    erase();
    expect(element.querySelector(`.${BASEMAP_CLASS.land} path`)).toBeNull();
    expect(names()).toEqual([]);
    expect(element.querySelector('.leaflet-control-attribution')).toBeNull();
    map.remove();
  });
});

describe('showBasemapWhenNeeded', () => {
  it('draws the basemap at once when there are no tiles', async () => {
    const { element, map } = newMap(8);
    const erase = showBasemapWhenNeeded(L, map, null);
    await loadBasemap();
    await new Promise(process.nextTick);
    expect(element.querySelector(`.${BASEMAP_CLASS.land} path`)).not.toBeNull();
    erase();
    map.remove();
  });

  it('waits for a tile that fails before it draws the basemap', async () => {
    const { element, map } = newMap(8);
    const tiles = L.tileLayer('https://tiles.example.test/{z}/{x}/{y}.png').addTo(map);
    const erase = showBasemapWhenNeeded(L, map, tiles);
    await loadBasemap();
    await new Promise(process.nextTick);
    expect(element.querySelector(`.${BASEMAP_CLASS.land} path`)).toBeNull();

    tiles.fire('tileerror');
    await loadBasemap();
    await new Promise(process.nextTick);
    expect(element.querySelector(`.${BASEMAP_CLASS.land} path`)).not.toBeNull();
    erase();
    map.remove();
  });
});
