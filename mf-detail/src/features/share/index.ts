/**
 * Public API of "Share" on detail pages: the market's public origin (set by the server's page
 * preparation), the share links and the share action.
 */
export { $publicOrigin, publicOriginKnown } from './model';
export { shareLinks, type ShareLinks, type SharedPage } from './lib/share-links';
export { ShareActions } from './ui/share-actions';
