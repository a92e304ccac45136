/**
 * CityCombobox with its city search: suggestions after a typing pause (fake timers), the
 * WAI-ARIA combobox's attributes and keys, no search for one character, a search that found none
 * or failed said so, and the plain named inputs of the server's HTML.
 */
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { allSettled, createEvent, createStore, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { NetworkError } from 'shared/api';
import type { CitySuggestion } from 'shared/domain';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import { loadSharedUiTexts } from '../ui/i18n';
import { CityCombobox, type ComboboxCloseReason } from './city-combobox';
import { CITY_SEARCH_DELAY_MS, createCitySuggestions, createLocalSuggestions } from './model';

const ROWS: CitySuggestion[] = [
  { id: 2, zip: '9000', name: 'Gent', label: 'Gent (9000)', lat: 51.05, lon: 3.72 },
  { id: 3, zip: '9050', name: 'Gentbrugge', label: 'Gentbrugge (9050)', lat: 51.04, lon: 3.76 },
];

const search = createCitySuggestions();

/** The field as a form holds it: the text shown, the chosen city. */
function Field({
  onChoose,
  onClose,
}: {
  onChoose: (c: CitySuggestion) => void;
  onClose?: (how: ComboboxCloseReason) => void;
}) {
  const [text, setText] = useState('');
  return (
    <CityCombobox
      id="city"
      locale="en"
      search={search}
      label="Municipality"
      listLabel="Suggested municipalities"
      value={text}
      onTextChange={setText}
      onChoose={(city) => {
        setText(city.label);
        onChoose(city);
      }}
      onClose={onClose}
      input={{ name: 'city-text' }}
      hidden={{ name: 'city', value: '' }}
    />
  );
}

let queries: string[];

function setup(answer: (text: string) => Promise<CitySuggestion[]> = async () => ROWS) {
  jest.useFakeTimers();
  queries = [];
  const scope: Scope = fork({
    handlers: [
      [
        search.searchCityFx,
        async ({ text }: { text: string }) => {
          queries.push(text);
          return answer(text);
        },
      ],
    ],
  });
  const chosen: CitySuggestion[] = [];
  const onClose = jest.fn();
  render(
    <Provider value={scope}>
      <Field onChoose={(city) => chosen.push(city)} onClose={onClose} />
    </Provider>,
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { user, chosen, onClose, input: screen.getByRole('combobox', { name: 'Municipality' }) };
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

describe('CityCombobox', () => {
  it('searches once the typing paused, and is operated by the keyboard', async () => {
    const { user, chosen, input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'gen');
    // Still typing: nothing asked yet.
    expect(queries).toEqual([]);
    await pause();
    expect(queries).toEqual(['gen']);
    const listbox = screen.getByRole('listbox', { name: 'Suggested municipalities' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 municipalities found');

    await user.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    await user.keyboard('{Enter}');
    expect(chosen).toEqual([ROWS[1]]);
    expect(input).toHaveValue('Gentbrugge (9050)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('closes the list with Escape without choosing', async () => {
    const { user, chosen, onClose, input } = setup();
    await user.type(input, 'gen');
    await pause();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(chosen).toEqual([]);
    expect(onClose).toHaveBeenCalledWith('escape');
  });

  it('tells Enter on typed text without a highlighted suggestion apart from a choice by Enter', async () => {
    const { user, chosen, onClose, input } = setup();
    await user.type(input, 'gen');
    await pause();
    await user.keyboard('{Enter}');
    expect(chosen).toEqual([]);
    expect(onClose).toHaveBeenLastCalledWith('enter');
    await user.type(input, 't');
    await pause();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual([ROWS[0]]);
    expect(onClose).toHaveBeenLastCalledWith('other');
    await user.type(input, 'x');
    await user.tab();
    expect(onClose).toHaveBeenLastCalledWith('blur');
  });

  it('sends no search for one character', async () => {
    const { user, input } = setup();
    await user.type(input, 'g');
    await pause();
    expect(queries).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says when no municipality matched', async () => {
    const { user, input } = setup(async () => []);
    await user.type(input, 'xyz');
    await pause();
    expect(screen.getByRole('status')).toHaveTextContent('No municipality found');
  });

  it('says the search failed, not that nothing matched, when the service fails', async () => {
    const { user, input } = setup(async () => {
      throw new NetworkError('down');
    });
    await user.type(input, 'gen');
    await pause();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The municipality search is not available right now',
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('No municipality found');
  });

  it("is a plain named input in the server's HTML, with the chosen city's id", () => {
    const html = renderToString(
      <Provider value={fork()}>
        <CityCombobox
          id="city"
          locale="en"
          search={search}
          label="Municipality"
          listLabel="Suggested municipalities"
          value="Gent (9000)"
          onChoose={() => undefined}
          input={{ name: 'city-text' }}
          hidden={{ name: 'city', value: '2' }}
          clear={{ label: 'Remove the municipality', onClear: () => undefined }}
        />
      </Provider>,
    );
    expect(html).toMatch(/<input[^>]*name="city-text"[^>]*value="Gent \(9000\)"/);
    expect(html).toMatch(/<input type="hidden" name="city" value="2"/);
    // Only a script can press the clear button: without scripts the visitor erases the text.
    expect(html).not.toContain('Remove the municipality');
    expect(html).not.toContain('<button');
  });
});

describe('CityCombobox on a local list', () => {
  type Place = { id: string; label: string };
  const PLACES: Place[] = [
    { id: 'location:2', label: 'Ardennes' },
    { id: 'city:7', label: 'Durbuy' },
    { id: 'city:8', label: 'Liège' },
    { id: 'city:9', label: 'La Roche-en-Ardenne' },
  ];
  const placesGiven = createEvent<Place[]>();
  const places = createLocalSuggestions(createStore<Place[]>([]).on(placesGiven, (_, p) => p));

  function Place({ onChoose }: { onChoose: (place: Place) => void }) {
    const [text, setText] = useState('');
    return (
      <CityCombobox<Place>
        id="place"
        locale="en"
        search={places}
        label="Where"
        listLabel="Places"
        value={text}
        onTextChange={setText}
        onChoose={(place) => {
          setText(place.label);
          onChoose(place);
        }}
      />
    );
  }

  async function setupPlaces() {
    const scope = fork();
    await allSettled(placesGiven, { scope, params: PLACES });
    const chosen: Place[] = [];
    render(
      <Provider value={scope}>
        <Place onChoose={(place) => chosen.push(place)} />
      </Provider>,
    );
    return {
      chosen,
      user: userEvent.setup(),
      input: screen.getByRole('combobox', { name: 'Where' }),
    };
  }

  it('offers the options containing the text from the first letter, accents aside, in order', async () => {
    const { user, chosen, input } = await setupPlaces();
    await user.type(input, 'ARD');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Ardennes',
      'La Roche-en-Ardenne',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 municipalities found');
    await user.clear(input);
    await user.type(input, 'liege');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Liège']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual([PLACES[2]]);
    expect(input).toHaveValue('Liège');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when no option matches, and offers nothing for an empty text', async () => {
    const { user, input } = await setupPlaces();
    await user.type(input, 'x');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No municipality found');
    await user.clear(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
