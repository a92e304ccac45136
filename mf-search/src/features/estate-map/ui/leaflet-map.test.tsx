import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import { LOCALES, type Locale } from 'shared/domain';
import type { MapTiles } from 'kit/map/tiles';
import { loadSharedUiTexts } from 'kit/ui';
import { useLocation } from 'shared/router';
import { makeEstate } from '#search/lib/test-fixtures';
import { toMarkers, type EstateMarker } from '../lib/markers';
import LeafletMap from './leaflet-map';

// jsdom lays nothing out: every element measures 0x0, and Leaflet and the cluster layer would
// then see an empty map and place no marker. The map's container gets a size instead.
const size = { width: 800, height: 500 };
let restoreSize: () => void = () => {};

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'shared-ui'), resources: {} });
  await Promise.all(LOCALES.map((lang) => loadSharedUiTexts(lang)));
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => size.width,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => size.height,
  });
  restoreSize = () => {
    if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
    if (height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', height);
  };
});
afterAll(() => restoreSize());
// Leaflet's keyboard handler keeps the page's scroll position on a click: jsdom has no scrolling.
beforeEach(() => {
  window.scrollTo = () => {};
});

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const ESTATES = [
  makeEstate({ id: '7', energy: { energyLabel: 'B' } }),
  makeEstate({
    id: '8',
    general: {
      address: {
        city: {
          id: 2000,
          zip: '2000',
          name: { nl: 'Antwerpen', fr: 'Anvers', en: 'Antwerp', de: 'Antwerpen' },
        },
        geoLocation: { lat: 51.22, lon: 4.4 },
      },
    },
  }),
];

function renderMap({ tiles = null, locale = 'en' }: { tiles?: MapTiles | null; locale?: Locale }) {
  const markers = toMarkers(ESTATES, [], locale);
  render(
    <Provider value={fork()}>
      <MemoryRouter initialEntries={[`/${locale}/offer`]}>
        <LeafletMap
          markers={markers}
          tiles={tiles}
          area={null}
          label="Map of the properties"
          locale={locale}
          onViewChanged={() => {}}
        />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { markers, user: userEvent.setup() };
}

/** A marker's title by estate id. */
const titleOf = (markers: readonly EstateMarker[], id: string) =>
  markers.find((m) => m.id === id)?.title ?? `no marker ${id}`;

// Clicks go through fireEvent: two clicks of user-event within 200 ms make Leaflet's double-tap
// emulation fire a dblclick whose position jsdom cannot measure (it throws on NaN coordinates).
const click = (element: HTMLElement) => act(() => void fireEvent.click(element));

/** The marker of an estate: a focusable button named by the estate's title. */
const markerOf = (title: string) =>
  within(screen.getByRole('region', { name: 'Map of the properties' })).getAllByRole('button', {
    name: title,
  })[0] as HTMLElement;

describe('LeafletMap popup (SPEC §2: a marker’s popup shows the card)', () => {
  it('opens a marker’s popup on the estate’s card: its article, title and detail link', async () => {
    const { markers, user } = renderMap({});
    const title = titleOf(markers, '7');
    expect(title).toBe('Villa in Ghent');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(markerOf(title));

    const card = await screen.findByRole('article', { name: title });
    expect(card.closest('.leaflet-popup-content')).not.toBeNull();
    expect(within(card).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: title });
    expect(link.getAttribute('href')).toMatch(/^\/en\/offer\/7\/[a-z0-9-]+$/);
    // The listing's card, not a reduced one: its price and energy label are there too.
    expect(within(card).getByText(/€/)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: /\bB\b/ })).toBeInTheDocument();
  });

  it('navigates inside the site from the card’s link (the page’s router)', async () => {
    const { markers } = renderMap({ locale: 'nl' });
    const title = titleOf(markers, '8');
    expect(title).toBe('Villa in Antwerpen');
    click(markerOf(title));
    const card = await screen.findByRole('article', { name: title });
    const link = within(card).getByRole('link', { name: title });
    expect(link.getAttribute('href')).toMatch(/^\/nl\/aanbod\/8\//);
    click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/nl\/aanbod\/8\//);
  });

  it('opens with Enter on a focused marker, focusing the card’s link; Escape closes it', async () => {
    const { markers, user } = renderMap({});
    const title = titleOf(markers, '7');
    const pin = markerOf(title);
    expect(pin).toHaveAttribute('tabindex', '0');
    act(() => pin.focus());
    // Leaflet opens on keypress with keyCode 13, as browsers send it; user-event sends keyCode 0.
    act(
      () =>
        void fireEvent.keyPress(pin, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 }),
    );
    const card = await screen.findByRole('article', { name: title });
    const link = within(card).getByRole('link', { name: title });
    await waitFor(() => expect(link).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(markerOf(title)).toHaveFocus();
  });

  it('shows one card at a time: another marker’s popup replaces the first', async () => {
    const { markers } = renderMap({});
    click(markerOf(titleOf(markers, '7')));
    await screen.findByRole('article', { name: 'Villa in Ghent' });
    click(markerOf(titleOf(markers, '8')));
    await screen.findByRole('article', { name: 'Villa in Antwerp' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

describe('LeafletMap tiles', () => {
  it('credits the tile source given by the runtime config', () => {
    renderMap({
      tiles: { url: 'https://tiles.example.test/{z}/{x}/{y}.png', attribution: '© Example Maps' },
    });
    const control = document.querySelector('.leaflet-control-attribution');
    expect(control).toHaveTextContent('© Example Maps');
    expect(control).not.toHaveTextContent('OpenStreetMap');
  });

  it('draws the offline basemap without tiles, credited, under the markers', async () => {
    renderMap({ tiles: null });
    const map = screen.getByTestId('estate-map');
    await waitFor(() => expect(map.querySelector('.kit-basemap-land path')).not.toBeNull());
    expect(map.querySelector('.leaflet-tile')).toBeNull();
    expect(document.querySelector('.leaflet-control-attribution')).toHaveTextContent(
      'Natural Earth',
    );
    // The markers are still there, above the land.
    expect(map.querySelectorAll('.estate-map-pin').length).toBeGreaterThan(0);
  });

  it('loads no basemap while the configured tiles load', async () => {
    renderMap({
      tiles: { url: 'https://tiles.example.test/{z}/{x}/{y}.png', attribution: '© Example Maps' },
    });
    const map = screen.getByTestId('estate-map');
    await waitFor(() => expect(map.querySelector('.leaflet-tile')).not.toBeNull());
    expect(map.querySelector('.kit-basemap-land path')).toBeNull();
  });
});
