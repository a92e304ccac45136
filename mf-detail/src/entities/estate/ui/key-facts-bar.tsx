/**
 * The bar of key facts under a detail page's price: bedrooms, bathrooms, living area, plot and the
 * energy label in its colour (A green to G red), each a short phrase of its own.
 */
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { colors, space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { hasKeyFacts, type KeyFacts } from '../lib/key-facts';

const itemStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  padding: `${space(1)} ${space(3)}`,
  fontSize: '0.9375rem',
  borderRadius: '999px',
  border: `1px solid ${colors.border}`,
  background: colors.surface,
  fontWeight: 600,
  whiteSpace: 'nowrap',
} as const;

/**
 * Renders the facts of `keyFacts` as a named list (`facts.label`), nothing when the estate has
 * none. The energy label's chip takes the label's colour with a readable text colour on it.
 */
export function KeyFactsBar({ facts, locale }: { facts: KeyFacts; locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  if (!hasKeyFacts(facts)) return null;
  const items: { id: string; text: string }[] = [];
  if (facts.bedrooms !== null) {
    items.push({ id: 'bedrooms', text: t('facts.bedrooms', { count: facts.bedrooms }) });
  }
  if (facts.bathrooms !== null) {
    items.push({ id: 'bathrooms', text: t('facts.bathrooms', { count: facts.bathrooms }) });
  }
  if (facts.living !== null)
    items.push({ id: 'living', text: t('facts.living', { area: facts.living }) });
  if (facts.plot !== null) items.push({ id: 'plot', text: t('facts.plot', { area: facts.plot }) });
  return (
    <ul
      aria-label={t('facts.label')}
      data-testid="detail-key-facts"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: space(2),
        listStyle: 'none',
        margin: `${space(3)} 0 0`,
        padding: 0,
      }}
    >
      {items.map((item) => (
        <li key={item.id} css={itemStyle}>
          {item.text}
        </li>
      ))}
      {facts.epc && (
        <li
          data-testid="detail-key-facts-epc"
          css={{
            ...itemStyle,
            border: `1px solid ${facts.epc.background}`,
            background: facts.epc.background,
            color: facts.epc.color,
            // Large text (bold, 14 pt and more): its colour pair keeps 3:1 on every label colour,
            // where normal text would need 4.5:1, which some label colours do not reach.
            fontSize: '1.1875rem',
            fontWeight: 800,
            lineHeight: 1,
          }}
        >
          {t('facts.epc', { label: facts.epc.label })}
        </li>
      )}
    </ul>
  );
}
