import { formatMoney, formatNumber, formatSurface } from './index';

describe('formatMoney (SPEC §9)', () => {
  it('shows whole euros with a dot as thousands separator and the "€ " prefix', () => {
    expect(formatMoney(1234567)).toBe('€ 1.234.567');
    expect(formatMoney(950)).toBe('€ 950');
    expect(formatMoney(0)).toBe('€ 0');
  });

  it('shows two decimals after a comma when the amount has cents', () => {
    expect(formatMoney(1234.5)).toBe('€ 1.234,50');
    expect(formatMoney(1234567.891)).toBe('€ 1.234.567,89');
  });

  it('uses a plain space after the euro sign', () => {
    expect(formatMoney(12).charCodeAt(1)).toBe(32);
  });

  it.each([null, undefined, NaN, Infinity])('gives an empty text for %p', (value) => {
    expect(formatMoney(value)).toBe('');
  });
});

describe('formatNumber (SPEC §5, §9)', () => {
  it('uses a comma as decimal mark and a dot between thousands', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatNumber(1234)).toBe('1.234');
  });

  it('rounds to the given decimals and drops trailing zeros', () => {
    expect(formatNumber(8.5, 2)).toBe('8,5');
    expect(formatNumber(8.456, 0)).toBe('8');
    expect(formatNumber(8.456, 1)).toBe('8,5');
  });

  it('accepts 0 to 7 decimals', () => {
    expect(formatNumber(1.123456789, 0)).toBe('1');
    expect(formatNumber(1.123456789, 3)).toBe('1,123');
    expect(formatNumber(1.123456789, 7)).toBe('1,1234568');
  });

  it.each([-1, 8, 2.5, NaN])('throws a RangeError for %p decimals', (decimals) => {
    expect(() => formatNumber(1, decimals)).toThrow(RangeError);
  });

  it('checks the decimals even for an empty value', () => {
    expect(() => formatNumber(null, 8)).toThrow(RangeError);
  });

  it.each([null, undefined, NaN])('gives an empty text for %p', (value) => {
    expect(formatNumber(value, 2)).toBe('');
  });
});

describe('unit suffixes (SPEC §9)', () => {
  it('surface " m²"', () => {
    expect(formatSurface(1250.5)).toBe('1.250,5 m²');
  });
  it('gives an empty text, without a suffix, for an empty value', () => {
    expect(formatSurface(null)).toBe('');
  });
  it('passes the decimals on, with the same RangeError', () => {
    expect(formatSurface(12.3456, 3)).toBe('12,346 m²');
    expect(() => formatSurface(1, 9)).toThrow(RangeError);
  });
});
