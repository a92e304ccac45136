/**
 * Labels of the detail page's display fields and field groups in nl, fr, en and de (SPEC §3
 * "Detail display fields each hold a value, a label per locale and a visible flag"): the
 * `detail-fields` namespace of i18next, one JSON file per language next to this module
 * (`locales/{nl,fr,en,de}.json`: `group.*`, the fields by group, `value.*` for fixed value
 * texts, `room.*` the rooms of a layout and `tab.*` the tabs of the second source's listing),
 * in an in-memory catalogue (shared/i18n/catalogue). The model reads them synchronously, in the
 * language it is given, so it stays pure and is tested without a page's i18next.
 */
import type { Locale } from 'shared/domain';
import { textCatalogue } from 'shared/i18n/catalogue';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import nl from './locales/nl.json';

/** The i18next namespace of the labels. */
const NAMESPACE = 'detail-fields';

const labels = textCatalogue(NAMESPACE, { nl, fr, en, de });

/**
 * The label of `key` in `locale` as the catalogue holds it; '' when it holds none.
 * @param key e.g. 'energy.epcValue', 'room.bedroom' (a layout room), 'tab.layout' (a tab of the
 *   second source's listing)
 */
export function labelIn(key: string, locale: Locale): string {
  // A lookup in the store, not `t`: a page reads a hundred labels, and they interpolate nothing.
  const label: unknown = labels.getResource(locale, NAMESPACE, key);
  return typeof label === 'string' ? label : '';
}

/**
 * The label of a display field, a group (`group.{id}`) or a fixed value text (`value.{name}`) in
 * `locale`. A missing label shows as `_{key}_` (SPEC §5).
 * @param key e.g. 'energy.epcValue', 'group.general', 'value.year'
 */
export function fieldLabel(key: string, locale: Locale): string {
  return labelIn(key, locale) || `_${key}_`;
}
