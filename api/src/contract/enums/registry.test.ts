import { STATUS_CODES } from 'shared/estate/status';
import { LOCALES } from 'shared/domain';
import { ENERGY_LABEL, ENUMS, ESTATE_TYPE, STATUS, defineEnum, enumLabel } from './index';

describe('enumLabel (SPEC §3, §5)', () => {
  it('gives the label of a code in each language', () => {
    expect(enumLabel('type', 'HOUSE', 'nl')).toBe('Huis');
    expect(enumLabel('type', 'HOUSE', 'fr')).toBe('Maison');
    expect(enumLabel('status', 'TAKE_OVER', 'nl')).toBe('Over te nemen');
    expect(enumLabel('energyLabel', 'A_plus_plus', 'fr')).toBe('A++');
  });

  it('gives an empty text for an unknown or empty code', () => {
    expect(enumLabel('type', 'CASTLE', 'nl')).toBe('');
    expect(enumLabel('type', null, 'nl')).toBe('');
    expect(enumLabel('type', undefined, 'nl')).toBe('');
    expect(enumLabel('type', 'toString', 'nl')).toBe('');
  });
});

describe('the shared tables of SPEC §3', () => {
  it('every code of every table has a label object with the four languages', () => {
    for (const [name, table] of Object.entries(ENUMS)) {
      expect(table.codes.length).toBeGreaterThan(0);
      for (const code of table.codes) {
        const labels = (table.labels as Record<string, Record<string, string>>)[String(code)];
        expect({ name, code, languages: Object.keys(labels ?? {}).sort() }).toEqual({
          name,
          code,
          languages: [...LOCALES].sort(),
        });
      }
    }
  });

  it('status labels the codes of the one status list, in its order', () => {
    expect(STATUS.codes).toEqual(STATUS_CODES);
  });

  it('has the six estate types', () => {
    expect(ESTATE_TYPE.codes).toEqual([
      'APARTMENT',
      'GARAGE',
      'PLOT',
      'COMMERCIAL',
      'HOUSE',
      'PROJECT',
    ]);
  });

  it('has the energy labels with their combined pairs', () => {
    expect(ENERGY_LABEL.codes.slice(0, 9)).toEqual([
      'A_plus_plus',
      'A_plus',
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
    ]);
    expect(ENERGY_LABEL.codes).toEqual(expect.arrayContaining(['B_A', 'G_F']));
    expect(enumLabel('energyLabel', 'B_A', 'nl')).toBe('B-A');
  });
});

describe('defineEnum', () => {
  it('refuses a code given twice', () => {
    expect(() =>
      defineEnum([
        ['A', 'a', 'a', 'a', 'a'],
        ['A', 'b', 'b', 'b', 'b'],
      ]),
    ).toThrow('Enumeration code A occurs twice');
  });
});
