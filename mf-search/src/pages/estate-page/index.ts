/**
 * Public API of the landing pages (SPEC §7 GET /estate-pages/{a}/{b}): the page, its opening
 * event and state for the server preparation, and its localized path.
 */
export { EstateLandingPage } from './ui/estate-landing-page';
export { $estatePage, $estatePageStatus, estatePageOpened } from './model';
export { estatePagePath } from './lib';
