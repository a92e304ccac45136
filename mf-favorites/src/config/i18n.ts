/** The i18next namespace of this remote and its registration (nl, fr, en, de bundles). */
import type { i18n } from 'i18next';
import { registerNamespace } from 'shared/i18n';
import { registerSharedUiNamespace } from 'shared/ui';
import nl from '../locales/nl.json';
import fr from '../locales/fr.json';
import en from '../locales/en.json';
import de from '../locales/de.json';

/** Namespace of the favourites remote's texts. */
export const FAVORITES_NAMESPACE = 'favorites';

/**
 * Adds the 'favorites' texts (and the 'shared-ui' texts of the estate cards) to an i18next
 * instance, the shared one by default; idempotent. Called by every exposed entry before rendering.
 */
export function registerFavoritesNamespaces(instance?: i18n): void {
  registerNamespace(FAVORITES_NAMESPACE, { nl, fr, en, de }, instance);
  registerSharedUiNamespace(instance);
}
