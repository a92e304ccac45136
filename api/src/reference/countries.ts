/** Countries of the demo estates (SPEC §3 country codes, two letters), names in four languages. */
import { names, type Names } from './locales';

export interface CountryRef {
  id: string;
  name: Names;
}

/** The countries estates can be in. */
export const COUNTRIES: readonly CountryRef[] = [
  { id: 'BE', name: names('België', 'Belgique', 'Belgium', 'Belgien') },
  { id: 'FR', name: names('Frankrijk', 'France', 'France', 'Frankreich') },
  { id: 'NL', name: names('Nederland', 'Pays-Bas', 'Netherlands', 'Niederlande') },
  { id: 'LU', name: names('Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg') },
  { id: 'DE', name: names('Duitsland', 'Allemagne', 'Germany', 'Deutschland') },
];

/**
 * The country of a code.
 * @returns the reference row, or a row named after the code itself for a code not in the table
 */
export function countryById(id: string): CountryRef {
  return COUNTRIES.find((c) => c.id === id) ?? { id, name: names(id, id, id, id) };
}
