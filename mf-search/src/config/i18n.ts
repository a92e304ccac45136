/** The i18next namespace of this remote and its registration (nl, fr, en, de bundles). */
import type { i18n } from 'i18next';
import { registerNamespace } from 'shared/i18n';
import { registerSharedUiNamespace } from 'shared/ui';
import nl from '../locales/nl.json';
import fr from '../locales/fr.json';
import en from '../locales/en.json';
import de from '../locales/de.json';

/** Namespace of the search remote's texts. */
export const SEARCH_NAMESPACE = 'search';

/**
 * Adds the 'search' texts (and the 'shared-ui' texts of the cards) to an i18next instance, the
 * shared one by default; idempotent. Called by the exposed entry before rendering.
 */
export function registerSearchNamespaces(instance?: i18n): void {
  registerNamespace(SEARCH_NAMESPACE, { nl, fr, en, de }, instance);
  registerSharedUiNamespace(instance);
}
