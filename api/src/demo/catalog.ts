/**
 * Small fixed lists the demo generator draws from: stickers, sales representatives, facilities,
 * environments, rental options, build-technical criteria, project names and architects.
 */
import type { IdName, SalesRep, Sticker } from '../contract/domain';
import { names, type Names } from '../reference/locales';

/** Stickers (SPEC §3 general.sticker). 'Exclusief' uses the default colours (white on black text). */
export const STICKERS = {
  new: {
    id: 1,
    name: names('Nieuw', 'Nouveau', 'New', 'Neu'),
    color: '#2e7d32',
    colorText: '#ffffff',
  },
  priceReduced: {
    id: 2,
    name: names('Prijs verlaagd', 'Prix réduit', 'Price reduced', 'Preis gesenkt'),
    color: '#c62828',
    colorText: '#ffffff',
  },
  exclusive: {
    id: 3,
    name: names('Exclusief', 'Exclusif', 'Exclusive', 'Exklusiv'),
    color: '#ffffff',
    colorText: '#000000',
  },
  openHouse: {
    id: 4,
    name: names('Open huis', 'Portes ouvertes', 'Open house', 'Tag der offenen Tür'),
    color: '#f9a825',
    colorText: '#000000',
  },
} satisfies Record<string, Sticker>;

/** A sales representative with the slug of their generated portrait. */
export interface DemoSalesRep extends SalesRep {
  slug: string;
}

/** Where an agency's staff are reached: their office's phone, mobiles and mail domain. */
interface Agency {
  phone: string;
  mobile: string;
  domain: string;
}

const ZONNEVELD: Agency = {
  phone: '+32 9 123 45 67',
  mobile: '+32 475 12 34',
  domain: 'immo-zonneveld.be',
};
const ARDENNES: Agency = {
  phone: '+32 87 77 12 34',
  mobile: '+32 496 54 32',
  domain: 'immo-ardennes.be',
};

/** The size of a sales representative's portrait, in pixels. */
export const PORTRAIT_SIZE = { width: 300, height: 300 } as const;

const rep = (
  agency: Agency,
  firstname: string,
  lastname: string,
  n: number,
  description: Names,
): DemoSalesRep => {
  const slug = `${firstname}-${lastname}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return {
    slug,
    firstname,
    lastname,
    phone: agency.phone,
    mobile: `${agency.mobile} ${String(10 + n).padStart(2, '0')}`,
    email: `${slug.replace('-', '.')}@${agency.domain}`,
    picture: `/assets/people/${slug}-${PORTRAIT_SIZE.width}x${PORTRAIT_SIZE.height}.webp`,
    description,
  };
};

/**
 * Immo Zonneveld's five sales representatives: four for its estates, the fifth for its new-build
 * projects.
 */
export const SALES_REPS: readonly DemoSalesRep[] = [
  rep(
    ZONNEVELD,
    'Sofie',
    'Claes',
    1,
    names(
      'Zaakvoerder, erkend vastgoedmakelaar BIV',
      'Gérante, agent immobilier agréé IPI',
      'Managing director, licensed estate agent',
      'Geschäftsführerin, zugelassene Immobilienmaklerin',
    ),
  ),
  rep(
    ZONNEVELD,
    'Thomas',
    'Janssens',
    2,
    names('Vastgoedadviseur verkoop', 'Conseiller vente', 'Sales consultant', 'Verkaufsberater'),
  ),
  rep(
    ZONNEVELD,
    'Camille',
    'Dubois',
    3,
    names(
      'Vastgoedadviseur Brussel en Wallonië',
      'Conseillère Bruxelles et Wallonie',
      'Consultant for Brussels and Wallonia',
      'Beraterin für Brüssel und die Wallonie',
    ),
  ),
  rep(
    ZONNEVELD,
    'Pieter',
    'Wouters',
    4,
    names('Verhuurbeheer', 'Gestion locative', 'Lettings manager', 'Vermietungsverwaltung'),
  ),
  rep(
    ZONNEVELD,
    'Élodie',
    'Lambert',
    5,
    names(
      'Projectverkoop nieuwbouw',
      'Vente de projets neufs',
      'New-build project sales',
      'Verkauf von Neubauprojekten',
    ),
  ),
];

/**
 * Immo Ardennes's five sales representatives (the second market's agency), in the same roles:
 * four for its estates, the fifth for new builds.
 */
export const ARDENNES_SALES_REPS: readonly DemoSalesRep[] = [
  rep(
    ARDENNES,
    'Nathalie',
    'Leroy',
    1,
    names(
      'Zaakvoerder, erkend vastgoedmakelaar BIV',
      'Gérante, agent immobilier agréé IPI',
      'Managing director, licensed estate agent',
      'Geschäftsführerin, zugelassene Immobilienmaklerin',
    ),
  ),
  rep(
    ARDENNES,
    'Julien',
    'Renard',
    2,
    names('Vastgoedadviseur verkoop', 'Conseiller vente', 'Sales consultant', 'Verkaufsberater'),
  ),
  rep(
    ARDENNES,
    'Aurélie',
    'Collard',
    3,
    names(
      'Vastgoedadviseur Durbuy en Famenne',
      'Conseillère Durbuy et Famenne',
      'Consultant for Durbuy and the Famenne',
      'Beraterin für Durbuy und die Famenne',
    ),
  ),
  rep(
    ARDENNES,
    'Maxime',
    'Hubert',
    4,
    names('Verhuurbeheer', 'Gestion locative', 'Lettings manager', 'Vermietungsverwaltung'),
  ),
  rep(
    ARDENNES,
    'Sarah',
    'Lemaire',
    5,
    names(
      'Bouwgronden en nieuwbouw',
      'Terrains et constructions neuves',
      'Building plots and new builds',
      'Baugrundstücke und Neubauten',
    ),
  ),
];

const idName = (id: number, name: Names): IdName => ({ id, name });

/** Facilities (SPEC §3 facilities). */
export const FACILITIES: readonly IdName[] = [
  idName(1, names('Lift', 'Ascenseur', 'Lift', 'Aufzug')),
  idName(2, names('Alarmsysteem', "Système d'alarme", 'Alarm system', 'Alarmanlage')),
  idName(3, names('Zonnepanelen', 'Panneaux solaires', 'Solar panels', 'Solarmodule')),
  idName(4, names('Warmtepomp', 'Pompe à chaleur', 'Heat pump', 'Wärmepumpe')),
  idName(5, names('Zwembad', 'Piscine', 'Swimming pool', 'Schwimmbad')),
  idName(6, names('Airconditioning', 'Climatisation', 'Air conditioning', 'Klimaanlage')),
  idName(7, names('Videofoon', 'Vidéophone', 'Video intercom', 'Videosprechanlage')),
  idName(8, names('Laadpaal', 'Borne de recharge', 'EV charger', 'Ladestation')),
  idName(
    9,
    names('Regenwaterput', "Citerne d'eau de pluie", 'Rainwater tank', 'Regenwasserzisterne'),
  ),
];

/** Environments (SPEC §3 environment enumeration), ids in the enumeration's order. */
export const ENVIRONMENTS: readonly IdName[] = [
  idName(1, names('Stedelijk', 'Urbain', 'Town', 'Städtisch')),
  idName(2, names('Residentieel', 'Résidentiel', 'Residential', 'Wohngebiet')),
  idName(3, names('Landelijk', 'Campagne', 'Countryside', 'Ländlich')),
  idName(4, names('Dorp', 'Village', 'Village', 'Dorf')),
  idName(5, names('Randstedelijk', 'Périurbain', 'Suburban area', 'Stadtrand')),
  idName(6, names('Ambachtelijke zone', 'Zone artisanale', 'Craft industry area', 'Gewerbegebiet')),
  idName(7, names('Industriezone', 'Zone industrielle', 'Industrial area', 'Industriegebiet')),
  idName(
    8,
    names(
      'Zee, strand en duinen',
      'Mer, plage et dunes',
      'Sea, beach and dunes',
      'Meer, Strand und Dünen',
    ),
  ),
];

/** Rental options of rent estates. */
export const RENTAL_OPTIONS = {
  furnished: idName(1, names('Gemeubeld', 'Meublé', 'Furnished', 'Möbliert')),
  pets: idName(
    2,
    names('Huisdieren toegelaten', 'Animaux admis', 'Pets allowed', 'Haustiere erlaubt'),
  ),
  domicile: idName(
    3,
    names(
      'Domiciliëring mogelijk',
      'Domiciliation possible',
      'Registration as residence possible',
      'Wohnsitzanmeldung möglich',
    ),
  ),
};

/** Build-technical criteria (SPEC §3 build technicals) with the codes their values take. */
export const CRITERIA = {
  heating: {
    criteria: names('Verwarming', 'Chauffage', 'Heating', 'Heizung'),
    values: ['GAS', 'OIL', 'ELECTRICITY', 'PELLET', 'WOOD'],
  },
  glazing: {
    criteria: names('Beglazing', 'Vitrage', 'Glazing', 'Verglasung'),
    values: ['DOUBLE', 'TRIPLE', 'SINGLE'],
  },
  kitchen: {
    criteria: names('Keuken', 'Cuisine', 'Kitchen', 'Küche'),
    values: ['EQUIPPED', 'HYPER_EQUIPPED', 'SEMI_EQUIPPED', 'AMERICAN_EQUIPPED', 'NOT_EQUIPPED'],
  },
  carpentry: {
    criteria: names('Schrijnwerk', 'Menuiserie', 'Window frames', 'Fensterrahmen'),
    values: ['ALUMINUM', 'PLASTIC', 'WOOD'],
  },
} as const;

/** The rent period name (SPEC §3 price.period): the period itself, shown as "€ 950 / maand". */
export const PER_MONTH: Names = names('maand', 'mois', 'month', 'Monat');

/** Project names; a quote and a dot in two of them exercise the project slug rule (SPEC §2). */
export const PROJECT_NAMES: readonly string[] = [
  'Zonnehof',
  'De Schelde',
  "'t Hofke",
  'Parc Léopold',
  'Les Jardins de Meuse',
  'Kaai 19',
  'St. Pieters',
  'Les Terrasses du Lac',
  'Oosterweel',
  'Villa Nova',
];

/** Architects' offices named on projects. */
export const ARCHITECTS: readonly string[] = [
  'Studio Verbeke',
  'Atelier Dumont',
  'Van Acker & Partners',
  'Bureau Lemaire',
  'Archi-Noord',
];
