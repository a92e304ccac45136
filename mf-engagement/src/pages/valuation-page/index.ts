/** Public API of the free valuation page. */
export { ValuationPage } from './ui/valuation-page';
