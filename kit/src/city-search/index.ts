/**
 * Public API of kit/city-search: the site's one city field.
 * - createCitySuggestions, CITY_SEARCH_DELAY_MS, CITY_SEARCH_MIN_LENGTH: a city search instance
 *   (typed text, suggestions, whether the search failed).
 * - createLocalSuggestions: a local list of options (labels already in the page) for the same
 *   combobox, searched as typed without a request; localMatches and bestLocalMatch, its rule
 *   (what a text finds, and which option a text sent without a choice names).
 * - CityCombobox: the combobox on downshift that shows either.
 */
export {
  CITY_SEARCH_DELAY_MS,
  CITY_SEARCH_MIN_LENGTH,
  createCitySuggestions,
  createLocalSuggestions,
  localMatches,
  bestLocalMatch,
} from './model';
export type { CitySearchState, CitySuggestions, LocalSuggestions, SuggestionSource } from './model';
export { CityCombobox } from './city-combobox';
export type { CityComboboxProps, ComboboxCloseReason, ComboboxOption } from './city-combobox';
