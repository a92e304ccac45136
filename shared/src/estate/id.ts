/**
 * Estate ids (SPEC §3: the id is compared as a string).
 */
import type { Estate } from '../domain';

/**
 * The id of an estate as text (SPEC §3: ids are compared as strings).
 * @returns `estate.id`, else `general.id` when the top id is missing, else ''
 */
export function estateId(estate: Estate): string {
  return String(estate.id ?? estate.general?.id ?? '');
}

/**
 * Orders two ids: as numbers when both are numbers ('9' before '10'), otherwise as text.
 * @returns a negative number, 0 or a positive number, as `Array.prototype.sort` expects
 */
export function compareIds(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (a !== '' && b !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}
