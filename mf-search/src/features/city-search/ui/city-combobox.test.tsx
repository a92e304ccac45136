/**
 * The listing's city filter field on kit's combobox: a chosen city shown and sent (hidden id),
 * the typed text while typing, Escape giving the chosen city back, the clear button, and no
 * search for one character. Timers are faked: the typing pause is advanced, never slept.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import type { CitySuggestion } from 'shared/domain';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import { CITY_SEARCH_DELAY_MS } from 'kit/city-search';
import { loadSharedUiTexts } from 'kit/ui';
import { createCitySearch } from '../model';
import { CityCombobox } from './city-combobox';

const ROWS: CitySuggestion[] = [
  { id: 2, zip: '9000', name: 'Gent', label: 'Gent (9000)', lat: 51.05, lon: 3.72 },
  { id: 3, zip: '9050', name: 'Gentbrugge', label: 'Gentbrugge (9050)', lat: 51.04, lon: 3.76 },
];

const model = createCitySearch();

/** The field as a page shows it: the chosen city's label and id come from the model. */
function Field() {
  const chosen = useUnit(model.$chosen);
  return (
    <form>
      <CityCombobox
        model={model}
        locale="en"
        label="Municipality"
        selectedLabel={chosen?.label ?? ''}
        placeholder="Name or postcode"
        clearLabel="Remove the municipality"
        listLabel="Suggested municipalities"
        name="place"
        cityName="city"
        cityId={chosen ? String(chosen.id) : ''}
      />
    </form>
  );
}

function setup() {
  jest.useFakeTimers();
  const queries: { locale: string; text: string }[] = [];
  const scope = fork({
    handlers: [
      [
        model.searchCityFx,
        async (params: { locale: string; text: string }) => {
          queries.push(params);
          return ROWS;
        },
      ],
    ],
  });
  const { container } = render(
    <Provider value={scope}>
      <Field />
    </Provider>,
  );
  const hiddenCity = () => container.querySelector<HTMLInputElement>('input[name="city"]');
  return {
    queries,
    hiddenCity,
    user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
    input: screen.getByRole('combobox', { name: 'Municipality' }),
  };
}

/** Lets the typing pause pass and the search answer. */
async function pause() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(CITY_SEARCH_DELAY_MS);
  });
}

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'shared-ui'), resources: {} });
  await loadSharedUiTexts('en');
});

afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

describe('CityCombobox of the listing filters (SPEC §2 search-city)', () => {
  it('searches in the page language, then shows and sends the chosen city', async () => {
    const { user, queries, input, hiddenCity } = setup();
    expect(input).toHaveAttribute('name', 'place');
    expect(hiddenCity()).toBeNull();
    await user.type(input, 'gen');
    await pause();
    expect(queries).toEqual([{ locale: 'en', text: 'gen' }]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('Gentbrugge (9050)');
    expect(hiddenCity()).toHaveValue('3');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives the chosen city back on Escape, and removes it with the clear button', async () => {
    const { user, input, hiddenCity } = setup();
    await user.type(input, 'gen');
    await pause();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Gent (9000)');
    await user.type(input, 'xx');
    expect(input).toHaveValue('Gent (9000)xx');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Gent (9000)');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the municipality' }));
    expect(input).toHaveValue('');
    expect(hiddenCity()).toBeNull();
    expect(input).toHaveFocus();
  });

  it('sends no search for one character', async () => {
    const { user, queries, input } = setup();
    await user.type(input, 'g');
    await pause();
    expect(queries).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
