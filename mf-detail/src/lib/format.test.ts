import {
  epcBarPercentage,
  formatEpc,
  formatLiquid,
  formatPercentage,
  formatPricePerSquareMeter,
  formatSize,
} from './format';

describe('unit suffixes (SPEC §9)', () => {
  it('EPC " kWh/m²"', () => {
    expect(formatEpc(245)).toBe('245 kWh/m²');
  });
  it('liquid "l", without a space', () => {
    expect(formatLiquid(3000)).toBe('3.000l');
  });
  it('size " m"', () => {
    expect(formatSize(8.5)).toBe('8,5 m');
  });
  it('price per m² " /m²" after the money format', () => {
    expect(formatPricePerSquareMeter(2500)).toBe('€ 2.500 /m²');
    expect(formatPricePerSquareMeter(2345.678)).toBe('€ 2.345,68 /m²');
  });
  it('percentage "%", without a space', () => {
    expect(formatPercentage(21)).toBe('21%');
    expect(formatPercentage(12.5)).toBe('12,5%');
  });
  it('gives an empty text, without a suffix, for an empty value', () => {
    expect(formatEpc(undefined)).toBe('');
    expect(formatLiquid(null)).toBe('');
    expect(formatSize(null)).toBe('');
    expect(formatPricePerSquareMeter(null)).toBe('');
    expect(formatPercentage(null)).toBe('');
  });
  it('passes the decimals on, with the same RangeError', () => {
    expect(formatSize(12.3456, 3)).toBe('12,346 m');
    expect(() => formatEpc(1, 9)).toThrow(RangeError);
  });
});

describe('epcBarPercentage (SPEC §9)', () => {
  it('is the EPC value divided by 700, as a percentage', () => {
    expect(epcBarPercentage(350)).toBe(50);
    expect(epcBarPercentage(700)).toBe(100);
    expect(epcBarPercentage(70)).toBeCloseTo(10);
  });
  it('is capped at 100 and not below 0', () => {
    expect(epcBarPercentage(900)).toBe(100);
    expect(epcBarPercentage(-20)).toBe(0);
  });
  it('is 0 for an empty value', () => {
    expect(epcBarPercentage(null)).toBe(0);
    expect(epcBarPercentage(NaN)).toBe(0);
  });
});
