/**
 * The favourite id list as kept in the browser (SPEC §3 Favorites state, §4 Favourites, §9 local
 * storage key `favorites`): ids as text, in the order they were added, without duplicates.
 * Pure functions; the storage access itself is in ../api.ts.
 */
import type { Estate } from 'shared/domain';

/** The local storage key of the list (SPEC §9). */
export const FAVORITES_STORAGE_KEY = 'favorites';

/** The longest id the API accepts in a terms query; longer entries are foreign content. */
const MAX_ID_LENGTH = 64;

/**
 * An estate id as the list keeps it (SPEC §3: ids are compared as text).
 * @param value an id as given by a caller or found in storage
 * @returns the id as text: a non-empty string (trimmed, at most 64 characters) as it is, a finite
 *   number as its decimal text ('12' for 12); null for anything else (objects, '', NaN, booleans)
 */
export function toFavoriteId(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id !== '' && id.length <= MAX_ID_LENGTH ? id : null;
}

/**
 * Reads the stored list (the raw text of local storage key `favorites`) as far as it is valid.
 * Never throws.
 * @param raw the stored text, or null when nothing is stored
 * @returns the ids as text in stored order: numbers become text, duplicates (also '7' and 7) are
 *   dropped, other entries ignored; [] for null, text that is not JSON, or JSON that is not an array
 */
export function parseFavoriteIds(raw: string | null | undefined): string[] {
  if (typeof raw !== 'string' || raw === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: string[] = [];
  for (const entry of value) {
    const id = toFavoriteId(entry);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The text stored under key `favorites`: the ids as a JSON array of strings. */
export function serializeFavoriteIds(ids: readonly string[]): string {
  return JSON.stringify(ids);
}

/**
 * True when the estate `id` (text or number) is a favourite: its text is in the list (SPEC §4).
 */
export function isFavoriteId(ids: readonly string[], id: unknown): boolean {
  const key = toFavoriteId(id);
  return key !== null && ids.includes(key);
}

/**
 * The estate of the list with this id, compared as text (SPEC §4 selecting a favourite).
 * @returns the estate, or null when none has that id
 */
export function findFavorite(estates: readonly Estate[], id: unknown): Estate | null {
  const key = toFavoriteId(id);
  if (key === null) return null;
  return estates.find((estate) => String(estate.id) === key) ?? null;
}

/**
 * The estates of an answer that are in the list, in the list's order (oldest favourite first),
 * each once. Estates not in `ids` (e.g. a project answered for one of its units) are left out.
 */
export function orderByIds(estates: readonly Estate[], ids: readonly string[]): Estate[] {
  const byId = new Map<string, Estate>();
  for (const estate of estates) {
    const id = String(estate.id);
    if (!byId.has(id)) byId.set(id, estate);
  }
  return ids.flatMap((id) => {
    const estate = byId.get(id);
    return estate ? [estate] : [];
  });
}
