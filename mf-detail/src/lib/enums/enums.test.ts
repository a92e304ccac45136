import { LOCALES } from 'shared/domain';
import { ENERGY_LABEL } from 'api/contract/enums';
import {
  COUNTRY,
  ENUMS,
  FREE_ON,
  GEO_PRECISION,
  GEO_PRECISION_NAME,
  KITCHEN,
  PLANNING,
  RECENT_DESTINATION,
  SUBTYPE,
  SUBTYPES_BY_TYPE,
  enumLabel,
} from './index';

describe('enumLabel (SPEC §3, §5)', () => {
  it('gives the label of a code in each language', () => {
    expect(enumLabel('condition', 'GOOD_CONDITION', 'nl')).toBe('Goede staat');
    expect(enumLabel('condition', 'GOOD_CONDITION', 'fr')).toBe('Bon état');
    expect(enumLabel('condition', 'GOOD_CONDITION', 'en')).toBe('Good condition');
    expect(enumLabel('condition', 'GOOD_CONDITION', 'de')).toBe('Guter Zustand');
    expect(enumLabel('status', 'TAKE_OVER', 'nl')).toBe('Over te nemen');
    expect(enumLabel('subtype', 'PENTHOUSE', 'en')).toBe('Penthouse');
    expect(enumLabel('energyLabel', 'A_plus_plus', 'fr')).toBe('A++');
  });

  it('gives an empty text for a code without a label in the language', () => {
    expect(RECENT_DESTINATION.labels.DVG.de).toBe('');
    expect(enumLabel('recentDestination', 'DVG', 'de')).toBe('');
    expect(enumLabel('recentDestination', 'DVG', 'nl')).toBe('Dienstverleningsgebied');
  });

  it('gives an empty text for an unknown or empty code', () => {
    expect(enumLabel('heating', 'NUCLEAR', 'nl')).toBe('');
    expect(enumLabel('heating', null, 'nl')).toBe('');
    expect(enumLabel('heating', undefined, 'nl')).toBe('');
    expect(enumLabel('heating', 'toString', 'nl')).toBe('');
  });

  it('reads numeric codes given as numbers or text', () => {
    expect(enumLabel('geoPrecision', 3, 'en')).toBe('Exact address');
    expect(enumLabel('geoPrecision', '0', 'nl')).toBe('Geen gegevens');
    expect(GEO_PRECISION.codes).toEqual([0, 1, 2, 3]);
    expect(GEO_PRECISION_NAME[3]).toBe('ROOFTOP');
  });
});

describe('the tables of SPEC §3', () => {
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

  it('fills most labels: every Dutch one, and nearly all others', () => {
    let total = 0;
    let empty = 0;
    for (const table of Object.values(ENUMS)) {
      for (const code of table.codes) {
        const labels = (table.labels as Record<string, Record<string, string>>)[String(code)]!;
        expect(labels.nl).not.toBe('');
        total += 3;
        empty += ['fr', 'en', 'de'].filter((locale) => labels[locale] === '').length;
      }
    }
    expect(empty / total).toBeLessThan(0.01);
  });

  it('has the subtype counts of each type, with codes unique across types', () => {
    expect(SUBTYPES_BY_TYPE.APARTMENT.codes).toHaveLength(16);
    expect(SUBTYPES_BY_TYPE.GARAGE.codes).toHaveLength(6);
    expect(SUBTYPES_BY_TYPE.PLOT.codes).toHaveLength(15);
    expect(SUBTYPES_BY_TYPE.COMMERCIAL.codes).toHaveLength(46);
    expect(SUBTYPES_BY_TYPE.HOUSE.codes).toHaveLength(36);
    expect(SUBTYPE.codes).toHaveLength(16 + 6 + 15 + 46 + 36);
    expect(SUBTYPES_BY_TYPE.HOUSE.codes).toEqual(
      expect.arrayContaining(['VILLA', 'BUNGALOW', 'FARMHOUSE']),
    );
    expect(SUBTYPES_BY_TYPE.APARTMENT.codes).toEqual(
      expect.arrayContaining(['LOFT', 'PENTHOUSE', 'DUPLEX', 'STUDIO']),
    );
    expect(SUBTYPES_BY_TYPE.COMMERCIAL.codes).toEqual(
      expect.arrayContaining(['OFFICE', 'RESTAURANT']),
    );
  });

  it('has the American kitchen variants', () => {
    expect(KITCHEN.codes).toHaveLength(7);
    expect(enumLabel('kitchen', 'USA_EQUIPPED', 'fr')).toBe('Cuisine américaine équipée');
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

  it('keeps the free-on code UNKNWON as spelt in the product', () => {
    expect(FREE_ON.codes[0]).toBe('UNKNWON');
    expect(enumLabel('freeOn', 'UNKNWON', 'en')).toBe('Unknown');
  });

  it('labels planning values as the product does', () => {
    expect(PLANNING.codes).toEqual(['UNKNOWN', 'NO', 'YES', 'PENDING', 'BEFORE_1962']);
    expect(enumLabel('planning', 'UNKNOWN', 'en')).toBe('Not entered');
    expect(enumLabel('planning', 'PENDING', 'en')).toBe('In request');
    expect(enumLabel('planning', 'BEFORE_1962', 'en')).toBe('Built before 1962');
  });

  it('has the recent destination zone codes', () => {
    expect(RECENT_DESTINATION.codes).toEqual([
      'AG',
      'EG',
      'WIG',
      'WUG',
      'BG',
      'IGB',
      'RG',
      'GWG',
      'NG',
      'PG',
      'WG',
      'WGL',
      'WGR',
      'GG',
      'WCHE',
      'WP',
      'IAB',
      'GDR',
      'GVR',
      'LWAG',
      'NR',
      'GVON',
      'DVG',
      'NI',
    ]);
  });

  it('names countries in each language, with UNKNOWN, UK and YU', () => {
    expect(COUNTRY.codes).toEqual(
      expect.arrayContaining(['UNKNOWN', 'UK', 'YU', 'BE', 'NL', 'FR', 'DE']),
    );
    expect(new Set(COUNTRY.codes).size).toBe(COUNTRY.codes.length);
    expect(enumLabel('country', 'BE', 'nl')).toBe('België');
    expect(enumLabel('country', 'BE', 'fr')).toBe('Belgique');
    expect(enumLabel('country', 'DE', 'de')).toBe('Deutschland');
    expect(enumLabel('country', 'UK', 'en')).toBe('United Kingdom');
    expect(enumLabel('country', 'YU', 'nl')).toBe('Joegoslavië');
    expect(enumLabel('country', 'UNKNOWN', 'fr')).toBe('Inconnu');
    for (const code of COUNTRY.codes) {
      // Intl knows every code: none falls back to the bare code.
      expect(COUNTRY.labels[code].en).not.toBe(code);
    }
  });
});
