/**
 * The monthly payment of a mortgage loan with fixed monthly payments (an annuity), the figures the
 * detail page starts from, and how it reads the visitor's loan amount, rate and duration. Pure
 * functions: the page, its GET form read on the server and its live inputs all compute with them.
 */
import { MONEY_PREFIX } from 'shared/format';

/** What the estimate needs to know of the loan. */
export interface LoanTerms {
  /** The amount borrowed, euro, more than 0. */
  amount: number;
  /** The fixed yearly rate as a fraction (0.03 is 3 %), 0 or more. */
  yearlyRate: number;
  /** The duration in whole years, 1 or more. */
  years: number;
}

/** The estimate: the monthly payment and what the loan costs over its duration. */
export interface MonthlyPayment {
  /** The fixed monthly payment, euro, rounded to the cent. */
  payment: number;
  /** The number of monthly payments. */
  months: number;
  /** The monthly rate equivalent to the yearly rate, a fraction, not rounded. */
  monthlyRate: number;
  /** Everything repaid (payment × months), euro, rounded to the cent. */
  totalRepaid: number;
  /** The interest in it (everything repaid less the amount), euro, rounded to the cent. */
  totalInterest: number;
}

/**
 * The figures the estimate starts from before the visitor changes them, stated on the page:
 * a loan of 80 % of the price (Belgian lenders usually lend up to that share of the value and the
 * buyer pays the rest and the purchase costs from own funds), a fixed yearly rate of 3 % (about a
 * 20-year fixed rate in Belgium in 2025) and 20 years.
 */
export const LOAN_DEFAULTS = {
  /** The share of the price borrowed, a fraction. */
  shareOfPrice: 0.8,
  /** The yearly rate in percent. */
  ratePercent: 3,
  years: 20,
} as const;

/** What the form accepts: the loan in euro, the yearly rate in percent, the duration in years. */
export const LOAN_LIMITS = {
  amount: { min: 1_000, max: 10_000_000 },
  ratePercent: { min: 0, max: 15 },
  years: { min: 1, max: 40 },
} as const;

/** Rounds to the cent (half up). */
const cents = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;

/**
 * The monthly rate equivalent to a yearly rate: (1 + yearly)^(1/12) − 1. Belgian mortgage credit
 * states its rate per year and charges the equivalent monthly rate (the actuarial one, not the
 * yearly rate divided by 12), so twelve months at this rate make exactly the yearly rate.
 * @param yearlyRate a fraction, 0 or more
 */
export function equivalentMonthlyRate(yearlyRate: number): number {
  return Math.pow(1 + yearlyRate, 1 / 12) - 1;
}

/**
 * The fixed monthly payment that repays `amount` with its interest in `years × 12` months (an
 * annuity):
 *
 *     payment = amount × i / (1 − (1 + i)^−n)
 *
 * with i the monthly rate equivalent to the yearly rate (`equivalentMonthlyRate`) and n the
 * number of months; at a rate of 0 the payment is amount / n. Without the insurances, the
 * mortgage deed's costs and the lender's file costs.
 * @returns the payment and totals, each rounded to the cent
 * @throws RangeError for an amount of 0 or less, a negative rate, a duration that is not a whole
 *   number of years of 1 or more, or any value that is not finite
 */
export function monthlyPayment({ amount, yearlyRate, years }: LoanTerms): MonthlyPayment {
  if (!Number.isFinite(amount) || amount <= 0) {
    throw new RangeError(`amount must be a finite amount above 0, got ${String(amount)}`);
  }
  if (!Number.isFinite(yearlyRate) || yearlyRate < 0) {
    throw new RangeError(`yearlyRate must be a finite fraction of 0 or more, got ${yearlyRate}`);
  }
  if (!Number.isInteger(years) || years < 1) {
    throw new RangeError(`years must be a whole number of 1 or more, got ${String(years)}`);
  }
  const months = years * 12;
  const i = equivalentMonthlyRate(yearlyRate);
  const raw = i === 0 ? amount / months : (amount * i) / (1 - Math.pow(1 + i, -months));
  const payment = cents(raw);
  const totalRepaid = cents(payment * months);
  return {
    payment,
    months,
    monthlyRate: i,
    totalRepaid,
    totalInterest: cents(totalRepaid - amount),
  };
}

/** The loan the estimate starts from for a price: `LOAN_DEFAULTS.shareOfPrice` of it, whole euro. */
export function defaultLoanAmount(price: number): number {
  return Math.round(price * LOAN_DEFAULTS.shareOfPrice);
}

/** The three fields of the loan form, which are also the names of its query parameters. */
export const LOAN_FIELDS = ['loan', 'rate', 'years'] as const;
export type LoanField = (typeof LOAN_FIELDS)[number];
/** The visitor's text of each field, as typed or as the query carried it. */
export type LoanTexts = Record<LoanField, string>;

/** The answer of `readLoanTerms`: the terms, or the fields whose text cannot be used. */
export type LoanReading =
  { ok: true; terms: LoanTerms } | { ok: false; invalid: LoanField[]; terms: null };

/**
 * Reads an amount in euro as a Belgian visitor writes it: '250000', '250.000', '250 000',
 * '€ 250.000', '250.000,50' or '250000.5'.
 * @returns the amount, or null when the text is not one
 */
export function parseAmount(text: string): number | null {
  const bare = text
    .replace(MONEY_PREFIX.trim(), '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .trim();
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(bare)) {
    return Number(bare.replace(/\./g, '').replace(',', '.'));
  }
  if (/^\d+([.,]\d{1,2})?$/.test(bare)) return Number(bare.replace(',', '.'));
  return null;
}

/**
 * Reads a percentage as a visitor writes it: '3', '3,25', '3.25', '3,25 %'.
 * @returns the number of percent, or null when the text is not one
 */
export function parsePercent(text: string): number | null {
  const bare = text.replace(/[\s\u00a0\u202f]/g, '').replace(/%$/, '');
  return /^\d{1,3}([.,]\d{1,3})?$/.test(bare) ? Number(bare.replace(',', '.')) : null;
}

/** Reads a whole number of years: '20'. Null when the text is not one. */
export function parseYears(text: string): number | null {
  const bare = text.trim();
  return /^\d{1,3}$/.test(bare) ? Number(bare) : null;
}

const within = (value: number | null, { min, max }: { min: number; max: number }): boolean =>
  value !== null && value >= min && value <= max;

/**
 * The loan terms of the visitor's texts, each checked against `LOAN_LIMITS`.
 * @returns the terms (the rate as a fraction), or the fields to correct
 */
export function readLoanTerms(texts: LoanTexts): LoanReading {
  const amount = parseAmount(texts.loan);
  const percent = parsePercent(texts.rate);
  const years = parseYears(texts.years);
  const invalid = LOAN_FIELDS.filter(
    (field) =>
      !{
        loan: within(amount, LOAN_LIMITS.amount),
        rate: within(percent, LOAN_LIMITS.ratePercent),
        years: within(years, LOAN_LIMITS.years),
      }[field],
  );
  if (invalid.length > 0 || amount === null || percent === null || years === null) {
    return { ok: false, invalid, terms: null };
  }
  return { ok: true, terms: { amount, yearlyRate: percent / 100, years } };
}

/**
 * The texts the form shows: the visitor's edit of a field, else the query's value of it (the GET
 * form sent without scripts), else the default figure for the price written as the page writes
 * numbers (`format`).
 * @param price the estate's price, euro
 * @param query the page's query string ('?loan=...&rate=...&years=...' or '')
 * @param edits the fields the visitor changed in this page
 * @param format the page's number format (shared/format's formatNumber)
 */
export function loanTexts(
  price: number,
  query: string,
  edits: Partial<LoanTexts>,
  format: (value: number, decimals?: number) => string,
): LoanTexts {
  const params = new URLSearchParams(query);
  const defaults: LoanTexts = {
    loan: format(defaultLoanAmount(price)),
    rate: format(LOAN_DEFAULTS.ratePercent, 3),
    years: format(LOAN_DEFAULTS.years),
  };
  const text = (field: LoanField): string => edits[field] ?? params.get(field) ?? defaults[field];
  return { loan: text('loan'), rate: text('rate'), years: text('years') };
}
