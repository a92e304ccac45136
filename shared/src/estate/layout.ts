/**
 * Pictures of an estate (SPEC §3 pictures; §9 sort orders).
 */
import type { Estate, Picture } from '../domain';

/**
 * The pictures of an estate sorted by `index` (SPEC §3, §9); pictures of equal index keep their
 * order.
 * @returns a new list; the estate is not changed
 */
export function sortedPictures(estate: Estate): Picture[] {
  return [...(estate.pictures ?? [])].sort((a, b) => a.index - b.index);
}
