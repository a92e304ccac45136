/**
 * The shape of an enumeration table (SPEC §3 Enumerations): its codes in display order and a
 * label per code in the four languages. A label may be '' where the product has none (SPEC §3:
 * some label tables are incomplete); it then shows as empty text (SPEC §5).
 */
import type { Locale } from 'shared/domain';

/** The labels of one code in nl, fr, en and de. */
export type EnumLabels = Readonly<Record<Locale, string>>;

/** One row of an enumeration: the code, then its labels in nl, fr, en and de. */
export type EnumRow<C extends string | number> = readonly [
  code: C,
  nl: string,
  fr: string,
  en: string,
  de: string,
];

/** An enumeration: its codes in display order and their labels. */
export interface EnumTable<C extends string | number> {
  readonly codes: readonly C[];
  readonly labels: Readonly<Record<C, EnumLabels>>;
}

/** The code type of an enumeration table: `EnumCode<typeof CONDITION>`. */
export type EnumCode<T> = T extends EnumTable<infer C> ? C : never;

/**
 * Builds an enumeration table of SPEC §3 from rows `[code, nl, fr, en, de]`, keeping the row
 * order. The code type is inferred as the union of the literal codes.
 * @returns a frozen `{ codes, labels }`
 * @throws Error when a code occurs twice (a mistake in the table)
 */
export function defineEnum<const C extends string | number>(
  rows: readonly EnumRow<C>[],
): EnumTable<C> {
  const labels = {} as Record<C, EnumLabels>;
  for (const [code, nl, fr, en, de] of rows) {
    if (Object.prototype.hasOwnProperty.call(labels, code)) {
      throw new Error(`Enumeration code ${String(code)} occurs twice`);
    }
    labels[code] = Object.freeze({ nl, fr, en, de });
  }
  return Object.freeze({
    codes: Object.freeze(rows.map(([code]) => code)),
    labels: Object.freeze(labels),
  });
}

/**
 * One table holding the codes of several tables, in their order (e.g. every subtype of every
 * type, SPEC §3).
 * @returns a frozen `{ codes, labels }`
 * @throws Error when a code occurs in two of the tables
 */
export function mergeEnums<T extends EnumTable<string | number>>(
  tables: readonly T[],
): EnumTable<EnumCode<T>> {
  return defineEnum(
    tables.flatMap((table) =>
      table.codes.map((code): EnumRow<EnumCode<T>> => {
        const { nl, fr, en, de } = (table.labels as Record<string | number, EnumLabels>)[code]!;
        return [code as EnumCode<T>, nl, fr, en, de];
      }),
    ),
  );
}

/**
 * The label of a code in a table, '' when the code is unknown or has no label in `locale`
 * (SPEC §5). Codes are compared as text, so the numeric code 3 and '3' are the same.
 */
export function tableLabel(
  table: EnumTable<string | number>,
  code: string | number | null | undefined,
  locale: Locale,
): string {
  if (code === null || code === undefined) return '';
  const key = String(code);
  if (!Object.prototype.hasOwnProperty.call(table.labels, key)) return '';
  return table.labels[key]?.[locale] ?? '';
}

/**
 * The label lookup of a set of enumerations by name (SPEC §3 Enumerations): `(name, code, locale)`
 * gives the label of `code` in the table `enums[name]`, or '' when the code is empty or unknown
 * or has no label in `locale` (SPEC §5: an enumeration value without a label shows as empty text).
 * @param enums the tables by name (shared's, or a team's own with shared's merged in)
 */
export function enumLookup<Name extends string>(
  enums: Readonly<Record<Name, EnumTable<string | number>>>,
): (enumName: Name, code: string | number | null | undefined, locale: Locale) => string {
  return (enumName, code, locale) => {
    const table = enums[enumName];
    return table ? tableLabel(table, code, locale) : '';
  };
}
