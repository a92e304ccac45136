/**
 * The municipality search of the criteria fields ("municipalities with the same city
 * search" as the listing's filters): the site's `/{lang}/ajax/search-city?q=` endpoint, asked
 * from two characters on; only the answer to the latest text is kept.
 */
import { createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { CitySuggestion, Locale } from 'shared/domain';
import { createSiteApi } from 'shared/api';

/** The least text that is searched. */
export const MIN_CITY_TEXT = 2;

/** The visitor typed in the municipality field. */
export const cityTextChanged = createEvent<{ text: string; locale: Locale }>();
/** The suggestions were closed (a choice, Escape, or the field left). */
export const citySuggestionsClosed = createEvent();

/** GET `/{lang}/ajax/search-city?q=`: the matching municipalities, best first (at most 10). */
export const searchCitiesFx = createEffect(
  ({ text, locale }: { text: string; locale: Locale }): Promise<CitySuggestion[]> =>
    createSiteApi(locale).searchCities(text),
);

/** The text in the field. */
export const $cityText = createStore('')
  .on(cityTextChanged, (_, { text }) => text)
  .reset(citySuggestionsClosed);

/** The suggestions for the latest text (empty below MIN_CITY_TEXT characters or when closed). */
export const $citySuggestions = createStore<CitySuggestion[]>([])
  .on(cityTextChanged, (list, { text }) => (text.trim().length < MIN_CITY_TEXT ? [] : list))
  .reset(citySuggestionsClosed);

/** True once the latest text has its answer (for the "none found" line). */
export const $citySearchDone = createStore(false)
  .on(cityTextChanged, () => false)
  .reset(citySuggestionsClosed);

sample({
  clock: cityTextChanged,
  filter: ({ text }) => text.trim().length >= MIN_CITY_TEXT,
  fn: ({ text, locale }) => ({ text: text.trim(), locale }),
  target: searchCitiesFx,
});

const answered = sample({
  clock: searchCitiesFx.done,
  source: $cityText,
  filter: (text, { params }) => text.trim() === params.text,
  fn: (_, { result }) => result,
});
$citySuggestions.on(answered, (_, list) => list);
$citySearchDone.on(answered, () => true);
