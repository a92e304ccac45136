/**
 * The common words of the engagement forms for kit/form-kit (status line, consent), from the
 * engagement namespace: the team keeps the voice of its forms.
 */
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import type { FormWords, PersonLabels } from 'kit/form-kit';
import { ENGAGEMENT_NAMESPACE } from '../config/i18n';

/**
 * React hook: the engagement forms' common words in `locale`.
 * @returns the words FormEnd and statusTexts take, and `person`, the labels of PersonFields
 */
export function useFormWords(locale: Locale): FormWords & { person: PersonLabels } {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  return {
    sending: t('status.sending'),
    fix: t('status.fix'),
    failed: t('status.failed'),
    privacy: t('consent.privacy'),
    consentPending: t('consent.pending'),
    consentUnavailable: t('consent.unavailable'),
    person: {
      name: t('fields.name'),
      email: t('fields.email'),
      phone: t('fields.phone'),
      phoneHint: t('fields.phoneHint'),
    },
  };
}
