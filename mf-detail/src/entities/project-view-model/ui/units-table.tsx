/**
 * The units of a project as a table (SPEC §3 children sorted by floor): unit, floor, bedrooms,
 * surface, price or state, each unit linking to its own page (SPEC §2 project entity path).
 */
import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import type { Estate, Locale } from 'shared/domain';
import { estateId, projectEntityPath } from 'shared/estate';
import { formatSurface } from 'shared/format';
import { colors, focusRing, space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '../../../config/i18n';
import { FloorText, hasValue, PriceText, priceView, roomCounts, unitName } from '../../estate';
import { TableScroller } from '../../../lib/ui/table-scroller';

interface UnitsTableProps {
  /** The project estate. */
  project: Estate;
  /** Its visible units, already sorted by floor. */
  units: Estate[];
  /** The project's title, used in the table caption. */
  title: string;
  locale: Locale;
}

const cell = {
  padding: `${space(2)} ${space(3)}`,
  borderBottom: `1px solid ${colors.border}`,
  textAlign: 'left',
} as const;

/** Renders a section with the units table; nothing when the project has no visible units. */
export function UnitsTable({ project, units, title, locale }: UnitsTableProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  if (units.length === 0) return null;
  return (
    <section aria-labelledby="detail-units-heading">
      <h2 id="detail-units-heading">{t('units.heading')}</h2>
      <TableScroller label={t('units.caption', { title })}>
        <table css={{ borderCollapse: 'collapse', width: '100%' }}>
          <caption css={{ textAlign: 'left', color: colors.muted, padding: `${space(2)} 0` }}>
            {t('units.caption', { title })}
          </caption>
          <thead>
            <tr>
              <th scope="col" css={cell}>
                {t('units.unit')}
              </th>
              <th scope="col" css={cell}>
                {t('units.floor')}
              </th>
              <th scope="col" css={cell}>
                {t('units.bedrooms')}
              </th>
              <th scope="col" css={cell}>
                {t('units.surface')}
              </th>
              <th scope="col" css={cell}>
                {t('units.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {units.map((unit) => {
              const id = estateId(unit);
              const price = priceView(unit, locale);
              const { bedrooms } = roomCounts(unit);
              const surface = unit.dimensions.areaBuild;
              return (
                <tr key={id}>
                  <th scope="row" css={cell}>
                    <Link
                      to={projectEntityPath(project, id, locale)}
                      css={{ color: colors.primary, fontWeight: 600, ...focusRing }}
                    >
                      {unitName(unit, locale) ?? t('unit.fallbackName', { id })}
                    </Link>
                  </th>
                  <td css={cell}>
                    <FloorText floor={unit.general.floor} locale={locale} />
                  </td>
                  <td css={cell}>{bedrooms ?? ''}</td>
                  <td css={cell}>{hasValue(surface) ? formatSurface(surface) : ''}</td>
                  <td css={cell}>{price ? <PriceText price={price} locale={locale} /> : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}
