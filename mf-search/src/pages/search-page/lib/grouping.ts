/**
 * Grouping of search results by type, subtype, city or status (SPEC §7 grouping kinds, §9 orders).
 */
import type { Estate, GroupingKind, Locale } from 'shared/domain';
import { localized, textOrder } from 'shared/format';
import { STATUS_GROUP_ORDER, TYPE_GROUP_ORDER, cityNameOf, compareIds } from 'shared/estate';

/** A group of estates: its key (an id as text), its label in the page language and its estates. */
export interface EstateGroup {
  key: string;
  label: string;
  estates: Estate[];
}

/**
 * The group of estates without a group key (SPEC §9): named "Projecten" in every language,
 * always last. Its key is ''.
 */
export const NO_KEY_GROUP = { key: '', label: 'Projecten' } as const;

/** The group key of one estate (empty when it has none) and its group label in `locale`. */
function groupOf(
  estate: Estate,
  kind: GroupingKind,
  locale: Locale,
): { key: string | number | null | undefined; label: string } {
  const general = estate.general;
  switch (kind) {
    case 'TYPE':
      return { key: general?.headType?.id, label: localized(general?.headType?.name, locale) };
    case 'SUBTYPE':
      return { key: general?.subType?.id, label: localized(general?.subType?.name, locale) };
    case 'STATUS':
      return {
        key: general?.transaction?.id,
        label: localized(general?.transaction?.name, locale),
      };
    case 'CITY':
      return { key: general?.address?.city?.id, label: cityNameOf(estate, locale) };
  }
}

/** Rank of an id in an order: its index there, or after every listed id. */
function rank(order: readonly number[], key: string): number {
  const index = order.indexOf(Number(key));
  return index === -1 ? order.length : index;
}

/**
 * Groups estates for the grouped result list (SPEC §9):
 * - TYPE by headType id, in the order 1, 3, 7, 2, 4, 6, 10, 5, 9, other ids after, ascending;
 * - STATUS by transaction id, in the order 1, 3, 2, 4, 10, 5, 6, other ids after, ascending;
 * - SUBTYPE by subType id and CITY by city id, sorted by their name in `locale` (Intl.Collator,
 *   unnamed groups last, equal names by id).
 * Estates without a key (no id, or id 0) go into the group "Projecten", last.
 * @param estates the estates, in the order they keep inside each group
 * @param kind the grouping kind
 * @param locale the language of the labels and of the name sort
 * @returns the groups in display order, each `{ key, label, estates }`; the label is the first
 *   non-empty name of the group's estates in `locale` ('' when none has one)
 */
export function groupEstates(
  estates: readonly Estate[],
  kind: GroupingKind,
  locale: Locale,
): EstateGroup[] {
  const groups = new Map<string, EstateGroup>();
  const noKey: Estate[] = [];
  for (const estate of estates) {
    const { key, label } = groupOf(estate, kind, locale);
    if (key === null || key === undefined || key === '' || key === 0) {
      noKey.push(estate);
      continue;
    }
    const id = String(key);
    let group = groups.get(id);
    if (!group) {
      group = { key: id, label: '', estates: [] };
      groups.set(id, group);
    }
    group.estates.push(estate);
    group.label ||= label;
  }

  const byLabel = textOrder(locale);
  const ordered = [...groups.values()].sort((a, b) => {
    if (kind === 'TYPE' || kind === 'STATUS') {
      const order = kind === 'TYPE' ? TYPE_GROUP_ORDER : STATUS_GROUP_ORDER;
      return rank(order, a.key) - rank(order, b.key) || compareIds(a.key, b.key);
    }
    if (!a.label !== !b.label) return a.label ? -1 : 1;
    return byLabel(a.label, b.label) || compareIds(a.key, b.key);
  });
  if (noKey.length > 0) ordered.push({ ...NO_KEY_GROUP, estates: noKey });
  return ordered;
}
