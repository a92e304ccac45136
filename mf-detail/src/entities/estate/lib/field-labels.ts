/**
 * Labels of the detail page's display fields and field groups in nl, fr, en and de (SPEC §3
 * "Detail display fields each hold a value, a label per locale and a visible flag"): the
 * `detail-fields` namespace of i18next, one JSON file per language next to this module
 * (`locales/{nl,fr,en,de}.json`: `group.*`, the fields by group, `value.*` for fixed value
 * texts, `room.*` the rooms of a layout and `tab.*` the tabs of the second source's listing),
 * in an in-memory catalogue (shared/i18n/catalogue). The model reads them synchronously, in the
 * language it is given, so it stays pure and is tested without a page's i18next. Each language is
 * a chunk of its own, put into the catalogue by `loadFieldLabels` before the page reads it: a page
 * downloads the labels of its own language only (about 2.5 KB gzipped each).
 */
import type { Locale } from 'shared/domain';
import { textCatalogue, type CatalogueTexts } from 'shared/i18n/catalogue';

/** The i18next namespace of the labels. */
const NAMESPACE = 'detail-fields';

/** The labels of each language, fetched on demand. */
const LABELS: Readonly<Record<Locale, () => Promise<{ default: CatalogueTexts }>>> = {
  nl: () => import('./locales/nl.json'),
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
};

// Empty until a language is loaded.
const labels = textCatalogue(NAMESPACE, { nl: {}, fr: {}, en: {}, de: {} });

/** A load as React's `use` reads it: settled ones carry their outcome, so they never suspend. */
type TrackedLoad = Promise<void> & { status?: 'fulfilled' | 'rejected'; reason?: unknown };

const loads = new Map<Locale, TrackedLoad>();

/**
 * Puts the labels of `locale` into the catalogue, once: every call for a language gets the same
 * promise, fulfilled when they are in (for React's `use` and the server's preparation). Rejects
 * when the language's chunk cannot be fetched, and forgets that attempt so a later call tries
 * again. Until it is fulfilled, `fieldLabel` gives `_{key}_` in that language.
 */
export function loadFieldLabels(locale: Locale): Promise<void> {
  const known = loads.get(locale);
  if (known) return known;
  const load: TrackedLoad = LABELS[locale]().then(
    (module) => {
      labels.addResourceBundle(locale, NAMESPACE, module.default, true, true);
      load.status = 'fulfilled';
    },
    (error: unknown) => {
      loads.delete(locale);
      load.status = 'rejected';
      load.reason = error;
      throw error;
    },
  );
  loads.set(locale, load);
  return load;
}

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
