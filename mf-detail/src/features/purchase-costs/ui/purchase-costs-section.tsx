/**
 * The purchase-cost estimate of a sale detail page (SPEC §9 money and tax
 * bands): the costs on top of the price for the estate's region, a checkbox for "only own home"
 * (not under the VAT regime, where it changes nothing) that updates the figures at once, the
 * totals (announced politely to screen readers), the sources with their dates, and a clear
 * notice that it is an estimate, not advice.
 */
import { useId } from 'react';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Estate, Locale, SkarabeeListing } from 'shared/domain';
import { formatDate } from 'shared/format';
import { formatPercentage } from '#detail/lib/format';
import { purchaseCosts, type PurchaseCostLine } from 'api/contract/purchase-costs';
import { colors, focusRing, mq, radius, space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { TableScroller } from '#detail/lib/ui/table-scroller';
import { purchaseSituation } from '../lib/situation';
import { $ownHome, ownHomeToggled } from '../model';
import { money } from './money';

/** Props: the estate the page shows, its second-source listing (or null) and the page language. */
export interface PurchaseCostsSectionProps {
  estate: Estate;
  listing: SkarabeeListing | null;
  locale: Locale;
}

const cell = {
  padding: `${space(2)} ${space(1)}`,
  borderBottom: `1px solid ${colors.border}`,
  textAlign: 'left',
  [mq('sm')]: { padding: `${space(2)} ${space(3)}` },
} as const;
const amountCell = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The rate column of a line: '12,5%', '12,5% × € 100.000' for an abated base, '' for none. */
function rateText(line: PurchaseCostLine): string {
  if (line.rate === null) return '';
  const rate = formatPercentage(line.rate * 100, 3);
  return line.base === undefined ? rate : `${rate} × ${money(line.base)}`;
}

/** Renders the section, or nothing when the estate gets no estimate (`purchaseSituation`). */
export function PurchaseCostsSection({ estate, listing, locale }: PurchaseCostsSectionProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const [ownHome, onToggle] = useUnit([$ownHome, ownHomeToggled]);
  const id = useId();
  const situation = purchaseSituation(estate, listing, ownHome);
  if (!situation) return null;
  const costs = purchaseCosts(situation);
  const region = t(`costs.region.${situation.region}`);
  const sources = [...new Map(costs.lines.map((l) => [l.source.title, l.source])).values()];
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="purchase-costs"
      css={{ margin: `${space(6)} 0` }}
    >
      <h2 id={`${id}-heading`}>{t('costs.heading')}</h2>
      <p
        role="note"
        css={{
          margin: `${space(2)} 0`,
          padding: space(3),
          borderLeft: `4px solid ${colors.accent}`,
          background: colors.surfaceAlt,
          borderRadius: radius,
        }}
      >
        <strong>{t('costs.estimate')}</strong> {t('costs.notAdvice')}
      </p>
      <p>{t('costs.intro', { region, date: formatDate(costs.validOn) })}</p>
      {situation.vatRegime ? (
        <p>{t('costs.vatRegime')}</p>
      ) : (
        <p css={{ display: 'flex', gap: space(2), alignItems: 'flex-start' }}>
          <input
            id={`${id}-own-home`}
            type="checkbox"
            checked={ownHome}
            onChange={(event) => onToggle(event.currentTarget.checked)}
            aria-describedby={`${id}-own-home-hint`}
            css={{
              flex: 'none',
              width: '1.25rem',
              height: '1.25rem',
              margin: '0.1rem 0 0',
              accentColor: colors.primary,
              ...focusRing,
            }}
          />
          <span>
            <label htmlFor={`${id}-own-home`} css={{ fontWeight: 600 }}>
              {t('costs.ownHome')}
            </label>
            <span
              id={`${id}-own-home-hint`}
              css={{ display: 'block', color: colors.muted, fontSize: '0.9rem' }}
            >
              {t(`costs.ownHomeHint.${situation.region}`)}
            </span>
          </span>
        </p>
      )}
      <p aria-live="polite" css={{ fontSize: '1.1rem' }}>
        {t('costs.summary', {
          total: money(costs.total),
          withPrice: money(costs.totalWithPrice),
        })}
      </p>
      <TableScroller label={t('costs.table')}>
        <table css={{ borderCollapse: 'collapse', width: '100%', maxWidth: '40rem' }}>
          <caption css={{ textAlign: 'left', color: colors.muted, padding: `${space(2)} 0` }}>
            {t('costs.table')}
          </caption>
          <thead>
            <tr>
              <th scope="col" css={cell}>
                {t('costs.cost')}
              </th>
              <th scope="col" css={cell}>
                {t('costs.rate')}
              </th>
              <th scope="col" css={amountCell}>
                {t('costs.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {costs.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row" css={{ ...cell, fontWeight: 400 }}>
                  {t(`costs.line.${line.id}`)}
                </th>
                <td css={cell}>{rateText(line)}</td>
                <td css={amountCell}>{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} css={{ ...cell, fontWeight: 700 }}>
                {t('costs.total')}
              </th>
              <td css={{ ...amountCell, fontWeight: 700 }}>{money(costs.total)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} css={{ ...cell, fontWeight: 400 }}>
                {t('costs.totalWithPrice')}
              </th>
              <td css={amountCell}>{money(costs.totalWithPrice)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroller>
      <details css={{ marginTop: space(3) }}>
        <summary css={{ cursor: 'pointer', ...focusRing }}>{t('costs.sources')}</summary>
        <ul css={{ paddingLeft: space(6), lineHeight: 1.5, overflowWrap: 'break-word' }}>
          {sources.map((source) => (
            <li key={source.title}>
              <cite lang={source.lang === locale ? undefined : source.lang}>{source.title}</cite>
              {' — '}
              {t('costs.since', { date: formatDate(source.date) })}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
