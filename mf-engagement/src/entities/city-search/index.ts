/**
 * Public API of the city search entity: the site's municipality search as the visitor types
 * (the criteria's municipalities and the valuation request's address use it alike).
 */
export { citySearch } from './model';
