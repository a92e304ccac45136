/**
 * The group order of a grouped result list (SPEC §9): the order of the API's group sizes, which is
 * also the order its pages come in, so the groups of loaded pages never move when more load.
 */
import type { GroupCount } from 'shared/domain';
import type { EstateGroup } from './grouping';

/**
 * Orders `groups` (from `groupEstates`) like `counts` (the `groups` of the search answer): groups
 * the answer names come in its order, the others after them in the order they had. Answers the
 * groups as they are when `counts` is empty (no grouping or no answer yet).
 */
export function orderLikeAnswer(
  groups: EstateGroup[],
  counts: readonly GroupCount[],
): EstateGroup[] {
  if (counts.length === 0) return groups;
  const rank = new Map(counts.map((c, i) => [c.key, i]));
  return groups
    .map((group, index) => ({ group, index, rank: rank.get(group.key) ?? counts.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ group }) => group);
}
