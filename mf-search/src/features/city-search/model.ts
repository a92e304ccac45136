/**
 * The city search as you type (SPEC §2 server route `/{lang}/ajax/search-city`), as a model
 * factory: each form that offers it (the listing filters, the home page quick search) creates its
 * own instance at module load. State of the WAI-ARIA combobox: the typed text, the suggestions,
 * whether the list is open and which option is active.
 *
 * Inputs: `inputChanged(text)`, `arrowDownPressed`, `arrowUpPressed`, `enterPressed`,
 * `escapePressed`, `optionClicked(index)`, `blurred`, `localeSet(locale)`.
 * Output: `cityChosen(city)`.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { CitySuggestion, Locale } from 'shared/domain';
import { createSiteApi } from 'shared/api';

/** Typing pause before the search is sent, in ms. */
export const CITY_SEARCH_DELAY_MS = 200;
/** Fewer characters than this send no search. */
export const CITY_SEARCH_MIN_LENGTH = 2;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Creates one city search instance; call at module load only (never in a component). */
export function createCitySearch() {
  const localeSet = createEvent<Locale>();
  const inputChanged = createEvent<string>();
  const arrowDownPressed = createEvent();
  const arrowUpPressed = createEvent();
  const enterPressed = createEvent();
  const escapePressed = createEvent();
  const optionClicked = createEvent<number>();
  const blurred = createEvent();
  /** The visitor chose a city (Enter on an option, or a click). */
  const cityChosen = createEvent<CitySuggestion>();
  /** The chosen city was removed (the clear button). */
  const cityCleared = createEvent();

  const $locale = createStore<Locale>('nl').on(localeSet, (_, l) => l);
  /** The text typed. */
  const $text = createStore('').on(inputChanged, (_, text) => text);
  /** True while the visitor edits the text (the input shows $text, not the chosen city). */
  const $isEditing = createStore(false)
    .on(inputChanged, () => true)
    .reset([cityChosen, cityCleared, blurred, escapePressed]);
  /** The suggestions of the latest search. */
  const $suggestions = createStore<CitySuggestion[]>([]);
  /** True while the listbox is shown. */
  const $isOpen = createStore(false);
  /** Index of the active option (aria-activedescendant), -1 for none. */
  const $activeIndex = createStore(-1);
  /** The chosen city of this instance, or null. */
  const $chosen = createStore<CitySuggestion | null>(null)
    .on(cityChosen, (_, city) => city)
    .reset(cityCleared);

  /** Waits for a typing pause; answers the text it waited for. */
  const pauseFx = createEffect(async (text: string) => {
    await wait(CITY_SEARCH_DELAY_MS);
    return text;
  });
  /** The search call; tests replace its handler with `fork({ handlers })`. */
  const searchCityFx = createEffect(
    ({ locale, text }: { locale: Locale; text: string }): Promise<CitySuggestion[]> =>
      createSiteApi(locale).searchCities(text),
  );
  const searchFx = attach({
    source: $locale,
    mapParams: (text: string, locale) => ({ locale, text }),
    effect: searchCityFx,
  });

  const typed = sample({
    clock: inputChanged,
    fn: (text) => text.trim(),
  });
  sample({
    clock: typed,
    filter: (text) => text.length >= CITY_SEARCH_MIN_LENGTH,
    target: pauseFx,
  });
  // Only the latest text is searched, once the typing paused.
  sample({
    clock: pauseFx.doneData,
    source: $text,
    filter: (text, waited) => text.trim() === waited,
    fn: (_, waited) => waited,
    target: searchFx,
  });
  const answered = sample({
    clock: searchCityFx.done,
    source: { text: $text, editing: $isEditing },
    filter: ({ text, editing }, { params }) => editing && text.trim() === params.text,
    fn: (_, { result }) => result,
  });
  $suggestions
    .on(answered, (_, rows) => rows)
    .on(typed, (rows, text) => (text.length < CITY_SEARCH_MIN_LENGTH ? [] : rows))
    .on(searchCityFx.fail, () => []);
  $isOpen
    .on(answered, (_, rows) => rows.length > 0)
    .on(typed, (open, text) => (text.length < CITY_SEARCH_MIN_LENGTH ? false : open))
    .reset([cityChosen, escapePressed, blurred, cityCleared]);
  $activeIndex.reset([answered, typed, cityChosen, escapePressed, blurred, cityCleared]);

  // Arrow down opens a closed list that has rows; arrows move the active option, wrapping.
  sample({
    clock: arrowDownPressed,
    source: { rows: $suggestions, open: $isOpen, index: $activeIndex },
    filter: ({ rows }) => rows.length > 0,
    fn: ({ rows, open, index }) => (open ? (index + 1) % rows.length : 0),
    target: $activeIndex,
  });
  sample({
    clock: arrowUpPressed,
    source: { rows: $suggestions, open: $isOpen, index: $activeIndex },
    filter: ({ rows }) => rows.length > 0,
    fn: ({ rows, open, index }) => (open && index > 0 ? index - 1 : rows.length - 1),
    target: $activeIndex,
  });
  sample({
    clock: [arrowDownPressed, arrowUpPressed],
    source: $suggestions,
    filter: (rows) => rows.length > 0,
    fn: () => true,
    target: $isOpen,
  });
  sample({
    clock: enterPressed,
    source: { rows: $suggestions, open: $isOpen, index: $activeIndex },
    filter: ({ rows, open, index }) => open && index >= 0 && index < rows.length,
    fn: ({ rows, index }) => rows[index] as CitySuggestion,
    target: cityChosen,
  });
  sample({
    clock: optionClicked,
    source: $suggestions,
    filter: (rows, index) => index >= 0 && index < rows.length,
    fn: (rows, index) => rows[index] as CitySuggestion,
    target: cityChosen,
  });
  $text.on(cityChosen, (_, city) => city.label).reset(cityCleared);

  return {
    localeSet,
    inputChanged,
    arrowDownPressed,
    arrowUpPressed,
    enterPressed,
    escapePressed,
    optionClicked,
    blurred,
    cityChosen,
    cityCleared,
    $text,
    $isEditing,
    $suggestions,
    $isOpen,
    $activeIndex,
    $chosen,
    searchCityFx,
  };
}

/** One city search instance (see createCitySearch). */
export type CitySearch = ReturnType<typeof createCitySearch>;
