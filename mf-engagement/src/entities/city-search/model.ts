/**
 * The municipality search of the criteria fields ("municipalities with the same city search" as
 * the listing's filters) and of the valuation request's address: one instance of kit's city
 * search (the site's `/{lang}/ajax/search-city?q=` endpoint, from two characters on, only the
 * latest text's answer kept, a failure said as such).
 */
import { createCitySuggestions } from 'kit/city-search';

/** The engagement forms' city search (kit/city-search). */
export const citySearch = createCitySuggestions();
