import { formatNumber } from 'shared/format';
import {
  defaultLoanAmount,
  equivalentMonthlyRate,
  loanTexts,
  monthlyPayment,
  parseAmount,
  parsePercent,
  parseYears,
  readLoanTerms,
} from './monthly-payment';

/**
 * Worked examples: amount (euro), yearly rate (fraction), years, and the monthly payment (euro,
 * to the cent), each computed by hand with the equivalent monthly rate (1 + j)^(1/12) − 1.
 */
const WORKED_EXAMPLES: [number, number, number, number][] = [
  [200_000, 0.03, 20, 1105.15],
  [280_000, 0.03, 20, 1547.21],
  [250_000, 0.035, 25, 1244.21],
  [100_000, 0.02, 10, 919.32],
  [300_000, 0.04, 30, 1419.91],
  [50_000, 0.05, 15, 392.51],
  [1_000, 0.15, 1, 89.81],
  [120_000, 0, 10, 1000],
];

describe('monthlyPayment', () => {
  it.each(WORKED_EXAMPLES)('%d euro at %d over %d years: %d a month', (amount, rate, years, m) => {
    const result = monthlyPayment({ amount, yearlyRate: rate, years });
    expect(result.payment).toBe(m);
    expect(result.months).toBe(years * 12);
    expect(result.totalRepaid).toBeCloseTo(m * years * 12, 2);
    expect(result.totalInterest).toBeCloseTo(m * years * 12 - amount, 2);
  });

  it('repays the loan exactly: a month-by-month schedule at the unrounded payment ends at 0', () => {
    const amount = 250_000;
    const i = equivalentMonthlyRate(0.035);
    const payment = (amount * i) / (1 - Math.pow(1 + i, -300));
    let balance = amount;
    for (let month = 0; month < 300; month += 1) balance = balance * (1 + i) - payment;
    expect(Math.abs(balance)).toBeLessThan(1e-6);
    expect(monthlyPayment({ amount, yearlyRate: 0.035, years: 25 }).payment).toBe(
      Math.round(payment * 100) / 100,
    );
  });

  it('takes the equivalent monthly rate: twelve months of it make the yearly rate', () => {
    expect(Math.pow(1 + equivalentMonthlyRate(0.03), 12) - 1).toBeCloseTo(0.03, 12);
    expect(equivalentMonthlyRate(0.03)).toBeLessThan(0.03 / 12);
  });

  it('refuses terms it cannot compute', () => {
    expect(() => monthlyPayment({ amount: 0, yearlyRate: 0.03, years: 20 })).toThrow(RangeError);
    expect(() => monthlyPayment({ amount: 1e5, yearlyRate: -0.01, years: 20 })).toThrow(RangeError);
    expect(() => monthlyPayment({ amount: 1e5, yearlyRate: 0.03, years: 2.5 })).toThrow(RangeError);
    expect(() => monthlyPayment({ amount: NaN, yearlyRate: 0.03, years: 20 })).toThrow(RangeError);
  });
});

describe('reading the form', () => {
  it('reads amounts, rates and years as a Belgian visitor writes them', () => {
    expect(parseAmount('250000')).toBe(250_000);
    expect(parseAmount('250.000')).toBe(250_000);
    expect(parseAmount('€ 250.000')).toBe(250_000);
    expect(parseAmount('250 000')).toBe(250_000);
    expect(parseAmount('1.250.000,50')).toBe(1_250_000.5);
    expect(parseAmount('250000.5')).toBe(250_000.5);
    expect(parseAmount('25O.000')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parsePercent('3,25')).toBe(3.25);
    expect(parsePercent('3.25 %')).toBe(3.25);
    expect(parsePercent('3%')).toBe(3);
    expect(parsePercent('three')).toBeNull();
    expect(parseYears('20')).toBe(20);
    expect(parseYears('20,5')).toBeNull();
  });

  it('gives the terms, or every field outside its limits', () => {
    expect(readLoanTerms({ loan: '200.000', rate: '3,5', years: '25' })).toEqual({
      ok: true,
      terms: { amount: 200_000, yearlyRate: 0.035, years: 25 },
    });
    expect(readLoanTerms({ loan: '500', rate: '16', years: '20' })).toEqual({
      ok: false,
      invalid: ['loan', 'rate'],
      terms: null,
    });
    expect(readLoanTerms({ loan: '200000', rate: '0', years: '41' })).toMatchObject({
      invalid: ['years'],
    });
    expect(readLoanTerms({ loan: '', rate: '', years: '' })).toMatchObject({
      invalid: ['loan', 'rate', 'years'],
    });
  });

  it('starts from 80 % of the price, 3 % and 20 years, then the query, then the visitor’s edits', () => {
    expect(defaultLoanAmount(349_500)).toBe(279_600);
    expect(loanTexts(350_000, '', {}, formatNumber)).toEqual({
      loan: '280.000',
      rate: '3',
      years: '20',
    });
    expect(loanTexts(350_000, '?loan=250000&rate=3,5', {}, formatNumber)).toEqual({
      loan: '250000',
      rate: '3,5',
      years: '20',
    });
    expect(loanTexts(350_000, '?loan=250000', { loan: '1', years: '' }, formatNumber)).toEqual({
      loan: '1',
      rate: '3',
      years: '',
    });
  });
});
