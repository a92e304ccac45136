/**
 * Rooms and units of an estate as the detail page shows them (SPEC §3 layout, children; §9 sort
 * orders).
 */
import type { Estate } from 'shared/domain';
import { compareIds, estateId } from 'shared/estate';

/** Room type ids used for counting (SPEC §3 table). */
export const ROOM_TYPE = {
  bedroom: 1,
  bathroom: 5,
  garage: 6,
  terrace: 10,
  parkingSpace: 14,
  toilet: 16,
} as const;

/** A room type id of `ROOM_TYPE`. */
export type RoomTypeId = (typeof ROOM_TYPE)[keyof typeof ROOM_TYPE];

/**
 * How many rooms of one type the layout holds: the sum of `count` of the layout rooms with that
 * `typeId` (SPEC §3). `roomCount(estate, ROOM_TYPE.bedroom)`.
 * @param estate an estate
 * @param roomTypeId a room type id (see ROOM_TYPE)
 * @returns the number of rooms, 0 when there are none; a room without a numeric count adds 0
 */
export function roomCount(estate: Estate, roomTypeId: number): number {
  return (estate.layout ?? [])
    .filter((room) => room.typeId === roomTypeId)
    .reduce((sum, room) => sum + (Number.isFinite(room.count) ? room.count : 0), 0);
}

/**
 * The units (children) of a project sorted by floor (`general.floor`, SPEC §3, §9): lowest floor
 * first, units without a floor last, equal floors by id.
 * @returns a new list; the estate is not changed
 */
export function sortedChildren(estate: Estate): Estate[] {
  return [...(estate.children ?? [])].sort((a, b) => {
    const fa = a.general?.floor;
    const fb = b.general?.floor;
    const aMissing = fa === null || fa === undefined;
    const bMissing = fb === null || fb === undefined;
    if (aMissing !== bMissing) return aMissing ? 1 : -1;
    if (!aMissing && !bMissing && fa !== fb) return fa - fb;
    return compareIds(estateId(a), estateId(b));
  });
}
