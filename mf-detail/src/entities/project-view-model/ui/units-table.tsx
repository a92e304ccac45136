/**
 * The units of a project (SPEC §3 children sorted by floor): unit, floor, bedrooms, surface,
 * price or state, each unit linking to its own page (SPEC §2 project entity path).
 *
 * One table for every width. From the `md` breakpoint it is laid out as a table; below it each
 * unit is a card of its own (the unit's link as its title, then each fact under its column's
 * name), so that nothing is off-screen at phone width (320–390 px) and nothing scrolls sideways.
 * The card layout changes only CSS `display`, which makes some browsers drop a table's
 * semantics: the explicit roles keep it a table with row and column headers for assistive
 * technology, and the names shown in a card are hidden from it (the column header says them).
 */
import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import type { Estate, Locale } from 'shared/domain';
import { estateId, projectEntityPath } from 'shared/estate';
import { formatSurface } from 'shared/format';
import { colors, focusRing, mq, radius, space, visuallyHidden } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { FloorText, hasValue, PriceText, priceView, roomCounts, unitName } from '../../estate';

interface UnitsTableProps {
  /** The project estate. */
  project: Estate;
  /** Its visible units, already sorted by floor. */
  units: Estate[];
  /** The project's title, used in the table caption. */
  title: string;
  locale: Locale;
}

const wide = mq('md');

const cell = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: space(3),
  padding: `${space(1)} 0`,
  textAlign: 'left',
  overflowWrap: 'anywhere',
  [wide]: {
    display: 'table-cell',
    padding: `${space(2)} ${space(3)}`,
    borderBottom: `1px solid ${colors.border}`,
  },
} as const;

/**
 * A unit's fact: a table cell, which in a card shows the fact's name before it (hidden from
 * assistive technology, which has the column header; and at table widths). An empty fact's cell
 * stays empty, without the name.
 */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <td role="cell" css={cell}>
      {!empty && (
        <span aria-hidden="true" css={{ color: colors.muted, [wide]: { display: 'none' } }}>
          {label}
        </span>
      )}
      <span>{children}</span>
    </td>
  );
}

/** Renders a section with the units table; nothing when the project has no visible units. */
export function UnitsTable({ project, units, title, locale }: UnitsTableProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  if (units.length === 0) return null;
  const columns = {
    floor: t('units.floor'),
    bedrooms: t('units.bedrooms'),
    surface: t('units.surface'),
    price: t('units.price'),
  };
  return (
    <section aria-labelledby="detail-units-heading">
      <h2 id="detail-units-heading">{t('units.heading')}</h2>
      <table
        role="table"
        css={{
          display: 'block',
          width: '100%',
          [wide]: { display: 'table', borderCollapse: 'collapse' },
        }}
      >
        <caption
          css={{
            display: 'block',
            textAlign: 'left',
            color: colors.muted,
            padding: `${space(2)} 0`,
            [wide]: { display: 'table-caption' },
          }}
        >
          {t('units.caption', { title })}
        </caption>
        <thead
          role="rowgroup"
          css={{
            ...visuallyHidden,
            [wide]: {
              position: 'static',
              width: 'auto',
              height: 'auto',
              margin: 0,
              overflow: 'visible',
              clip: 'auto',
              whiteSpace: 'normal',
              display: 'table-header-group',
            },
          }}
        >
          <tr role="row">
            {[t('units.unit'), ...Object.values(columns)].map((name) => (
              <th key={name} role="columnheader" scope="col" css={cell}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          css={{
            display: 'grid',
            gap: space(3),
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
            [wide]: { display: 'table-row-group' },
          }}
        >
          {units.map((unit) => {
            const id = estateId(unit);
            const price = priceView(unit, locale);
            const { bedrooms } = roomCounts(unit);
            const surface = unit.dimensions.areaBuild;
            return (
              <tr
                key={id}
                role="row"
                css={{
                  display: 'block',
                  padding: space(3),
                  border: `1px solid ${colors.border}`,
                  borderRadius: radius,
                  [wide]: { display: 'table-row', padding: 0, border: 0, borderRadius: 0 },
                }}
              >
                <th role="rowheader" scope="row" css={{ ...cell, fontSize: '1.05rem' }}>
                  <Link
                    to={projectEntityPath(project, id, locale)}
                    css={{ color: colors.primary, fontWeight: 600, ...focusRing }}
                  >
                    {unitName(unit, locale) ?? t('unit.fallbackName', { id })}
                  </Link>
                </th>
                <Fact label={columns.floor}>
                  <FloorText floor={unit.general.floor} locale={locale} />
                </Fact>
                <Fact label={columns.bedrooms}>{bedrooms ?? null}</Fact>
                <Fact label={columns.surface}>
                  {hasValue(surface) ? formatSurface(surface) : null}
                </Fact>
                <Fact label={columns.price}>
                  {price ? <PriceText price={price} locale={locale} /> : null}
                </Fact>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
