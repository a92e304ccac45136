/**
 * Empty display values (SPEC §5: display fields are hidden when empty: undefined, null, an empty
 * string or 0; a value of -1 is cleared and treated as empty). The one test of the detail page's
 * fields, views and units table.
 */

/** A raw field value as the API gives it. */
export type RawValue = string | number | boolean | null | undefined;

/**
 * True when a value is to be shown (SPEC §5): not undefined, null, an empty (or blank) string, 0,
 * -1 or NaN. `false` counts as filled in (it reads "No").
 */
export function hasValue<T>(value: T | null | undefined): value is T {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return value !== 0 && value !== -1 && !Number.isNaN(value);
  return true;
}

/** A raw value with -1 cleared to null (SPEC §5); any other value as it is. */
export function cleared<T extends RawValue>(value: T): T | null {
  return value === -1 ? null : value;
}
