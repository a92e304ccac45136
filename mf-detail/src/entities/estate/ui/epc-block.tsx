/**
 * The EPC block (SPEC §3 energy, §9): label (A++ to G and the combined pairs), EPC value in
 * kWh/m²/year, total in kWh/year, CO2 in kg/m²/year and the other energy fields, with a bar whose
 * marker sits at value/700, capped at 100 %.
 */
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { epcBarPercentage } from '#detail/lib/format';
import { colors, radius, space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { visibleFields, type DisplayGroup } from '../lib/display-fields';
import { Fact, FactList } from '#detail/lib/ui/facts';

/** Props: the energy display group and the raw EPC value (kWh/m²/year) for the bar. */
export interface EpcBlockProps {
  group: DisplayGroup;
  epcValue: number | null;
  locale: Locale;
}

/** Renders the section, or nothing when no energy field is visible. */
export function EpcBlock({ group, epcValue, locale }: EpcBlockProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  if (!group.visible) return null;
  const filled = typeof epcValue === 'number' && epcValue > 0;
  const percentage = filled ? epcBarPercentage(epcValue) : null;
  return (
    <section
      aria-labelledby="detail-energy-heading"
      className="detail-key-facts"
      css={{ margin: `${space(6)} 0` }}
    >
      <h2 id="detail-energy-heading">{group.label}</h2>
      <FactList>
        {visibleFields(group).map((f) => (
          <Fact key={f.key} label={f.label}>
            {f.value}
          </Fact>
        ))}
      </FactList>
      {percentage !== null && (
        <div
          role="meter"
          aria-label={t('energy.bar')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percentage}
          aria-valuetext={`${Math.round(percentage)} %`}
          data-testid="epc-bar"
          css={{
            position: 'relative',
            maxWidth: '24rem',
            height: space(3),
            margin: `${space(3)} 0`,
            borderRadius: radius,
            background: 'linear-gradient(90deg, #1f6b3a, #8fb339, #f2a900, #d9682b, #a4261a)',
            printColorAdjust: 'exact',
          }}
        >
          <span
            data-testid="epc-marker"
            // A class, not a style attribute: the pages' Content-Security-Policy allows no inline
            // style attribute.
            css={{
              left: `${percentage}%`,
              position: 'absolute',
              top: `-${space(1)}`,
              bottom: `-${space(1)}`,
              width: '4px',
              marginLeft: '-2px',
              background: colors.text,
              borderRadius: '2px',
            }}
          />
        </div>
      )}
    </section>
  );
}
