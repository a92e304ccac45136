/**
 * Public API of the comparison list entity: the ids of the estates the visitor chose to compare
 * (kept in local storage, at most four), their events, storage effects and address helpers.
 */
export { editStoredCompareFx, readStoredCompareFx } from './api';
export {
  COMPARE_MAX,
  COMPARE_QUERY_KEY,
  compareSearch,
  parseCompareIds,
  parseCompareQuery,
  withCompared,
  withoutCompared,
  toCompareId,
  type CompareQuery,
} from './lib/compare-ids';
export {
  $compareIds,
  $compareRefused,
  $isCompareRestored,
  compareChanged,
  compareCleared,
  compareRemoved,
  compareStarted,
  compareToggled,
} from './model';
