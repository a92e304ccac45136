/**
 * The i18next namespace 'shared-ui' of the shared UI components (estate card...), in nl, fr, en
 * and de. Components register it themselves on first render, so a remote cannot forget it.
 */
import { registerNamespace, useTranslation } from 'shared/i18n';
import i18next, { type i18n, type TFunction } from 'i18next';
import type { Locale } from '../domain';
import nl from './locales/nl.json';
import fr from './locales/fr.json';
import en from './locales/en.json';
import de from './locales/de.json';

/** The namespace of the shared UI texts. */
export const SHARED_UI_NAMESPACE = 'shared-ui';

/**
 * Adds the 'shared-ui' texts of the four languages to an i18next instance (the shared one by
 * default), once. Returns the namespace name.
 */
export function registerSharedUiNamespace(instance: i18n = i18next): string {
  return registerNamespace(SHARED_UI_NAMESPACE, { nl, fr, en, de }, instance);
}

/**
 * React hook: a translate function of 'shared-ui' fixed to `locale` (the language of the page the
 * component is in), registering the namespace when needed.
 */
export function useSharedUiT(locale: Locale): TFunction {
  const { i18n: instance } = useTranslation();
  const target = instance ?? i18next;
  registerSharedUiNamespace(target);
  return target.getFixedT(locale, SHARED_UI_NAMESPACE);
}
