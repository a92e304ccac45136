import { formatCo2PerYear, formatEnergyPerYear, formatEpcPerYear, perYearSuffix } from './energy';

describe('energy per year (SPEC §3 units, §9 formats)', () => {
  it('writes kWh/m²/year, kWh/year and kg/m²/year with the year in the page language', () => {
    expect(formatEpcPerYear(245, 'en')).toBe('245 kWh/m²/year');
    expect(formatEpcPerYear(245, 'nl')).toBe('245 kWh/m²/jaar');
    expect(formatEnergyPerYear(29400, 'en')).toBe('29.400 kWh/year');
    expect(formatEnergyPerYear(29400, 'de')).toBe('29.400 kWh/Jahr');
    expect(formatCo2PerYear(38, 'fr')).toBe('38 kg/m²/an');
    expect(formatCo2PerYear(12.5, 'nl')).toBe('13 kg/m²/jaar');
  });

  it('writes SPEC §9 per year " kWh/jaar" in Dutch and its equivalent in each language', () => {
    expect(formatEnergyPerYear(32400, 'nl')).toBe('32.400 kWh/jaar');
    expect(formatEnergyPerYear(32400, 'fr')).toBe('32.400 kWh/an');
    expect(formatEnergyPerYear(32400, 'en')).toBe('32.400 kWh/year');
    expect(formatEnergyPerYear(32400, 'de')).toBe('32.400 kWh/Jahr');
    expect(formatEnergyPerYear(1234.56, 'fr', 1)).toBe('1.234,6 kWh/an');
    expect((['nl', 'fr', 'en', 'de'] as const).map(perYearSuffix)).toEqual([
      ' kWh/jaar',
      ' kWh/an',
      ' kWh/year',
      ' kWh/Jahr',
    ]);
    expect(() => formatEnergyPerYear(1, 'nl', 8)).toThrow(RangeError);
  });

  it.each([null, undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'gives an empty text for %p (SPEC §5)',
    (value) => {
      expect(formatEpcPerYear(value, 'en')).toBe('');
      expect(formatEnergyPerYear(value, 'en')).toBe('');
      expect(formatCo2PerYear(value, 'en')).toBe('');
    },
  );
});
