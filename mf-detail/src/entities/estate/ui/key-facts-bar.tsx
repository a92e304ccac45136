/**
 * The bar of key facts under a detail page's price: bedrooms, bathrooms, living area, plot and the
 * energy label in its colour (A green to G red), each a short phrase of its own. Drawn by kit's
 * FactsBar.
 */
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { FactsBar, type FactsBarItem } from 'kit/ui';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { hasKeyFacts, type KeyFacts } from '../lib/key-facts';

/**
 * Renders the facts of `keyFacts` as a named list (`facts.label`), nothing when the estate has
 * none. The energy label's chip takes the label's colour with a readable text colour on it.
 */
export function KeyFactsBar({ facts, locale }: { facts: KeyFacts; locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  if (!hasKeyFacts(facts)) return null;
  const items: FactsBarItem[] = [];
  if (facts.bedrooms !== null) {
    items.push({ id: 'bedrooms', text: t('facts.bedrooms', { count: facts.bedrooms }) });
  }
  if (facts.bathrooms !== null) {
    items.push({ id: 'bathrooms', text: t('facts.bathrooms', { count: facts.bathrooms }) });
  }
  if (facts.living !== null)
    items.push({ id: 'living', text: t('facts.living', { area: facts.living }) });
  if (facts.plot !== null) items.push({ id: 'plot', text: t('facts.plot', { area: facts.plot }) });
  if (facts.epc) {
    items.push({
      id: 'epc',
      text: t('facts.epc', { label: facts.epc.label }),
      tone: { background: facts.epc.background, color: facts.epc.color },
      testId: 'detail-key-facts-epc',
    });
  }
  return <FactsBar label={t('facts.label')} items={items} testId="detail-key-facts" />;
}
