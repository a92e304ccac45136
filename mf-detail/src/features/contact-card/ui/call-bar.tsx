/**
 * The bar a phone keeps at the bottom of a detail page: "Call" (the estate's contact, else the
 * agency) and "Ask a question" (the contact form on the page). Hidden from the two-column width
 * up, where the contact column stays in view instead. Drawn by kit's CallBar.
 */
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import { shell } from 'shared/bus';
import type { Locale } from 'shared/domain';
import { CallBar as Bar } from 'kit/ui';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { $contactInfo } from '../model';

export { telHref } from 'kit/ui';

/**
 * Renders the bar with "Call" when the estate's contact or the agency has a phone (mobile
 * first) and "Ask a question" to `#${questionId}`.
 * @param questionId the id of the element that holds the page's contact form
 */
export function CallBar({ locale, questionId }: { locale: Locale; questionId: string }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const [contact, site] = useUnit([$contactInfo, shell.$site]);
  return (
    <Bar
      phone={contact?.mobile || contact?.phone || site?.phone || ''}
      callLabel={t('cta.call')}
      action={{ href: `#${questionId}`, label: t('cta.question') }}
      testId="detail-call-bar"
    />
  );
}
