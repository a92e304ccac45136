import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useLocation } from 'shared/router';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import type { EstateFilters, EstateSearchRequest } from 'shared/domain';
import { shell } from 'shared/bus';
import SearchPage from '#search/exposes/search-page';
import { $isFilterPanelOpen } from '../model';
import { searchEstatesFx } from '#search/entities/estate-list';
import { fetchFilterOptionsFx, fetchPriceOptionsFx } from '#search/entities/filter';
import { answer, failedAnswer, makeEstate, makeEstates } from '#search/lib/test-fixtures';
import type { EstateSearchAnswer } from 'shared/api';
import { loadSearchTexts } from '#search/config/i18n';
import { LOCALES } from 'shared/domain';

const OPTIONS: Partial<EstateFilters> = {
  headTypes: [
    { id: 1, name: { en: 'House', nl: 'Huis' } },
    { id: 2, name: { en: 'Apartment', nl: 'Appartement' } },
  ],
  locations: [
    { id: 9000, zip: '9000', name: { en: 'Ghent', nl: 'Gent' }, lat: 51, lon: 3.7 },
    { id: 2000, zip: '2000', name: { en: 'Antwerp', nl: 'Antwerpen' }, lat: 51.2, lon: 4.4 },
  ],
  prices: [100000, 200000, 300000],
  countries: [],
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ ...baseI18nOptions('en', 'search'), resources: {} });
  // The texts load per language, as in the browser.
  await Promise.all(LOCALES.map((lang) => loadSearchTexts(lang)));
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function setup(
  url: string,
  search: (request: EstateSearchRequest) => EstateSearchAnswer = (r) =>
    answer(makeEstates(Math.min(15, 20 - (r.from ?? 0)), (r.from ?? 0) + 1), 20),
  unfolded = true,
) {
  const requests: EstateSearchRequest[] = [];
  const scope = fork({
    values: [
      [shell.$siteSettings, { hiddenStatus: [4, 12], defaultLocale: 'nl', locales: ['nl'] }],
      // jsdom applies no media queries: the controls are unfolded as on a wide screen.
      [$isFilterPanelOpen, unfolded],
    ],
    handlers: [
      [
        searchEstatesFx,
        async (request: EstateSearchRequest) => {
          requests.push(request);
          return search(request);
        },
      ],
      [fetchFilterOptionsFx, async () => OPTIONS],
      [fetchPriceOptionsFx, async () => ({ prices: [750, 1500] })],
    ],
  });
  const user = userEvent.setup();
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[url]}>
        <SearchPage locale="en" />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { requests, user, scope };
}

describe('SearchPage (SPEC §2 Listing search page)', () => {
  it('shows the results of the query string with a count, a title and the filter form', async () => {
    const { requests } = setup('/en/offer?trans=kopen&city=9000');
    expect(await screen.findByText('20 properties found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(15);
    expect(requests[0]?.query).toEqual({
      status: ['FOR_SALE'],
      city: [9000],
      hiddenStatus: [4, 12],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Properties for sale in Ghent',
    );
    expect(document.title).toBe('Properties for sale in Ghent');
    const form = screen.getByRole('search', { name: 'Search properties' });
    expect(within(form).getByLabelText('Transaction')).toHaveValue('FOR_SALE');
    expect(within(form).getByRole('combobox', { name: 'Municipality' })).toHaveValue(
      'Ghent (9000)',
    );
    expect(document.querySelector('[data-boundary="search"]')).not.toBeNull();
  });

  it('offers an e-mail alert for this very search', async () => {
    setup('/en/offer?trans=kopen&city=9000');
    expect(await screen.findByRole('link', { name: 'Alert me about new results' })).toHaveAttribute(
      'href',
      '/en/keep-me-informed?trans=kopen&city=9000',
    );
  });

  it('loads more in place and moves the focus to the first new card; no link once all are loaded', async () => {
    const { user, requests } = setup('/en/offer');
    const more = await screen.findByRole('link', { name: 'Show more properties' });
    // Followed before the scripts run (or without them), it shows the next page with this one.
    expect(more).toHaveAttribute('href', '/en/offer?page=2#result-16');
    await user.click(more);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    // In place, without a navigation; the address says the pages shown, for a reload.
    expect(screen.getByTestId('location')).toHaveTextContent('?page=2');
    expect(requests[1]?.from).toBe(15);
    const sixteenth = screen.getAllByRole('article')[15];
    expect(sixteenth && within(sixteenth).getByRole('link')).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Show more properties' })).not.toBeInTheDocument();
  });

  it('is a GET form of the listing page whose named fields say the selection', async () => {
    setup('/en/offer?trans=kopen&type=2&sortType=price&sortOrder=ASC&geo_range=5km;51;3.7');
    await screen.findByText('20 properties found');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/en/offer');
    const fields = new URLSearchParams(
      [...new FormData(form as HTMLFormElement)].map(([k, v]) => [k, String(v)]),
    );
    expect(fields.get('status')).toBe('FOR_SALE');
    expect(fields.get('type')).toBe('2');
    expect(fields.get('sort')).toBe('price-ASC');
    expect(fields.get('geo_range')).toBe('5km;51;3.7');
    expect(fields.has('place')).toBe(true);
    expect(screen.getByRole('button', { name: 'Show results' })).toHaveAttribute('type', 'submit');
  });

  it('keeps "Show results" once live, leading to the results instead of reloading', async () => {
    const { user, requests } = setup('/en/offer?trans=kopen');
    await screen.findByText('20 properties found');
    Element.prototype.scrollIntoView = jest.fn();
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(requests).toHaveLength(1);
  });

  it('applies a filter change, refetches the first page and writes the query string', async () => {
    const { user, requests } = setup('/en/offer?trans=kopen');
    await screen.findByText('20 properties found');
    await user.selectOptions(screen.getByLabelText('Transaction'), 'TO_RENT');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?trans=huren'));
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatchObject({ query: { status: ['TO_RENT'] }, from: 0 });
    await user.selectOptions(screen.getByLabelText('Type'), '2');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('?trans=huren&type=2'),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Apartments for rent');
  });

  it('shows an error with a retry button when the search fails', async () => {
    let down = true;
    const { user } = setup('/en/offer', (r) =>
      down ? failedAnswer() : answer(makeEstates(3, (r.from ?? 0) + 1), 3),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The properties could not be loaded');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 properties found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an empty message with a clear-filters action', async () => {
    const { user, requests } = setup('/en/offer?city=2000', (r) =>
      r.query.city ? answer([], 0) : answer(makeEstates(2), 2),
    );
    expect(await screen.findByText('No properties match your search.')).toBeInTheDocument();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clearButtons[clearButtons.length - 1] as HTMLElement);
    expect(await screen.findByText('2 properties found')).toBeInTheDocument();
    expect(requests[requests.length - 1]?.query).toEqual({ hiddenStatus: [4, 12] });
    await act(async () => undefined);
    expect(screen.getByTestId('location')).toHaveTextContent('');
  });

  it('groups the results under headings with counts, in the SPEC §9 type order', async () => {
    const apartment = { id: 2, name: { en: 'Apartment' } };
    const plot = { id: 3, name: { en: 'Plot' } };
    const estates = [
      makeEstate({ id: '1', general: { headType: apartment } }),
      makeEstate({ id: '2' }),
      makeEstate({ id: '3', general: { headType: plot } }),
      makeEstate({ id: '4', general: { headType: apartment } }),
      makeEstate({ id: '5', general: { headType: { id: 0 } } }),
    ];
    const { user, requests } = setup('/en/offer?groupBy=TYPE', () => answer(estates, 5));
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'House (1)',
      'Plot (1)',
      'Apartment (2)',
      'Projecten (1)',
    ]);
    expect(requests[0]?.groupBy).toBe('TYPE');
    expect(requests[0]?.sort?.[0]).toEqual({ field: 'children.general.headType.id', order: 'ASC' });
    await user.selectOptions(screen.getByLabelText('Group by'), '');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'House (1)' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });

  it('offers the map and the take-over status', async () => {
    setup('/en/offer?status=TAKE_OVER');
    expect(await screen.findByText('20 properties found')).toBeInTheDocument();
    expect(screen.getByLabelText('Transaction')).toHaveValue('TAKE_OVER');
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Properties for take-over');
  });

  it('heads each group with the size of the whole group, not only of the loaded cards', async () => {
    const apartment = { id: 2, name: { en: 'Apartment' } };
    const estates = [
      makeEstate({ id: '1' }),
      makeEstate({ id: '2', general: { headType: apartment } }),
    ];
    setup('/en/offer?groupBy=TYPE', () => ({
      ...answer(estates, 168),
      groups: [
        { key: '1', count: 126 },
        { key: '2', count: 42 },
      ],
    }));
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['House (126)', 'Apartment (42)']);
  });

  it('shows a pasted status or type list as the chosen value', async () => {
    setup('/en/offer?status=SOLD&type=1,2');
    await screen.findByText('20 properties found');
    const transaction = screen.getByLabelText('Transaction') as HTMLSelectElement;
    expect(transaction.selectedOptions[0]?.textContent).toBe('Sold');
    const type = screen.getByLabelText('Type') as HTMLSelectElement;
    await waitFor(() => expect(type.selectedOptions[0]?.textContent).toBe('House, Apartment'));
  });

  it('offers monthly rents as prices when renting', async () => {
    setup('/en/offer?trans=huren');
    await screen.findByText('20 properties found');
    const max = screen.getByLabelText('Maximum price');
    await waitFor(() =>
      expect(within(max).getByRole('option', { name: '€ 750' })).toBeInTheDocument(),
    );
    expect(within(max).queryByRole('option', { name: '€ 300.000' })).not.toBeInTheDocument();
  });

  it('keeps the keyboard focus when a control it was on goes away', async () => {
    const { user } = setup('/en/offer?trans=kopen&city=9000&bedrooms=2', () => answer([], 0));
    // "More filters" stays open when its last filter is unticked.
    const bedrooms = await screen.findByRole('checkbox', { name: '2' });
    await user.click(bedrooms);
    expect(screen.getByRole('group', { name: 'Bedrooms' })).toBeVisible();
    expect(bedrooms).toHaveFocus();
    // The municipality's clear button gives the focus back to the field.
    await user.click(screen.getByRole('button', { name: 'Remove the municipality' }));
    expect(screen.getByRole('combobox', { name: 'Municipality' })).toHaveFocus();
    // "Clear filters" of the empty result moves the focus to the results.
    const results = screen.getByRole('region', { name: 'Results' });
    await user.click(within(results).getByRole('button', { name: 'Clear filters' }));
    expect(within(results).getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('keeps the main filters in view and folds the rest under "More filters"', async () => {
    const { user } = setup('/en/offer?trans=kopen');
    await screen.findByText('20 properties found');
    const form = screen.getByRole('search');
    for (const label of ['Transaction', 'Type', 'Maximum price']) {
      expect(within(form).getByLabelText(label)).toBeVisible();
    }
    expect(within(form).getByRole('button', { name: 'Show results' })).toBeVisible();
    // Folded away, yet still fields of the form: a GET submission keeps them.
    for (const label of ['Minimum price', 'Sort by', 'Group by']) {
      const field = within(form).getByLabelText(label);
      expect(field).not.toBeVisible();
      expect(field).toHaveAttribute('name');
    }
    await user.click(within(form).getByText('More filters'));
    expect(within(form).getByLabelText('Sort by')).toBeVisible();
  });

  it('opens "More filters" for a selection that uses them, counting them', async () => {
    setup('/en/offer?price-min=100000&groupBy=TYPE');
    await screen.findAllByRole('heading', { level: 3 });
    expect(screen.getByText('More filters (2)')).toBeVisible();
    expect(screen.getByLabelText('Minimum price')).toBeVisible();
  });

  it('folds the filter controls in a disclosure naming the active filters (a phone)', async () => {
    const { user } = setup('/en/offer?trans=kopen&city=9000', undefined, false);
    await screen.findByText('20 properties found');
    const toggle = screen.getByText('Filters (2)');
    expect(toggle.tagName).toBe('SUMMARY');
    const fold = toggle.closest('details');
    expect(fold).not.toHaveAttribute('open');
    // Still in the form while folded: a submission without scripts keeps the selection.
    expect(screen.getByRole('search')).toHaveFormValues({ status: 'FOR_SALE', city: '9000' });
    expect(screen.getByLabelText('Transaction')).not.toBeVisible();
    await user.click(toggle);
    expect(fold).toHaveAttribute('open');
    expect(screen.getByRole('combobox', { name: 'Municipality' })).toBeVisible();
  });
});
