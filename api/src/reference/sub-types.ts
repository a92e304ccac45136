/**
 * Subtypes per head type (SPEC §3 "subtypes per type"), ids unique over all head types:
 * the hundreds give the head type (101-109 houses, 201-208 apartments, 301-304 plots, 401-403
 * offices, 501-505 commercial, 601-603 industrial, 701-704 garages, 901-903 projects, 1001-1003
 * investment properties). A demo subset of the product's full lists, names in four languages.
 */
import { names, type Names } from './locales';

export interface SubTypeRef {
  id: number;
  headTypeId: number;
  key: string;
  name: Names;
}

const s = (id: number, headTypeId: number, key: string, name: Names): SubTypeRef => ({
  id,
  headTypeId,
  key,
  name,
});

/** Every subtype, grouped by head type, in id order. */
export const SUB_TYPES: readonly SubTypeRef[] = [
  s(101, 1, 'HOUSE', names('Woning', 'Maison', 'House', 'Haus')),
  s(102, 1, 'VILLA', names('Villa', 'Villa', 'Villa', 'Villa')),
  s(103, 1, 'BUNGALOW', names('Bungalow', 'Bungalow', 'Bungalow', 'Bungalow')),
  s(104, 1, 'FARMHOUSE', names('Hoeve', 'Fermette', 'Farmhouse', 'Bauernhaus')),
  s(105, 1, 'MANSION', names('Herenhuis', 'Maison de maître', 'Mansion', 'Herrenhaus')),
  s(
    106,
    1,
    'TERRACED_HOUSE',
    names('Rijwoning', 'Maison mitoyenne', 'Terraced house', 'Reihenhaus'),
  ),
  s(107, 1, 'CHALET', names('Chalet', 'Chalet', 'Chalet', 'Chalet')),
  s(108, 1, 'CASTLE', names('Kasteel', 'Château', 'Castle', 'Schloss')),
  s(109, 1, 'COUNTRY_HOUSE', names('Landhuis', 'Maison de campagne', 'Country house', 'Landhaus')),
  s(201, 2, 'APARTMENT', names('Appartement', 'Appartement', 'Apartment', 'Wohnung')),
  s(202, 2, 'STUDIO', names('Studio', 'Studio', 'Studio', 'Studio')),
  s(203, 2, 'PENTHOUSE', names('Penthouse', 'Penthouse', 'Penthouse', 'Penthouse')),
  s(204, 2, 'LOFT', names('Loft', 'Loft', 'Loft', 'Loft')),
  s(205, 2, 'DUPLEX', names('Duplex', 'Duplex', 'Duplex', 'Maisonette')),
  s(
    206,
    2,
    'GROUND_FLOOR',
    names('Gelijkvloers appartement', 'Rez-de-chaussée', 'Ground-floor flat', 'Erdgeschosswohnung'),
  ),
  s(
    207,
    2,
    'SERVICE_FLAT',
    names('Serviceflat', 'Résidence-services', 'Service flat', 'Seniorenwohnung'),
  ),
  s(
    208,
    2,
    'STUDENT_ROOM',
    names('Studentenkamer', 'Kot étudiant', 'Student room', 'Studentenzimmer'),
  ),
  s(
    301,
    3,
    'BUILDING_PLOT',
    names('Bouwgrond', 'Terrain à bâtir', 'Building plot', 'Baugrundstück'),
  ),
  s(
    302,
    3,
    'AGRICULTURAL_LAND',
    names('Landbouwgrond', 'Terrain agricole', 'Agricultural land', 'Ackerland'),
  ),
  s(303, 3, 'WOODLAND', names('Bosgrond', 'Bois', 'Woodland', 'Waldgrundstück')),
  s(
    304,
    3,
    'RECREATIONAL_PLOT',
    names('Recreatiegrond', 'Terrain de loisirs', 'Recreational plot', 'Freizeitgrundstück'),
  ),
  s(401, 4, 'OFFICE', names('Kantoor', 'Bureau', 'Office', 'Büro')),
  s(
    402,
    4,
    'OFFICE_BUILDING',
    names('Kantoorgebouw', 'Immeuble de bureaux', 'Office building', 'Bürogebäude'),
  ),
  s(403, 4, 'PRACTICE', names('Praktijkruimte', 'Cabinet', 'Practice', 'Praxis')),
  s(501, 5, 'SHOP', names('Winkel', 'Magasin', 'Shop', 'Ladenlokal')),
  s(502, 5, 'RESTAURANT', names('Restaurant', 'Restaurant', 'Restaurant', 'Restaurant')),
  s(503, 5, 'CAFE', names('Café', 'Café', 'Café', 'Kneipe')),
  s(504, 5, 'HOTEL', names('Hotel', 'Hôtel', 'Hotel', 'Hotel')),
  s(
    505,
    5,
    'RETAIL_GROUND_FLOOR',
    names('Handelsgelijkvloers', 'Rez commercial', 'Retail ground floor', 'Gewerbefläche'),
  ),
  s(601, 6, 'WAREHOUSE', names('Magazijn', 'Entrepôt', 'Warehouse', 'Lagerhalle')),
  s(602, 6, 'WORKSHOP', names('Werkplaats', 'Atelier', 'Workshop', 'Werkstatt')),
  s(
    603,
    6,
    'INDUSTRIAL_BUILDING',
    names('Industriegebouw', 'Bâtiment industriel', 'Industrial building', 'Industriegebäude'),
  ),
  s(701, 7, 'GARAGE_BOX', names('Garagebox', 'Box de garage', 'Lock-up garage', 'Garagenbox')),
  s(
    702,
    7,
    'PARKING_SPACE',
    names('Staanplaats', 'Emplacement de parking', 'Parking space', 'Stellplatz'),
  ),
  s(
    703,
    7,
    'UNDERGROUND_PARKING',
    names(
      'Ondergrondse staanplaats',
      'Parking souterrain',
      'Underground parking space',
      'Tiefgaragenstellplatz',
    ),
  ),
  s(704, 7, 'CARPORT', names('Carport', 'Carport', 'Carport', 'Carport')),
  s(
    901,
    9,
    'NEW_BUILD_PROJECT',
    names('Nieuwbouwproject', 'Projet neuf', 'New-build project', 'Neubauprojekt'),
  ),
  s(
    902,
    9,
    'RENOVATION_PROJECT',
    names('Renovatieproject', 'Projet de rénovation', 'Renovation project', 'Sanierungsprojekt'),
  ),
  s(
    903,
    9,
    'MIXED_USE_PROJECT',
    names('Gemengd project', 'Projet mixte', 'Mixed-use project', 'Gemischt genutztes Projekt'),
  ),
  s(
    1001,
    10,
    'APARTMENT_BUILDING',
    names(
      'Appartementsgebouw',
      'Immeuble à appartements',
      'Apartment building',
      'Mehrfamilienhaus',
    ),
  ),
  s(
    1002,
    10,
    'MIXED_BUILDING',
    names('Gemengd gebouw', 'Immeuble mixte', 'Mixed-use building', 'Wohn- und Geschäftshaus'),
  ),
  s(
    1003,
    10,
    'STUDENT_HOUSING',
    names('Studentenhuis', 'Maison kots', 'Student housing', 'Studentenwohnheim'),
  ),
];

/**
 * The subtype of an id.
 * @returns the reference row, or undefined for an unknown id
 */
export function subTypeById(id: number): SubTypeRef | undefined {
  return SUB_TYPES.find((t) => t.id === id);
}

/**
 * The subtypes of one head type.
 * @param headTypeId a head type id (see head-types.ts)
 * @returns the subtypes in id order (empty for an unknown head type)
 */
export function subTypesOf(headTypeId: number): SubTypeRef[] {
  return SUB_TYPES.filter((t) => t.headTypeId === headTypeId);
}
