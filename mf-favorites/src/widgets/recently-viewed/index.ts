/**
 * Public API of the recently viewed widget: the section of the estates the visitor opened lately
 * (home and favourites pages) and its model.
 */
export { $isRecentLoading, $recentEstates, recentListHidden, recentListShown } from './model';
export { RecentlyViewed, type RecentlyViewedProps } from './ui/recently-viewed';
