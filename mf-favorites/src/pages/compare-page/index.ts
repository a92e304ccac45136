/** Public API of the comparison page: the page, its model's events for the server preparation. */
export { ComparePage } from './ui/compare-page';
export { comparePageOpened, $entries, $isFailed } from './model';
export { compareRows, type CompareRow } from './lib/compare-rows';
