import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useLocation } from 'shared/router';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { initReactI18next, loadNamespace } from 'shared/i18n';
import { LOCALES } from 'shared/domain';
import { baseI18nOptions } from 'shared/i18n';
import { ServerError } from 'shared/api';
import { loadSharedUiTexts } from 'kit/ui';
import type { RentalSearchRequest } from '#holiday/forms';
import { RENTAL_NAMESPACE, RENTAL_TEXTS } from '#holiday/entities/rental-unit';
import { fetchRentalFilterOptionsFx, searchRentalUnitsFx } from '../search-model';
import { makeRentalUnit } from 'shared/testing/rentals';
import { HolidaySearchView } from './search-view';

jest.setTimeout(20_000);

beforeAll(async () => {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ ...baseI18nOptions('en', 'rental'), resources: {} });
  }
  await Promise.all(
    LOCALES.flatMap((lang) => [
      loadNamespace(RENTAL_NAMESPACE, RENTAL_TEXTS, lang),
      loadSharedUiTexts(lang),
    ]),
  );
});

/** Shows the query string the page wrote. */
function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

async function setup(path: string, answer: (r: RentalSearchRequest) => unknown) {
  const requests: RentalSearchRequest[] = [];
  const scope = fork({
    handlers: [
      [
        searchRentalUnitsFx,
        async ({ request }: { request: RentalSearchRequest }) => (
          requests.push(request),
          answer(request)
        ),
      ],
      [
        fetchRentalFilterOptionsFx,
        async () => ({
          locations: [{ id: 1, name: { en: 'Belgian coast' } }],
          cities: [{ id: 3, zip: '8420', name: { en: 'De Haan' }, locationId: 1 }],
          subKinds: [{ id: 1, name: { en: 'Apartment' } }],
          maxOccupations: [2, 4, 6],
          periodTypes: ['WEEK', 'WEEKEND'],
          periodStartDates: ['2027-03-05', '2027-03-12'],
          periodDates: [],
        }),
      ],
    ],
  });
  await act(async () => {
    render(
      <Provider value={scope}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/en/holiday"
              element={
                <>
                  <HolidaySearchView locale="en" />
                  <Search />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
  });
  return { requests, user: userEvent.setup() };
}

describe('HolidaySearchView', () => {
  it('says an arrival of the address was in the past, beside the arrival field, and offers no such date', async () => {
    const { requests } = await setup('/en/holiday?arrival=1999-01-01', () => ({
      total: { value: 0 },
      results: [],
    }));
    expect(requests[0]).toEqual({ search: {}, from: 0, size: 15 });
    const arrival = screen.getByLabelText('Arrival');
    expect(arrival).toHaveValue('');
    expect(arrival).toHaveAccessibleDescription(
      'The arrival date 01/01/1999 is in the past: the search shows any arrival date.',
    );
    expect(within(arrival).queryByRole('option', { name: /1999/ })).toBeNull();
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('shows the search of the URL, its cards with the lowest price, and writes a change to the URL', async () => {
    const { requests, user } = await setup('/en/holiday?city=3&period=week', () => ({
      total: { value: 2 },
      results: [makeRentalUnit(501), makeRentalUnit(502, { lowestPrice: null })],
    }));
    expect(requests[0]).toEqual({ search: { city: [3], periodType: 'WEEK' }, from: 0, size: 15 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Holiday homes in De Haan');
    expect(screen.getByRole('combobox', { name: 'Where' })).toHaveValue('De Haan');
    expect(screen.getByText('2 holiday homes')).toHaveAttribute('role', 'status');
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'Apartment Zeezicht 3.1' })).toHaveAttribute(
      'href',
      '/en/holiday/501',
    );
    expect(first).toHaveTextContent('from € 385 per weekend');
    expect(first).toHaveTextContent('4 persons · 2 bedrooms');
    expect(second).toHaveTextContent('No free period');
    await user.selectOptions(screen.getByLabelText('Persons'), '4');
    expect(screen.getByTestId('search')).toHaveTextContent('?city=3&persons=4&period=week');
    expect(requests.at(-1)).toMatchObject({
      search: { city: [3], persons: 4, periodType: 'WEEK' },
    });
  });

  it('chooses the place in the combobox of areas and municipalities, and clears it', async () => {
    const { requests, user } = await setup('/en/holiday', () => ({
      total: { value: 0 },
      results: [],
    }));
    const where = screen.getByRole('combobox', { name: 'Where' });
    expect(where).toHaveAttribute('placeholder', 'Anywhere');
    await user.type(where, 'haan');
    const list = screen.getByRole('listbox', { name: 'Places and areas' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['De Haan']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('search')).toHaveTextContent('?city=3');
    expect(requests.at(-1)).toMatchObject({ search: { city: [3] } });
    expect(where).toHaveValue('De Haan');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Holiday homes in De Haan');

    // An area instead: the municipality goes (erasing the field removes it).
    await user.clear(where);
    await user.type(where, 'coast');
    await user.click(screen.getByRole('option', { name: 'Belgian coast' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?location=1');
    expect(where).toHaveValue('Belgian coast');

    // Other text without a choice, then Escape: the chosen place stays, and is shown again.
    await user.type(where, 'zz', { initialSelectionStart: 0, initialSelectionEnd: 13 });
    expect(where).toHaveValue('zz');
    expect(screen.getByText('No municipality found')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(where).toHaveValue('Belgian coast');
    expect(screen.getByTestId('search')).toHaveTextContent('?location=1');

    await user.click(screen.getByRole('button', { name: 'Clear the place' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    expect(where).toHaveValue('');
    expect(where).toHaveFocus();
    expect(requests.at(-1)).toMatchObject({ search: {} });
  });

  it("is headed by the agency's own phrase, else by a title that names no region", async () => {
    const noUnits = () => ({ total: { value: 0 }, results: [] });
    await setup('/en/holiday', noUnits);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Holiday homes$/);
    cleanup();
    // The site's phrases (namespace 'site', from the API) say where this agency's homes are.
    i18next.addResourceBundle('en', 'site', {
      'site.holiday.title': 'Holiday homes in the Ardennes',
      'site.holiday.description': 'Chalets and villas in the Ardennes.',
    });
    try {
      await setup('/en/holiday', noUnits);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        /^Holiday homes in the Ardennes$/,
      );
      // A municipality of the search still names itself.
      cleanup();
      await setup('/en/holiday?city=3', noUnits);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Holiday homes in De Haan',
      );
    } finally {
      i18next.removeResourceBundle('en', 'site');
    }
  });

  it('offers to clear a search without results', async () => {
    const { user } = await setup('/en/holiday?persons=6', () => ({
      total: { value: 0 },
      results: [],
    }));
    expect(screen.getByText('No holiday home matches this search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(screen.getByTestId('search')).toHaveTextContent('');
  });

  it('says a failed search failed and tries again (SPEC §8)', async () => {
    let fail = true;
    const { user, requests } = await setup('/en/holiday', () =>
      fail
        ? { total: { value: 0 }, results: [], error: new ServerError(500, 'down') }
        : { total: { value: 1 }, results: [makeRentalUnit(501)] },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The holiday homes could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(requests).toHaveLength(2);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('is a GET form of the page with the URL keys as field names and a submit button', async () => {
    await setup('/en/holiday?city=3&persons=2&kind=1&period=week&arrival=2027-03-05', () => ({
      total: { value: 0 },
      results: [],
    }));
    const form = screen.getByRole('search', { name: 'Search holiday homes' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/en/holiday');
    const names = Array.from(form.elements)
      .map((field) => field.getAttribute('name'))
      .filter(Boolean);
    expect(names).toEqual(['city', 'place', 'persons', 'kind', 'period', 'arrival']);
    // The form sends the search the page shows, in the URL's words.
    expect(new URLSearchParams(new FormData(form) as unknown as string).toString()).toBe(
      'city=3&place=De+Haan&persons=2&kind=1&period=week&arrival=2027-03-05',
    );
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('shows a typed place that named none in its field and says so; live, sending reads a typed place', async () => {
    const { user, requests } = await setup('/en/holiday?place=Atlantis&persons=2', () => ({
      total: { value: 0 },
      results: [],
    }));
    const where = screen.getByRole('combobox', { name: 'Where' });
    expect(where).toHaveValue('Atlantis');
    expect(
      screen.getByText(
        'No place or area found for “Atlantis”: the results are not limited to a place.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(requests[0]?.search).toEqual({ persons: 2 });
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?persons=2$/);

    // Typed without a choice and sent by Enter: the place it names, no reload (the model reads it).
    await user.clear(where);
    await user.type(where, 'de haan{Enter}');
    expect(screen.getByTestId('search')).toHaveTextContent('?city=3&persons=2');
    expect(where).toHaveValue('De Haan');
    expect(screen.queryByText(/No place or area found/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Holiday homes found' })).toHaveFocus();
  });

  it('keeps a typed place when the field is left, so the button sends it; Escape gives it up', async () => {
    const { user } = await setup('/en/holiday?persons=2', () => ({
      total: { value: 0 },
      results: [],
    }));
    const where = screen.getByRole('combobox', { name: 'Where' });
    await user.type(where, 'atlantis');
    await user.keyboard('{Escape}');
    expect(where).toHaveValue('');

    await user.type(where, 'de haan');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?city=3&persons=2');
    expect(where).toHaveValue('De Haan');
  });
});
