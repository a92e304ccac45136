/**
 * Municipalities of the demo estates: real Belgian municipalities in Flanders, Brussels and
 * Wallonia (and a few across the border), with their main postal code, names in the four site
 * languages, approximate centre coordinates, region, country, a relative weight of how many
 * estates they get and a price index (1 = regional average).
 */
import type { LocalizedText } from 'shared/domain';
import { names, type Names } from '../reference/locales';

export type Region = 'FLANDERS' | 'BRUSSELS' | 'WALLONIA';
/** Which street-name list a municipality uses. */
export type StreetStyle = 'nl' | 'fr' | 'bilingual' | 'de';

export interface DemoCity {
  id: number;
  zip: string;
  name: Names;
  /** Names in other languages a visitor may know the place by (SPEC §3 City alias). */
  alias?: LocalizedText;
  lat: number;
  lon: number;
  /** Belgian region, null abroad. */
  region: Region | null;
  country: string;
  weight: number;
  priceIndex: number;
  streets: StreetStyle;
  coast?: boolean;
}

type Row = [
  zip: string,
  name: Names,
  lat: number,
  lon: number,
  region: Region | null,
  country: string,
  weight: number,
  priceIndex: number,
  streets: StreetStyle,
  coast?: boolean,
];

const ROWS: Row[] = [
  [
    '2000',
    names('Antwerpen', 'Anvers', 'Antwerp', 'Antwerpen'),
    51.2194,
    4.4025,
    'FLANDERS',
    'BE',
    24,
    1.15,
    'nl',
  ],
  [
    '9000',
    names('Gent', 'Gand', 'Ghent', 'Gent'),
    51.0543,
    3.7174,
    'FLANDERS',
    'BE',
    24,
    1.2,
    'nl',
  ],
  [
    '8000',
    names('Brugge', 'Bruges', 'Bruges', 'Brügge'),
    51.2093,
    3.2247,
    'FLANDERS',
    'BE',
    16,
    1.15,
    'nl',
  ],
  [
    '3000',
    names('Leuven', 'Louvain', 'Leuven', 'Löwen'),
    50.8798,
    4.7005,
    'FLANDERS',
    'BE',
    16,
    1.25,
    'nl',
  ],
  [
    '2800',
    names('Mechelen', 'Malines', 'Mechelen', 'Mecheln'),
    51.0259,
    4.4776,
    'FLANDERS',
    'BE',
    12,
    1.1,
    'nl',
  ],
  [
    '3500',
    names('Hasselt', 'Hasselt', 'Hasselt', 'Hasselt'),
    50.9307,
    5.3325,
    'FLANDERS',
    'BE',
    12,
    1.0,
    'nl',
  ],
  [
    '8500',
    names('Kortrijk', 'Courtrai', 'Kortrijk', 'Kortrijk'),
    50.828,
    3.2649,
    'FLANDERS',
    'BE',
    10,
    0.95,
    'nl',
  ],
  [
    '8400',
    names('Oostende', 'Ostende', 'Ostend', 'Ostende'),
    51.2154,
    2.9287,
    'FLANDERS',
    'BE',
    12,
    1.1,
    'nl',
    true,
  ],
  [
    '9300',
    names('Aalst', 'Alost', 'Aalst', 'Aalst'),
    50.9378,
    4.041,
    'FLANDERS',
    'BE',
    8,
    0.95,
    'nl',
  ],
  [
    '9100',
    names('Sint-Niklaas', 'Saint-Nicolas', 'Sint-Niklaas', 'Sint-Niklaas'),
    51.165,
    4.1437,
    'FLANDERS',
    'BE',
    7,
    0.95,
    'nl',
  ],
  ['3600', names('Genk', 'Genk', 'Genk', 'Genk'), 50.965, 5.5008, 'FLANDERS', 'BE', 7, 0.85, 'nl'],
  [
    '8800',
    names('Roeselare', 'Roulers', 'Roeselare', 'Roeselare'),
    50.9469,
    3.1227,
    'FLANDERS',
    'BE',
    6,
    0.9,
    'nl',
  ],
  [
    '2300',
    names('Turnhout', 'Turnhout', 'Turnhout', 'Turnhout'),
    51.3227,
    4.9447,
    'FLANDERS',
    'BE',
    6,
    0.9,
    'nl',
  ],
  [
    '8300',
    names('Knokke-Heist', 'Knokke-Heist', 'Knokke-Heist', 'Knokke-Heist'),
    51.35,
    3.265,
    'FLANDERS',
    'BE',
    9,
    2.0,
    'nl',
    true,
  ],
  [
    '3700',
    names('Tongeren', 'Tongres', 'Tongeren', 'Tongern'),
    50.7806,
    5.4642,
    'FLANDERS',
    'BE',
    5,
    0.85,
    'nl',
  ],
  [
    '8900',
    names('Ieper', 'Ypres', 'Ypres', 'Ypern'),
    50.8503,
    2.8853,
    'FLANDERS',
    'BE',
    5,
    0.85,
    'nl',
  ],
  ['2500', names('Lier', 'Lierre', 'Lier', 'Lier'), 51.1313, 4.57, 'FLANDERS', 'BE', 6, 1.05, 'nl'],
  [
    '9200',
    names('Dendermonde', 'Termonde', 'Dendermonde', 'Dendermonde'),
    51.0286,
    4.1011,
    'FLANDERS',
    'BE',
    5,
    0.9,
    'nl',
  ],
  ['2440', names('Geel', 'Geel', 'Geel', 'Geel'), 51.1617, 4.9906, 'FLANDERS', 'BE', 4, 0.9, 'nl'],
  [
    '8660',
    names('De Panne', 'La Panne', 'De Panne', 'De Panne'),
    51.0997,
    2.593,
    'FLANDERS',
    'BE',
    6,
    1.3,
    'nl',
    true,
  ],
  [
    '1000',
    names('Brussel', 'Bruxelles', 'Brussels', 'Brüssel'),
    50.8467,
    4.3525,
    'BRUSSELS',
    'BE',
    20,
    1.1,
    'bilingual',
  ],
  [
    '1050',
    names('Elsene', 'Ixelles', 'Ixelles', 'Ixelles'),
    50.8333,
    4.3667,
    'BRUSSELS',
    'BE',
    12,
    1.2,
    'bilingual',
  ],
  [
    '1180',
    names('Ukkel', 'Uccle', 'Uccle', 'Uccle'),
    50.8,
    4.3333,
    'BRUSSELS',
    'BE',
    10,
    1.3,
    'bilingual',
  ],
  [
    '1040',
    names('Etterbeek', 'Etterbeek', 'Etterbeek', 'Etterbeek'),
    50.8361,
    4.3861,
    'BRUSSELS',
    'BE',
    7,
    1.1,
    'bilingual',
  ],
  [
    '1060',
    names('Sint-Gillis', 'Saint-Gilles', 'Saint-Gilles', 'Sankt Gillis'),
    50.8268,
    4.3457,
    'BRUSSELS',
    'BE',
    7,
    1.0,
    'bilingual',
  ],
  [
    '1030',
    names('Schaarbeek', 'Schaerbeek', 'Schaerbeek', 'Schaerbeek'),
    50.8676,
    4.3737,
    'BRUSSELS',
    'BE',
    8,
    0.9,
    'bilingual',
  ],
  [
    '1200',
    names(
      'Sint-Lambrechts-Woluwe',
      'Woluwe-Saint-Lambert',
      'Woluwe-Saint-Lambert',
      'Sint-Lambrechts-Woluwe',
    ),
    50.8469,
    4.4256,
    'BRUSSELS',
    'BE',
    6,
    1.2,
    'bilingual',
  ],
  [
    '4000',
    names('Luik', 'Liège', 'Liège', 'Lüttich'),
    50.6326,
    5.5797,
    'WALLONIA',
    'BE',
    16,
    0.95,
    'fr',
  ],
  [
    '5000',
    names('Namen', 'Namur', 'Namur', 'Namur'),
    50.4674,
    4.872,
    'WALLONIA',
    'BE',
    12,
    1.05,
    'fr',
  ],
  [
    '7000',
    names('Bergen', 'Mons', 'Mons', 'Bergen'),
    50.4542,
    3.9523,
    'WALLONIA',
    'BE',
    9,
    0.9,
    'fr',
  ],
  [
    '6000',
    names('Charleroi', 'Charleroi', 'Charleroi', 'Charleroi'),
    50.4108,
    4.4446,
    'WALLONIA',
    'BE',
    10,
    0.75,
    'fr',
  ],
  [
    '7500',
    names('Doornik', 'Tournai', 'Tournai', 'Doornik'),
    50.6056,
    3.3878,
    'WALLONIA',
    'BE',
    6,
    0.9,
    'fr',
  ],
  [
    '1300',
    names('Waver', 'Wavre', 'Wavre', 'Wavre'),
    50.7167,
    4.6,
    'WALLONIA',
    'BE',
    7,
    1.25,
    'fr',
  ],
  [
    '1400',
    names('Nijvel', 'Nivelles', 'Nivelles', 'Nivelles'),
    50.5981,
    4.3286,
    'WALLONIA',
    'BE',
    6,
    1.15,
    'fr',
  ],
  [
    '4700',
    names('Eupen', 'Eupen', 'Eupen', 'Eupen'),
    50.6297,
    6.0321,
    'WALLONIA',
    'BE',
    5,
    1.0,
    'de',
  ],
  [
    '6700',
    names('Aarlen', 'Arlon', 'Arlon', 'Arel'),
    49.6833,
    5.8167,
    'WALLONIA',
    'BE',
    6,
    1.2,
    'fr',
  ],
  ['4900', names('Spa', 'Spa', 'Spa', 'Spa'), 50.4925, 5.865, 'WALLONIA', 'BE', 4, 1.0, 'fr'],
  [
    '6940',
    names('Durbuy', 'Durbuy', 'Durbuy', 'Durbuy'),
    50.3529,
    5.4563,
    'WALLONIA',
    'BE',
    4,
    1.0,
    'fr',
  ],
  [
    '5500',
    names('Dinant', 'Dinant', 'Dinant', 'Dinant'),
    50.2606,
    4.9122,
    'WALLONIA',
    'BE',
    4,
    0.85,
    'fr',
  ],
  [
    '1340',
    names(
      'Ottignies-Louvain-la-Neuve',
      'Ottignies-Louvain-la-Neuve',
      'Ottignies-Louvain-la-Neuve',
      'Ottignies-Louvain-la-Neuve',
    ),
    50.6681,
    4.6118,
    'WALLONIA',
    'BE',
    6,
    1.2,
    'fr',
  ],
  [
    '4780',
    names('Sankt Vith', 'Saint-Vith', 'Sankt Vith', 'Sankt Vith'),
    50.2833,
    6.1275,
    'WALLONIA',
    'BE',
    3,
    0.95,
    'de',
  ],
  ['59000', names('Rijsel', 'Lille', 'Lille', 'Lille'), 50.6292, 3.0573, null, 'FR', 3, 1.1, 'fr'],
  [
    '59140',
    names('Duinkerke', 'Dunkerque', 'Dunkirk', 'Dünkirchen'),
    51.0343,
    2.3768,
    null,
    'FR',
    2,
    0.9,
    'fr',
    true,
  ],
  [
    '6211',
    names('Maastricht', 'Maastricht', 'Maastricht', 'Maastricht'),
    50.8514,
    5.691,
    null,
    'NL',
    3,
    1.3,
    'nl',
  ],
  [
    '1009',
    names('Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg'),
    49.6116,
    6.1319,
    null,
    'LU',
    4,
    1.6,
    'fr',
  ],
];

/**
 * Official names of a municipality: Dutch and French in Brussels, German in the east cantons,
 * French in Wallonia, France and Luxembourg, else Dutch.
 */
function officialNames(row: Row): string[] {
  const [, name, , , region, country, , , streets] = row;
  if (streets === 'bilingual') return [name.nl, name.fr];
  if (streets === 'de') return [name.de];
  if (country === 'FR' || country === 'LU' || region === 'WALLONIA') return [name.fr];
  return [name.nl];
}

/**
 * Aliases (SPEC §3 City alias): per language, the official names that differ from the name in
 * that language, e.g. Luik has the alias Liège in Dutch, Brussels has "Brussel / Bruxelles" in English.
 */
function aliasOf(row: Row): LocalizedText | undefined {
  const official = officialNames(row);
  const out: LocalizedText = {};
  for (const [lang, value] of Object.entries(row[1]) as [keyof Names, string][]) {
    const others = official.filter((n) => n !== value);
    if (others.length > 0) out[lang] = others.join(' / ');
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The demo municipalities, ids 1 to 45 in table order. */
export const DEMO_CITIES: readonly DemoCity[] = ROWS.map((row, index) => {
  const [zip, name, lat, lon, region, country, weight, priceIndex, streets, coast] = row;
  const alias = aliasOf(row);
  return {
    id: index + 1,
    zip,
    name,
    ...(alias ? { alias } : {}),
    lat,
    lon,
    region,
    country,
    weight,
    priceIndex,
    streets,
    ...(coast ? { coast } : {}),
  };
});

/** Dutch street names (Flanders, the Netherlands). */
export const STREETS_NL: readonly string[] = [
  'Kerkstraat',
  'Stationsstraat',
  'Molenstraat',
  'Dorpsstraat',
  'Nieuwstraat',
  'Schoolstraat',
  'Kapelstraat',
  'Veldstraat',
  'Beukenlaan',
  'Lindelaan',
  'Kastanjelaan',
  'Koning Albertlaan',
  'Leopoldlaan',
  'Zandstraat',
  'Hoogstraat',
  'Meersstraat',
  'Brugstraat',
  'Vaartstraat',
  'Populierenlaan',
  'Sint-Jansstraat',
];

/** French street names (Wallonia, France, Luxembourg). */
export const STREETS_FR: readonly string[] = [
  'Rue de la Station',
  "Rue de l'Église",
  'Rue du Moulin',
  'Chaussée de Bruxelles',
  'Avenue des Tilleuls',
  'Rue Haute',
  'Rue des Écoles',
  'Rue du Château',
  'Rue de la Gare',
  'Avenue Albert Ier',
  'Rue Saint-Martin',
  'Rue des Prés',
  'Rue du Centre',
  'Place communale',
  'Rue de Namur',
  'Rue des Champs',
];

/** Bilingual street names of Brussels: [Dutch, French]. */
export const STREETS_BRUSSELS: readonly (readonly [string, string])[] = [
  ['Louizalaan', 'Avenue Louise'],
  ['Kerkstraat', "Rue de l'Église"],
  ['Stationsstraat', 'Rue de la Station'],
  ['Koningsstraat', 'Rue Royale'],
  ['Waversesteenweg', 'Chaussée de Wavre'],
  ['Vleurgatsesteenweg', 'Chaussée de Vleurgat'],
  ['Tervurenlaan', 'Avenue de Tervueren'],
  ['Alsembergsesteenweg', "Chaussée d'Alsemberg"],
  ['Haachtsesteenweg', 'Chaussée de Haecht'],
  ['Baron Hortastraat', 'Rue Baron Horta'],
];

/** German street names (the east cantons). */
export const STREETS_DE: readonly string[] = [
  'Bahnhofstraße',
  'Kirchstraße',
  'Hauptstraße',
  'Aachener Straße',
  'Klosterstraße',
  'Bergstraße',
  'Neustraße',
  'Schulstraße',
];
