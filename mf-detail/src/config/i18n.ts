/**
 * The i18next namespace of this remote ('detail') with its texts in the four languages
 * (src/locales/{nl,fr,en,de}.json).
 */
import { registerNamespace } from 'shared/i18n';
import nl from '../locales/nl.json';
import fr from '../locales/fr.json';
import en from '../locales/en.json';
import de from '../locales/de.json';

/** The namespace name, equal to the remote's federation name. */
export const DETAIL_NAMESPACE = 'detail';

/** The texts of the namespace per language. */
export const DETAIL_RESOURCES = { nl, fr, en, de };

/**
 * Adds the namespace to the shared i18next instance (once; later calls do nothing) and returns
 * its name. Call it after i18next is initialised and before rendering the remote's texts.
 */
export function registerDetailNamespace(): string {
  return registerNamespace(DETAIL_NAMESPACE, DETAIL_RESOURCES);
}
