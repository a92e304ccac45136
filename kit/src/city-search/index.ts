/**
 * Public API of kit/city-search: the site's one city field.
 * - createCitySuggestions, CITY_SEARCH_DELAY_MS, CITY_SEARCH_MIN_LENGTH: a city search instance
 *   (typed text, suggestions, whether the search failed).
 * - CityCombobox: the combobox on downshift that shows one.
 */
export { CITY_SEARCH_DELAY_MS, CITY_SEARCH_MIN_LENGTH, createCitySuggestions } from './model';
export type { CitySearchState, CitySuggestions } from './model';
export { CityCombobox } from './city-combobox';
export type { CityComboboxProps } from './city-combobox';
