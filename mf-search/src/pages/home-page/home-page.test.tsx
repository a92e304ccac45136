import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useLocation } from 'shared/router';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import type { EstateFilters } from 'shared/domain';
import { shell } from 'shared/bus';
import HomePage from '../../exposes/home-page';
import { fetchFilterOptionsFx, fetchPriceOptionsFx } from '../../entities/filter';
import { makeEstates } from '../../lib/test-fixtures';
import { fetchNewestFx, homeCitySearch } from './model';
import { quickSearchUrl } from './lib/quick-search';
import { loadSearchTexts } from '../../config/i18n';
import { LOCALES } from 'shared/domain';

const OPTIONS: Partial<EstateFilters> = {
  headTypes: [
    { id: 1, name: { en: 'House' } },
    { id: 2, name: { en: 'Apartment' } },
  ],
  prices: [100000, 300000],
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ ...baseI18nOptions('en', 'search'), resources: {} });
  // The texts load per language, as in the browser.
  await Promise.all(LOCALES.map((lang) => loadSearchTexts(lang)));
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

describe('quickSearchUrl', () => {
  it('builds the listing address with the chosen filters', () => {
    expect(
      quickSearchUrl({ status: 'FOR_SALE', type: '1', city: '2', priceMax: '300000' }, 'en'),
    ).toBe('/en/offer?trans=kopen&city=2&type=1&price-max=300000');
    expect(quickSearchUrl({ status: '', type: '', city: '', priceMax: '' }, 'nl')).toBe(
      '/nl/aanbod',
    );
    expect(quickSearchUrl({ status: 'TO_RENT', type: 'x', city: '', priceMax: '0' }, 'fr')).toBe(
      '/fr/offre?trans=huren',
    );
  });
});

describe('HomePage', () => {
  it('shows the hero, the six newest listings and navigates with the quick search', async () => {
    const hidden: number[][] = [];
    const scope = fork({
      values: [
        [shell.$siteSettings, { hiddenStatus: [4, 12], defaultLocale: 'nl', locales: ['nl'] }],
      ],
      handlers: [
        [
          fetchNewestFx,
          async (h: number[]) => {
            hidden.push(h);
            return makeEstates(6);
          },
        ],
        [fetchFilterOptionsFx, async () => OPTIONS],
        [
          fetchPriceOptionsFx,
          async (q: { status?: string[] }) => ({
            prices: q.status?.includes('TO_RENT') ? [750, 1500] : [100000, 300000],
          }),
        ],
        [
          homeCitySearch.searchCityFx,
          async () => [
            { id: 2, zip: '9000', name: 'Ghent', label: 'Ghent (9000)', lat: 51, lon: 3.7 },
          ],
        ],
      ],
    });
    const user = userEvent.setup();
    // Awaited: the page holds another team's fragment (recently viewed), which loads lazily.
    await act(async () => {
      render(
        <Provider value={scope}>
          <MemoryRouter initialEntries={['/en/']}>
            <HomePage locale="en" />
            <LocationProbe />
          </MemoryRouter>
        </Provider>,
      );
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find your new home in Belgium',
    );
    // The hero's picture is drawn inline (no request before the first paint) and decorative.
    const hero = screen.getByRole('region', { name: 'Find your new home in Belgium' });
    expect(hero.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(hero.querySelector('img')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(hidden).toEqual([[4, 12]]);
    expect(screen.getByRole('link', { name: 'All properties for sale' })).toHaveAttribute(
      'href',
      '/en/offer?trans=kopen',
    );
    // Texts shared with the listing page come from the 'search' namespace.
    expect(screen.getByRole('link', { name: 'Houses for sale' })).toHaveAttribute(
      'href',
      '/en/offer?trans=kopen&type=1',
    );
    expect(screen.getByRole('link', { name: 'Apartments to rent' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Municipality' })).toHaveAttribute(
      'placeholder',
      'Name or postcode',
    );

    const form = screen.getByRole('search', { name: 'Quick search' });
    // Renting offers monthly rents as the maximum price.
    await user.selectOptions(screen.getByLabelText('I want to'), 'TO_RENT');
    await screen.findByRole('option', { name: '€ 1.500' });
    expect(screen.queryByRole('option', { name: '€ 300.000' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('I want to'), 'FOR_SALE');
    await user.selectOptions(screen.getByLabelText('Type'), '1');
    await user.type(screen.getByRole('combobox', { name: 'Municipality' }), 'gh');
    await screen.findByRole('option', { name: 'Ghent (9000)' });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.selectOptions(screen.getByLabelText('Maximum price'), '300000');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(form).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/en/offer?trans=kopen&city=2&type=1&price-max=300000',
      ),
    );
  }, 20000);
});
