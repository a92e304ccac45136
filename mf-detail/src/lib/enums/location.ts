/**
 * Enumerations of the place, its use and its planning status (SPEC §3 Enumerations), which the
 * detail page names.
 * Rows are `[code, nl, fr, en, de]`.
 */
import { LOCALES } from 'shared/domain';
import { defineEnum, type EnumLabels, type EnumTable } from 'api/contract/enums';

/** Intended use of the dwelling. */
// prettier-ignore
export const DESTINATION = defineEnum([
  ['MAIN_RESIDENCE', 'Hoofdverblijf', 'Résidence principale', 'Main residence', 'Hauptwohnsitz'],
  ['VACATION_RESIDENCE', 'Tweede verblijf', 'Résidence secondaire', 'Holiday residence', 'Ferienwohnsitz'],
  ['STUDENT_RESIDENCE', 'Studentenverblijf', 'Logement étudiant', 'Student residence', 'Studentenwohnung'],
]);

/** Surroundings. */
// prettier-ignore
export const ENVIRONMENT = defineEnum([
  ['TOWN', 'Stad', 'Ville', 'Town', 'Stadt'],
  ['RESIDENTIAL', 'Residentieel', 'Résidentiel', 'Residential', 'Wohngegend'],
  ['COUNTRYSIDE', 'Landelijk', 'Campagne', 'Countryside', 'Ländlich'],
  ['VILLAGE', 'Dorp', 'Village', 'Village', 'Dorf'],
  ['SUBURBAN_AREA', 'Randstedelijk', 'Périurbain', 'Suburban area', 'Stadtrand'],
  ['CRAFT_INDUSTRY', 'Ambachtelijke zone', 'Zone artisanale', 'Craft industry area', 'Handwerksgebiet'],
  ['INDUSTRIAL', 'Industriezone', 'Zone industrielle', 'Industrial area', 'Industriegebiet'],
  ['SEA_BEACH_DUNE', 'Zee, strand en duinen', 'Mer, plage et dunes', 'Sea, beach and dunes', 'Meer, Strand und Dünen'],
]);

/** When the estate is free. The first code is spelt UNKNWON, as in the product (SPEC §3). */
// prettier-ignore
export const FREE_ON = defineEnum([
  ['UNKNWON', 'Onbekend', 'Inconnu', 'Unknown', 'Unbekannt'],
  ['IMMEDIATE', 'Onmiddellijk', 'Immédiatement', 'Immediately', 'Sofort'],
  ['DEED', 'Bij akte', "À l'acte", 'On signing the deed', 'Bei Beurkundung'],
  ['AFTER_NOTICE_PERIOD', 'Na opzegperiode', 'Après préavis', 'After the notice period', 'Nach Kündigungsfrist'],
  ['DELIVERY', 'Bij oplevering', 'À la livraison', 'On completion', 'Bei Fertigstellung'],
  ['TBD', 'Te bespreken', 'À convenir', 'To be agreed', 'Nach Vereinbarung'],
]);

/** State of the garden. */
// prettier-ignore
export const GARDEN = defineEnum([
  ['NOT_CONSTRUCTED', 'Niet aangelegd', 'Non aménagé', 'Not landscaped', 'Nicht angelegt'],
  ['ONLY_LAWN', 'Enkel gazon', 'Pelouse uniquement', 'Lawn only', 'Nur Rasen'],
  ['FULLY_LANDSCAPED', 'Volledig aangelegd', 'Entièrement aménagé', 'Fully landscaped', 'Vollständig angelegt'],
]);

/** Names of the numeric geo precision codes (SPEC §3). */
export const GEO_PRECISION_NAME = {
  0: 'NO_DATA',
  1: 'GEOMETRIC_CENTER',
  2: 'RANGE_INTERPOLATED',
  3: 'ROOFTOP',
} as const;

/** Geo precision of the map point, numeric: 0 no data ... 3 the exact building. */
// prettier-ignore
export const GEO_PRECISION = defineEnum([
  [0, 'Geen gegevens', 'Pas de données', 'No data', 'Keine Daten'],
  [1, 'Midden van de zone', 'Centre de la zone', 'Geometric centre', 'Geometrischer Mittelpunkt'],
  [2, 'Geïnterpoleerd adres', 'Adresse interpolée', 'Interpolated address', 'Interpolierte Adresse'],
  [3, 'Exact adres', 'Adresse exacte', 'Exact address', 'Genaue Adresse'],
]);

/** Compass orientation (e.g. of the garden). */
export const ORIENTATION = defineEnum([
  ['N', 'Noord', 'Nord', 'North', 'Nord'],
  ['NE', 'Noordoost', 'Nord-est', 'North-east', 'Nordost'],
  ['E', 'Oost', 'Est', 'East', 'Ost'],
  ['SE', 'Zuidoost', 'Sud-est', 'South-east', 'Südost'],
  ['S', 'Zuid', 'Sud', 'South', 'Süd'],
  ['SW', 'Zuidwest', 'Sud-ouest', 'South-west', 'Südwest'],
  ['W', 'West', 'Ouest', 'West', 'West'],
  ['NW', 'Noordwest', 'Nord-ouest', 'North-west', 'Nordwest'],
]);

/** Planning permission and similar yes/no questions of the planning tab. */
// prettier-ignore
export const PLANNING = defineEnum([
  ['UNKNOWN', 'Niet ingegeven', 'Non renseigné', 'Not entered', 'Nicht angegeben'],
  ['NO', 'Nee', 'Non', 'No', 'Nein'],
  ['YES', 'Ja', 'Oui', 'Yes', 'Ja'],
  ['PENDING', 'In aanvraag', 'En demande', 'In request', 'Beantragt'],
  ['BEFORE_1962', 'Gebouwd voor 1962', 'Construit avant 1962', 'Built before 1962', 'Vor 1962 gebaut'],
]);

/**
 * Most recent planning destination (zoning) of the parcel, Flemish zone codes. As in the product,
 * a few labels are missing in German; they show as empty text (SPEC §5).
 */
// prettier-ignore
export const RECENT_DESTINATION = defineEnum([
  ['AG', 'Agrarisch gebied', 'Zone agricole', 'Agricultural area', 'Agrargebiet'],
  ['EG', 'Economisch gebied', "Zone d'activité économique", 'Economic activity area', 'Gewerbegebiet'],
  ['WIG', 'Woongebied met industrieel karakter', "Zone d'habitat à caractère industriel", 'Residential area with an industrial character', 'Wohngebiet mit industriellem Charakter'],
  ['WUG', 'Woonuitbreidingsgebied', "Zone d'extension d'habitat", 'Residential expansion area', 'Wohnerweiterungsgebiet'],
  ['BG', 'Bosgebied', 'Zone forestière', 'Forest area', 'Waldgebiet'],
  ['IGB', 'Industriegebied', 'Zone industrielle', 'Industrial area', 'Industriegebiet'],
  ['RG', 'Recreatiegebied', 'Zone de loisirs', 'Recreational area', 'Erholungsgebiet'],
  ['GWG', 'Gemengd woon- en werkgebied', "Zone mixte d'habitat et d'activité", 'Mixed residential and business area', 'Mischgebiet'],
  ['NG', 'Natuurgebied', 'Zone naturelle', 'Nature area', 'Naturgebiet'],
  ['PG', 'Parkgebied', 'Zone de parc', 'Park area', 'Parkgebiet'],
  ['WG', 'Woongebied', "Zone d'habitat", 'Residential area', 'Wohngebiet'],
  ['WGL', 'Woongebied met landelijk karakter', "Zone d'habitat à caractère rural", 'Residential area with a rural character', 'Wohngebiet mit ländlichem Charakter'],
  ['WGR', 'Woongebied met recreatief karakter', "Zone d'habitat à caractère récréatif", 'Residential area with a recreational character', 'Wohngebiet mit Erholungscharakter'],
  ['GG', 'Gebied voor gemeenschapsvoorzieningen en openbaar nut', "Zone de services publics et d'équipements communautaires", 'Community and public utility area', 'Gebiet für Gemeinbedarf und Versorgung'],
  ['WCHE', 'Woongebied met culturele, historische en/of esthetische waarde', "Zone d'habitat d'intérêt culturel, historique et/ou esthétique", 'Residential area of cultural, historical and/or aesthetic value', 'Wohngebiet von kulturellem, historischem und/oder ästhetischem Wert'],
  ['WP', 'Woonpark', 'Parc résidentiel', 'Residential park', 'Wohnpark'],
  ['IAB', 'Gebied voor ambachtelijke bedrijven en kmo’s', "Zone d'artisanat et de PME", 'Area for craft businesses and SMEs', 'Gebiet für Handwerksbetriebe und KMU'],
  ['GDR', 'Gebied voor dagrecreatie', 'Zone de loisirs de jour', 'Day recreation area', 'Gebiet für Tageserholung'],
  ['GVR', 'Gebied voor verblijfsrecreatie', 'Zone de loisirs avec séjour', 'Residential recreation area', 'Gebiet für Aufenthaltserholung'],
  ['LWAG', 'Landschappelijk waardevol agrarisch gebied', "Zone agricole d'intérêt paysager", 'Agricultural area of landscape value', 'Landschaftlich wertvolles Agrargebiet'],
  ['NR', 'Natuurreservaat', 'Réserve naturelle', 'Nature reserve', 'Naturschutzgebiet'],
  ['GVON', 'Gebied voor ontginning', "Zone d'extraction", 'Extraction area', ''],
  ['DVG', 'Dienstverleningsgebied', 'Zone de services', 'Service area', ''],
  ['NI', 'Niet ingekleurd', 'Non affecté', 'Not zoned', 'Nicht ausgewiesen'],
]);

/**
 * Country codes: UNKNOWN, the ISO 3166-1 two-letter codes and Kosovo (XK), and the old codes UK
 * (United Kingdom) and YU (Yugoslavia) that the product still uses.
 */
// prettier-ignore
export const COUNTRY_CODES = [
  'UNKNOWN',
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ',
  'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW',
  'CX', 'CY', 'CZ',
  'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ',
  'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET',
  'FI', 'FJ', 'FK', 'FM', 'FO', 'FR',
  'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT',
  'GU', 'GW', 'GY',
  'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT',
  'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ',
  'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY',
  'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS',
  'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ',
  'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ',
  'OM',
  'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY',
  'QA',
  'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ',
  'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ',
  'UA', 'UG', 'UK', 'UM', 'US', 'UY', 'UZ',
  'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU',
  'WF', 'WS',
  'XK',
  'YE', 'YT', 'YU',
  'ZA', 'ZM', 'ZW',
] as const;

/** A country code of COUNTRY_CODES. */
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Countries whose label does not come from Intl (not a current ISO code). */
const COUNTRY_LABELS: Partial<Record<CountryCode, EnumLabels>> = {
  UNKNOWN: { nl: 'Onbekend', fr: 'Inconnu', en: 'Unknown', de: 'Unbekannt' },
  YU: { nl: 'Joegoslavië', fr: 'Yougoslavie', en: 'Yugoslavia', de: 'Jugoslawien' },
};

/** The country labels, made with Intl.DisplayNames on first use. */
function countryLabels(): Record<CountryCode, EnumLabels> {
  const names = LOCALES.map(
    (locale) => [locale, new Intl.DisplayNames([locale], { type: 'region' })] as const,
  );
  const labels = {} as Record<CountryCode, EnumLabels>;
  for (const code of COUNTRY_CODES) {
    labels[code] =
      COUNTRY_LABELS[code] ??
      (Object.freeze(
        Object.fromEntries(names.map(([locale, display]) => [locale, display.of(code) ?? ''])),
      ) as EnumLabels);
  }
  return Object.freeze(labels);
}

let countryLabelCache: Record<CountryCode, EnumLabels> | null = null;

/**
 * Countries (SPEC §3: two-letter codes including UNKNOWN, UK and YU). The names come from
 * Intl.DisplayNames in each language, built on first read of `labels`.
 */
export const COUNTRY: EnumTable<CountryCode> = {
  codes: COUNTRY_CODES,
  get labels() {
    countryLabelCache ??= countryLabels();
    return countryLabelCache;
  },
};
