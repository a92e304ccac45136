/**
 * Public API of the city search (SPEC §2 /{lang}/ajax/search-city): the combobox model factory and
 * its component.
 */
export { createCitySearch } from './model';
export { CityCombobox } from './ui/city-combobox';
