/**
 * Room types of an estate's layout. Ids 1, 5, 6, 10, 14 and 16 are SPEC §3's counting ids
 * (bedroom, bathroom, garage, terrace, parking space, toilet); the others are ours.
 */
import { names, type Names } from './locales';

export interface RoomTypeRef {
  id: number;
  key: string;
  name: Names;
}

/** Room type ids by key (SPEC §3 "Room type ids used for counting" plus the other rooms). */
export const ROOM = {
  BEDROOM: 1,
  LIVING_ROOM: 2,
  KITCHEN: 3,
  DINING_ROOM: 4,
  BATHROOM: 5,
  GARAGE: 6,
  STUDY: 7,
  LAUNDRY: 8,
  CELLAR: 9,
  TERRACE: 10,
  GARDEN: 11,
  ATTIC: 12,
  STORAGE: 13,
  PARKING_SPACE: 14,
  HALL: 15,
  TOILET: 16,
  DRESSING: 17,
  VERANDA: 18,
  SALES_AREA: 19,
  WORKSPACE: 20,
} as const;

/** Every room type, in id order. */
export const ROOM_TYPES: readonly RoomTypeRef[] = [
  { id: 1, key: 'BEDROOM', name: names('Slaapkamer', 'Chambre', 'Bedroom', 'Schlafzimmer') },
  { id: 2, key: 'LIVING_ROOM', name: names('Woonkamer', 'Séjour', 'Living room', 'Wohnzimmer') },
  { id: 3, key: 'KITCHEN', name: names('Keuken', 'Cuisine', 'Kitchen', 'Küche') },
  {
    id: 4,
    key: 'DINING_ROOM',
    name: names('Eetkamer', 'Salle à manger', 'Dining room', 'Esszimmer'),
  },
  { id: 5, key: 'BATHROOM', name: names('Badkamer', 'Salle de bains', 'Bathroom', 'Badezimmer') },
  { id: 6, key: 'GARAGE', name: names('Garage', 'Garage', 'Garage', 'Garage') },
  { id: 7, key: 'STUDY', name: names('Bureau', 'Bureau', 'Study', 'Arbeitszimmer') },
  { id: 8, key: 'LAUNDRY', name: names('Wasplaats', 'Buanderie', 'Laundry room', 'Waschküche') },
  { id: 9, key: 'CELLAR', name: names('Kelder', 'Cave', 'Cellar', 'Keller') },
  { id: 10, key: 'TERRACE', name: names('Terras', 'Terrasse', 'Terrace', 'Terrasse') },
  { id: 11, key: 'GARDEN', name: names('Tuin', 'Jardin', 'Garden', 'Garten') },
  { id: 12, key: 'ATTIC', name: names('Zolder', 'Grenier', 'Attic', 'Dachboden') },
  { id: 13, key: 'STORAGE', name: names('Berging', 'Débarras', 'Storage room', 'Abstellraum') },
  {
    id: 14,
    key: 'PARKING_SPACE',
    name: names('Parkeerplaats', 'Emplacement de parking', 'Parking space', 'Stellplatz'),
  },
  {
    id: 15,
    key: 'HALL',
    name: names('Inkomhal', "Hall d'entrée", 'Entrance hall', 'Eingangshalle'),
  },
  { id: 16, key: 'TOILET', name: names('Toilet', 'Toilette', 'Toilet', 'Toilette') },
  {
    id: 17,
    key: 'DRESSING',
    name: names('Dressing', 'Dressing', 'Walk-in wardrobe', 'Ankleidezimmer'),
  },
  { id: 18, key: 'VERANDA', name: names('Veranda', 'Véranda', 'Conservatory', 'Wintergarten') },
  {
    id: 19,
    key: 'SALES_AREA',
    name: names('Winkelruimte', 'Surface commerciale', 'Sales area', 'Verkaufsfläche'),
  },
  {
    id: 20,
    key: 'WORKSPACE',
    name: names('Werkruimte', 'Espace de travail', 'Workspace', 'Arbeitsraum'),
  },
];

/**
 * The room type of an id.
 * @returns the reference row, or undefined for an unknown id
 */
export function roomTypeById(id: number): RoomTypeRef | undefined {
  return ROOM_TYPES.find((r) => r.id === id);
}
