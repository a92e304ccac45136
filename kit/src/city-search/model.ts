/**
 * The site's city search as you type (the `/{lang}/ajax/search-city?q=` endpoint of the listing's
 * team), as a model factory: each field that offers it (the listing's filter, the home page's
 * quick search, the valuation's municipality, keep-me-informed's municipalities) makes one
 * instance at module load. A text is searched from CITY_SEARCH_MIN_LENGTH characters on, once the
 * typing paused CITY_SEARCH_DELAY_MS; only the answer to the latest text is kept. A failed search
 * says so (`$state` 'failed'): the field tells the visitor the service failed, not that nothing
 * matched. A field whose options the page already has uses a local list (createLocalSuggestions)
 * in the same combobox.
 */
import {
  combine,
  createEffect,
  createEvent,
  createStore,
  sample,
  type EventCallable,
  type Store,
} from 'shared/effector';
import type { CitySuggestion, Locale } from 'shared/domain';
import { createSiteApi } from 'shared/api';

/** Typing pause before the search is sent, in ms. */
export const CITY_SEARCH_DELAY_MS = 200;
/** Fewer characters than this send no search. */
export const CITY_SEARCH_MIN_LENGTH = 2;

/**
 * Where the search of the latest text is: 'idle' (too short, or closed), 'searching', 'done'
 * (its suggestions are in, maybe none) or 'failed' (the endpoint could not answer).
 */
export type CitySearchState = 'idle' | 'searching' | 'done' | 'failed';

/** Creates one city search instance; call at module load only (never in a component). */
export function createCitySuggestions() {
  /** The visitor typed in the field (in the page's language). */
  const textChanged = createEvent<{ text: string; locale: Locale }>();
  /** The suggestions were closed (a choice, Escape, the field left). */
  const closed = createEvent();

  /** The text typed. */
  const $text = createStore('')
    .on(textChanged, (_, { text }) => text)
    .reset(closed);
  /** The suggestions for the latest text ([] below the least length, or when closed). */
  const $suggestions = createStore<CitySuggestion[]>([]).reset(closed);
  const $state = createStore<CitySearchState>('idle').reset(closed);

  /** Waits for a typing pause; answers the text it waited for. */
  const pauseFx = createEffect(
    (typed: { text: string; locale: Locale }) =>
      new Promise<{ text: string; locale: Locale }>((resolve) =>
        setTimeout(() => resolve(typed), CITY_SEARCH_DELAY_MS),
      ),
  );
  /** GET the suggestions; tests replace its handler with `fork({ handlers })`. */
  const searchCityFx = createEffect(
    ({ locale, text }: { locale: Locale; text: string }): Promise<CitySuggestion[]> =>
      createSiteApi(locale).searchCities(text),
  );

  const typed = textChanged.map(({ text, locale }) => ({ text: text.trim(), locale }));
  const tooShort = typed.filter({ fn: ({ text }) => text.length < CITY_SEARCH_MIN_LENGTH });
  const searchable = typed.filter({ fn: ({ text }) => text.length >= CITY_SEARCH_MIN_LENGTH });
  $suggestions.reset(tooShort);
  $state.on(tooShort, () => 'idle').on(searchable, () => 'searching');
  sample({ clock: searchable, target: pauseFx });
  // Only the latest text is searched, once the typing paused.
  sample({
    clock: pauseFx.doneData,
    source: $text,
    filter: (text, waited) => text.trim() === waited.text,
    fn: (_, waited) => waited,
    target: searchCityFx,
  });
  const latest = (text: string, params: { text: string }) => text.trim() === params.text;
  const answered = sample({
    clock: searchCityFx.done,
    source: $text,
    filter: (text, { params }) => latest(text, params),
    fn: (_, { result }) => result,
  });
  const failed = sample({
    clock: searchCityFx.fail,
    source: $text,
    filter: (text, { params }) => latest(text, params),
  });
  $suggestions.on(answered, (_, rows) => rows).reset(failed);
  $state.on(answered, () => 'done').on(failed, () => 'failed');

  return { textChanged, closed, $text, $suggestions, $state, searchCityFx };
}

/** One city search instance (see createCitySuggestions). */
export type CitySuggestions = ReturnType<typeof createCitySuggestions>;

/**
 * What a city combobox reads and tells: a city search instance (createCitySuggestions) or a local
 * list (createLocalSuggestions). `T` is an option: an id and its label in the page's language.
 */
export interface SuggestionSource<T> {
  textChanged: EventCallable<{ text: string; locale: Locale }>;
  closed: EventCallable<void>;
  $suggestions: Store<T[]>;
  $state: Store<CitySearchState>;
}

/** Lower case without accents: "Liège" and "liege" are the same text. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The options of a local list that a typed text finds: those whose label contains it (case,
 * accents and surrounding spaces aside), in their order; none for a blank text. The rule of
 * createLocalSuggestions' suggestions.
 * @param options the options, in order (labels in the page's language)
 * @param text what the visitor typed
 */
export function localMatches<T extends { label: string }>(
  options: readonly T[],
  text: string,
): T[] {
  const wanted = folded(text.trim());
  return wanted === '' ? [] : options.filter((option) => folded(option.label).includes(wanted));
}

/**
 * The option of a local list that a typed text names, as a form sent without a choice from the
 * list means it (the server resolves the field's text with it): the first whose label equals
 * the text (case, accents and surrounding spaces aside), else the first suggestion the text
 * finds (localMatches), else null (a blank text, or one that finds nothing).
 * @param options the options, in order (labels in the page's language)
 * @param text what the visitor typed
 */
export function bestLocalMatch<T extends { label: string }>(
  options: readonly T[],
  text: string,
): T | null {
  const matches = localMatches(options, text);
  const wanted = folded(text.trim());
  return matches.find((option) => folded(option.label) === wanted) ?? matches[0] ?? null;
}

/**
 * Creates a local list for a city combobox, for a field whose options the page already has (the
 * holiday search's areas and municipalities): no request, so from the first character on, the
 * options whose label contains the text (case and accents aside) in their order, found at once
 * (`$state` 'done'); none for an empty text. Derived from `$options` (labels in the page's
 * language), so a page hydrated from the server's state has them at once. Call at module load
 * only (never in a component).
 * @param $options the options, in order
 */
export function createLocalSuggestions<T extends { label: string }>($options: Store<T[]>) {
  /** The visitor typed in the field. */
  const textChanged = createEvent<{ text: string; locale: Locale }>();
  /** The suggestions were closed (a choice, Escape, the field left). */
  const closed = createEvent();

  const $text = createStore('')
    .on(textChanged, (_, { text }) => text.trim())
    .reset(closed);
  const $suggestions = combine($options, $text, localMatches);
  const $state = $text.map<CitySearchState>((text) => (text === '' ? 'idle' : 'done'));

  return { textChanged, closed, $text, $suggestions, $state };
}

/** One local list (see createLocalSuggestions). */
export type LocalSuggestions<T extends { label: string }> = ReturnType<
  typeof createLocalSuggestions<T>
>;
