/**
 * The monthly-payment estimate of a sale detail page, beside what buying will cost: the loan
 * amount, yearly rate and duration (starting from stated defaults), the monthly payment with what
 * the loan costs in all, and how it is computed. A GET form: without scripts the visitor's figures
 * come back in the query and the server computes them; with scripts the figure follows each
 * keystroke (announced politely to screen readers). A field the estimate cannot use keeps the
 * visitor's text and says what it takes.
 */
import { useId, type FormEvent } from 'react';
import { useLocation } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Estate, Locale } from 'shared/domain';
import { formatNumber } from 'shared/format';
import { colors, focusRing, mq, radius, space } from 'shared/ui/tokens';
import { inputStyle } from 'kit/form-kit/input-style';
import { formatPercentage } from '#detail/lib/format';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import {
  LOAN_DEFAULTS,
  LOAN_FIELDS,
  LOAN_LIMITS,
  loanTexts,
  monthlyPayment,
  readLoanTerms,
  type LoanField,
} from '../lib/monthly-payment';
import { salePrice } from '../lib/situation';
import { $loanEdits, loanFieldEdited } from '../model';
import { money } from './money';

/** The id of the section, the target of its form (the page comes back scrolled to it). */
export const MONTHLY_COST_ID = 'monthly-cost';

/** Props: the estate the page shows and the page language. */
export interface MonthlyCostSectionProps {
  estate: Estate;
  locale: Locale;
}

const buttonStyle = {
  minHeight: '44px',
  padding: `${space(2)} ${space(4)}`,
  border: `2px solid ${colors.primary}`,
  borderRadius: radius,
  background: colors.surface,
  color: colors.primary,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  ...focusRing,
} as const;

/** How each field is typed on a phone's keyboard. */
const INPUT_MODE: Record<LoanField, 'decimal' | 'numeric'> = {
  loan: 'decimal',
  rate: 'decimal',
  years: 'numeric',
};

/** Renders the section, or nothing for an estate that cannot be bought (`salePrice`). */
export function MonthlyCostSection({ estate, locale }: MonthlyCostSectionProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const [edits, onEdit] = useUnit([$loanEdits, loanFieldEdited]);
  const { pathname, search } = useLocation();
  const id = useId();
  const price = salePrice(estate);
  if (price === null) return null;
  const texts = loanTexts(price, search, edits, formatNumber);
  const reading = readLoanTerms(texts);
  const result = reading.ok ? monthlyPayment(reading.terms) : null;
  const invalid = new Set(reading.ok ? [] : reading.invalid);
  const limits = {
    loan: { min: money(LOAN_LIMITS.amount.min), max: money(LOAN_LIMITS.amount.max) },
    rate: {
      min: formatPercentage(LOAN_LIMITS.ratePercent.min),
      max: formatPercentage(LOAN_LIMITS.ratePercent.max),
    },
    years: { min: LOAN_LIMITS.years.min, max: LOAN_LIMITS.years.max },
  };
  // With scripts the figure is already live: the form stays on the page.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <section
      id={MONTHLY_COST_ID}
      aria-labelledby={`${id}-heading`}
      data-testid="monthly-cost"
      css={{ margin: `${space(6)} 0`, scrollMarginTop: space(4) }}
    >
      <h2 id={`${id}-heading`}>{t('monthly.heading')}</h2>
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
        <strong>{t('monthly.estimate')}</strong> {t('monthly.notAnOffer')}
      </p>
      <p>
        {t('monthly.defaults', {
          share: formatPercentage(LOAN_DEFAULTS.shareOfPrice * 100),
          rate: formatPercentage(LOAN_DEFAULTS.ratePercent, 3),
          years: LOAN_DEFAULTS.years,
        })}
      </p>
      <form
        method="get"
        action={`${pathname}#${MONTHLY_COST_ID}`}
        aria-label={t('monthly.form')}
        noValidate
        onSubmit={onSubmit}
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: space(3),
          maxWidth: '40rem',
          [mq('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {LOAN_FIELDS.map((field) => {
          const fieldId = `${id}-${field}`;
          const error = invalid.has(field);
          return (
            <div key={field} css={{ display: 'flex', flexDirection: 'column' }}>
              <label
                htmlFor={fieldId}
                css={{ fontWeight: 600, marginBottom: space(1), flexGrow: 1 }}
              >
                {t(`monthly.field.${field}`)}
              </label>
              <input
                id={fieldId}
                name={field}
                type="text"
                inputMode={INPUT_MODE[field]}
                autoComplete="off"
                value={texts[field]}
                onChange={(event) => onEdit({ field, text: event.currentTarget.value })}
                aria-invalid={error || undefined}
                aria-describedby={error ? `${fieldId}-error` : undefined}
                css={inputStyle}
              />
              {error && (
                <p
                  id={`${fieldId}-error`}
                  css={{ margin: `${space(1)} 0 0`, color: colors.danger, fontWeight: 600 }}
                >
                  {t(`monthly.error.${field}`, limits[field])}
                </p>
              )}
            </div>
          );
        })}
        <p css={{ margin: 0, [mq('sm')]: { gridColumn: '1 / -1' } }}>
          <button type="submit" css={buttonStyle}>
            {t('monthly.calculate')}
          </button>
        </p>
      </form>
      <div aria-live="polite" aria-atomic="true" data-testid="monthly-result">
        {result ? (
          <>
            <p css={{ margin: `${space(4)} 0 ${space(1)}`, fontSize: '1.1rem' }}>
              <strong css={{ fontSize: '1.5rem', color: colors.primary }}>
                {money(result.payment)}
              </strong>{' '}
              {t('monthly.perMonth')}
            </p>
            <p css={{ margin: 0 }}>
              {t('monthly.totals', {
                months: result.months,
                repaid: money(result.totalRepaid),
                interest: money(result.totalInterest),
              })}
            </p>
          </>
        ) : (
          <p css={{ margin: `${space(4)} 0 0`, fontWeight: 600 }}>{t('monthly.correct')}</p>
        )}
      </div>
      <details css={{ marginTop: space(3) }}>
        <summary css={{ cursor: 'pointer', ...focusRing }}>{t('monthly.how')}</summary>
        <p>{t('monthly.formula')}</p>
      </details>
    </section>
  );
}
