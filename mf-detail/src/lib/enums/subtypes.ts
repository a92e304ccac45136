/**
 * The subtypes of each estate type (SPEC §3 Enumerations), which the detail page names. Rows are
 * `[code, nl, fr, en, de]`.
 */
import type { TypeCode } from 'shared/domain';
import { defineEnum, mergeEnums, type EnumCode, type EnumTable } from 'api/contract/enums';

/** Subtypes of APARTMENT (16). */
// prettier-ignore
export const APARTMENT_SUBTYPE = defineEnum([
  ['FLAT', 'Appartement', 'Appartement', 'Flat', 'Wohnung'],
  ['GROUND_FLOOR', 'Gelijkvloers', 'Rez-de-chaussée', 'Ground floor flat', 'Erdgeschosswohnung'],
  ['DUPLEX', 'Duplex', 'Duplex', 'Duplex', 'Maisonette'],
  ['TRIPLEX', 'Triplex', 'Triplex', 'Triplex', 'Triplex'],
  ['PENTHOUSE', 'Penthouse', 'Penthouse', 'Penthouse', 'Penthouse'],
  ['LOFT', 'Loft', 'Loft', 'Loft', 'Loft'],
  ['STUDIO', 'Studio', 'Studio', 'Studio', 'Einzimmerwohnung'],
  ['SERVICE_FLAT', 'Serviceflat', 'Résidence-services', 'Service flat', 'Betreutes Wohnen'],
  ['STUDENT_ROOM', 'Studentenkamer', 'Kot étudiant', 'Student room', 'Studentenzimmer'],
  ['ROOM', 'Kamer', 'Chambre', 'Room', 'Zimmer'],
  ['GARDEN_FLAT', 'Tuinappartement', 'Appartement avec jardin', 'Garden flat', 'Gartenwohnung'],
  ['ATTIC_FLAT', 'Dakappartement', 'Appartement sous toiture', 'Attic flat', 'Dachgeschosswohnung'],
  ['ASSISTED_LIVING', 'Assistentiewoning', 'Logement assisté', 'Assisted living flat', 'Seniorenwohnung'],
  ['HOLIDAY_FLAT', 'Vakantieappartement', 'Appartement de vacances', 'Holiday flat', 'Ferienwohnung'],
  ['FURNISHED_FLAT', 'Gemeubeld appartement', 'Appartement meublé', 'Furnished flat', 'Möblierte Wohnung'],
  ['OTHER_APARTMENT', 'Ander appartement', 'Autre appartement', 'Other apartment', 'Andere Wohnung'],
]);

/** Subtypes of GARAGE (6). */
// prettier-ignore
export const GARAGE_SUBTYPE = defineEnum([
  ['GARAGE_BOX', 'Garagebox', 'Box de garage', 'Garage box', 'Garagenbox'],
  ['INDOOR_PARKING', 'Binnenstaanplaats', 'Emplacement intérieur', 'Indoor parking space', 'Tiefgaragenstellplatz'],
  ['OUTDOOR_PARKING', 'Buitenstaanplaats', 'Emplacement extérieur', 'Outdoor parking space', 'Außenstellplatz'],
  ['CARPORT', 'Carport', 'Carport', 'Carport', 'Carport'],
  ['GARAGE_COMPLEX', 'Garagecomplex', 'Complexe de garages', 'Garage complex', 'Garagenanlage'],
  ['OTHER_GARAGE', 'Andere garage', 'Autre garage', 'Other garage', 'Andere Garage'],
]);

/** Subtypes of PLOT (15). */
// prettier-ignore
export const PLOT_SUBTYPE = defineEnum([
  ['BUILDING_PLOT', 'Bouwgrond', 'Terrain à bâtir', 'Building plot', 'Baugrundstück'],
  ['AGRICULTURAL_LAND', 'Landbouwgrond', 'Terrain agricole', 'Agricultural land', 'Agrarfläche'],
  ['PASTURE', 'Weiland', 'Prairie', 'Pasture', 'Weideland'],
  ['WOODLAND', 'Bos', 'Bois', 'Woodland', 'Wald'],
  ['RECREATIONAL_PLOT', 'Recreatiegrond', 'Terrain de loisirs', 'Recreational land', 'Freizeitgrundstück'],
  ['INDUSTRIAL_PLOT', 'Industriegrond', 'Terrain industriel', 'Industrial land', 'Industriegrundstück'],
  ['COMMERCIAL_PLOT', 'Handelsgrond', 'Terrain commercial', 'Commercial land', 'Gewerbegrundstück'],
  ['DEVELOPMENT_PLOT', 'Projectgrond', 'Terrain pour projet', 'Development land', 'Projektgrundstück'],
  ['SUBDIVISION_PLOT', 'Verkavelingsgrond', 'Terrain à lotir', 'Land for subdivision', 'Parzellierungsgrundstück'],
  ['GARDEN_PLOT', 'Tuingrond', 'Terrain de jardin', 'Garden land', 'Gartengrundstück'],
  ['HUNTING_GROUND', 'Jachtgrond', 'Terrain de chasse', 'Hunting ground', 'Jagdgrundstück'],
  ['FISHING_POND', 'Visvijver', 'Étang de pêche', 'Fishing pond', 'Angelteich'],
  ['ORCHARD', 'Boomgaard', 'Verger', 'Orchard', 'Obstgarten'],
  ['NATURE_LAND', 'Natuurgrond', 'Terrain naturel', 'Nature land', 'Naturgrundstück'],
  ['OTHER_PLOT', 'Andere grond', 'Autre terrain', 'Other plot', 'Anderes Grundstück'],
]);

/** Subtypes of COMMERCIAL (46). */
// prettier-ignore
export const COMMERCIAL_SUBTYPE = defineEnum([
  ['OFFICE', 'Kantoor', 'Bureau', 'Office', 'Büro'],
  ['OFFICE_BUILDING', 'Kantoorgebouw', 'Immeuble de bureaux', 'Office building', 'Bürogebäude'],
  ['COWORKING', 'Coworkingruimte', 'Espace de coworking', 'Co-working space', 'Coworking-Fläche'],
  ['SHOP', 'Winkel', 'Magasin', 'Shop', 'Laden'],
  ['COMMERCIAL_BUILDING', 'Handelspand', 'Immeuble commercial', 'Commercial building', 'Geschäftshaus'],
  ['SHOWROOM', 'Toonzaal', 'Showroom', 'Showroom', 'Ausstellungsraum'],
  ['RESTAURANT', 'Restaurant', 'Restaurant', 'Restaurant', 'Restaurant'],
  ['CAFE', 'Café', 'Café', 'Bar', 'Kneipe'],
  ['HOTEL', 'Hotel', 'Hôtel', 'Hotel', 'Hotel'],
  ['BED_AND_BREAKFAST', 'B&B', "Chambre d'hôtes", 'Bed and breakfast', 'Pension'],
  ['HOLIDAY_PARK', 'Vakantiepark', 'Village de vacances', 'Holiday park', 'Ferienpark'],
  ['WAREHOUSE', 'Magazijn', 'Entrepôt', 'Warehouse', 'Lagerhalle'],
  ['WORKSHOP', 'Werkplaats', 'Atelier', 'Workshop', 'Werkstatt'],
  ['INDUSTRIAL_BUILDING', 'Industrieel gebouw', 'Bâtiment industriel', 'Industrial building', 'Industriegebäude'],
  ['LOGISTICS_BUILDING', 'Logistiek gebouw', 'Bâtiment logistique', 'Logistics building', 'Logistikgebäude'],
  ['PRODUCTION_HALL', 'Productiehal', 'Hall de production', 'Production hall', 'Produktionshalle'],
  ['STORAGE_SPACE', 'Opslagruimte', 'Espace de stockage', 'Storage space', 'Lagerraum'],
  ['MIXED_USE_BUILDING', 'Gemengd gebouw', 'Immeuble mixte', 'Mixed-use building', 'Gemischt genutztes Gebäude'],
  ['INVESTMENT_PROPERTY', 'Opbrengsteigendom', 'Immeuble de rapport', 'Investment property', 'Renditeobjekt'],
  ['APARTMENT_BUILDING', 'Appartementsgebouw', 'Immeuble à appartements', 'Apartment building', 'Mehrfamilienhaus'],
  ['MEDICAL_PRACTICE', 'Medische praktijk', 'Cabinet médical', 'Medical practice', 'Arztpraxis'],
  ['PROFESSIONAL_PRACTICE', 'Praktijkruimte vrij beroep', 'Cabinet de profession libérale', 'Professional practice', 'Praxisräume'],
  ['PHARMACY', 'Apotheek', 'Pharmacie', 'Pharmacy', 'Apotheke'],
  ['HAIR_SALON', 'Kapsalon', 'Salon de coiffure', 'Hair salon', 'Friseursalon'],
  ['BAKERY', 'Bakkerij', 'Boulangerie', 'Bakery', 'Bäckerei'],
  ['BUTCHERY', 'Slagerij', 'Boucherie', "Butcher's shop", 'Metzgerei'],
  ['SUPERMARKET', 'Supermarkt', 'Supermarché', 'Supermarket', 'Supermarkt'],
  ['PETROL_STATION', 'Tankstation', 'Station-service', 'Petrol station', 'Tankstelle'],
  ['CAR_WASH', 'Carwash', 'Car-wash', 'Car wash', 'Autowaschanlage'],
  ['CAR_REPAIR_GARAGE', 'Autogarage', 'Garage automobile', 'Car repair garage', 'Autowerkstatt'],
  ['AGRICULTURAL_BUSINESS', 'Landbouwbedrijf', 'Exploitation agricole', 'Agricultural business', 'Landwirtschaftsbetrieb'],
  ['HORTICULTURAL_BUSINESS', 'Tuinbouwbedrijf', 'Exploitation horticole', 'Horticultural business', 'Gartenbaubetrieb'],
  ['EQUESTRIAN_CENTRE', 'Manege', 'Manège', 'Equestrian centre', 'Reitanlage'],
  ['SPORTS_FACILITY', 'Sportinfrastructuur', 'Infrastructure sportive', 'Sports facility', 'Sportanlage'],
  ['FITNESS_CENTRE', 'Fitnesscentrum', 'Salle de fitness', 'Fitness centre', 'Fitnessstudio'],
  ['DAY_NURSERY', 'Kinderdagverblijf', 'Crèche', 'Day nursery', 'Kindertagesstätte'],
  ['CARE_HOME', 'Woonzorgcentrum', 'Maison de repos', 'Care home', 'Pflegeheim'],
  ['SCHOOL_BUILDING', 'Schoolgebouw', 'Bâtiment scolaire', 'School building', 'Schulgebäude'],
  ['RELIGIOUS_BUILDING', 'Religieus gebouw', 'Bâtiment religieux', 'Religious building', 'Sakralbau'],
  ['EVENT_HALL', 'Feestzaal', 'Salle des fêtes', 'Event hall', 'Festsaal'],
  ['NIGHTCLUB', 'Dancing', 'Discothèque', 'Nightclub', 'Diskothek'],
  ['CAMPSITE', 'Camping', 'Camping', 'Campsite', 'Campingplatz'],
  ['NEWSAGENT', 'Dagbladhandel', 'Librairie-presse', 'Newsagent', 'Zeitschriftenladen'],
  ['LAUNDERETTE', 'Wassalon', 'Laverie', 'Launderette', 'Waschsalon'],
  ['BUSINESS_GOODWILL', 'Handelsfonds', 'Fonds de commerce', 'Business for sale', 'Geschäftsübernahme'],
  ['OTHER_COMMERCIAL', 'Ander handelspand', 'Autre bien commercial', 'Other commercial property', 'Andere Gewerbeimmobilie'],
]);

/** Subtypes of HOUSE (36). */
// prettier-ignore
export const HOUSE_SUBTYPE = defineEnum([
  ['DWELLING', 'Woning', 'Maison', 'House', 'Wohnhaus'],
  ['VILLA', 'Villa', 'Villa', 'Villa', 'Villa'],
  ['BUNGALOW', 'Bungalow', 'Bungalow', 'Bungalow', 'Bungalow'],
  ['FARMHOUSE', 'Hoeve', 'Ferme', 'Farmhouse', 'Bauernhaus'],
  ['COUNTRY_HOUSE', 'Landhuis', 'Maison de campagne', 'Country house', 'Landhaus'],
  ['MANSION', 'Herenhuis', 'Maison de maître', 'Mansion', 'Herrenhaus'],
  ['CASTLE', 'Kasteel', 'Château', 'Castle', 'Schloss'],
  ['CHALET', 'Chalet', 'Chalet', 'Chalet', 'Chalet'],
  ['BEL_ETAGE', 'Bel-etage', 'Bel-étage', 'Bel-étage house', 'Bel-Etage-Haus'],
  ['TERRACED_HOUSE', 'Rijwoning', 'Maison mitoyenne', 'Terraced house', 'Reihenhaus'],
  ['SEMI_DETACHED_HOUSE', 'Koppelwoning', 'Maison jumelée', 'Semi-detached house', 'Doppelhaushälfte'],
  ['TOWN_HOUSE', 'Stadswoning', 'Maison de ville', 'Town house', 'Stadthaus'],
  ['WORKERS_HOUSE', 'Arbeiderswoning', 'Maison ouvrière', "Worker's cottage", 'Arbeiterhaus'],
  ['FISHERMANS_HOUSE', 'Vissershuis', 'Maison de pêcheur', "Fisherman's cottage", 'Fischerhaus'],
  ['MILL', 'Molen', 'Moulin', 'Mill', 'Mühle'],
  ['PRESBYTERY', 'Pastorij', 'Presbytère', 'Presbytery', 'Pfarrhaus'],
  ['HOUSE_WITH_SHOP', 'Woning met handelsruimte', 'Maison avec commerce', 'House with shop', 'Wohnhaus mit Ladenlokal'],
  ['HOUSE_WITH_OFFICE', 'Woning met kantoor', 'Maison avec bureau', 'House with office', 'Wohnhaus mit Büro'],
  ['KANGAROO_HOUSE', 'Kangoeroewoning', 'Habitat kangourou', 'Kangaroo house', 'Mehrgenerationenhaus'],
  ['HOLIDAY_HOME', 'Vakantiewoning', 'Maison de vacances', 'Holiday home', 'Ferienhaus'],
  ['PASSIVE_HOUSE', 'Passiefwoning', 'Maison passive', 'Passive house', 'Passivhaus'],
  ['LOW_ENERGY_HOUSE', 'Lage-energiewoning', 'Maison basse énergie', 'Low-energy house', 'Niedrigenergiehaus'],
  ['NEW_BUILD_HOUSE', 'Nieuwbouwwoning', 'Maison neuve', 'New-build house', 'Neubauhaus'],
  ['PREFAB_HOUSE', 'Prefabwoning', 'Maison préfabriquée', 'Prefab house', 'Fertighaus'],
  ['TIMBER_FRAME_HOUSE', 'Houtskeletwoning', 'Maison à ossature bois', 'Timber-frame house', 'Holzrahmenhaus'],
  ['MOBILE_HOME', 'Stacaravan', 'Mobil-home', 'Mobile home', 'Mobilheim'],
  ['TINY_HOUSE', 'Tiny house', 'Tiny house', 'Tiny house', 'Tiny House'],
  ['HOUSEBOAT', 'Woonboot', 'Péniche', 'Houseboat', 'Hausboot'],
  ['CO_HOUSING', 'Cohousing', 'Habitat groupé', 'Co-housing', 'Gemeinschaftswohnprojekt'],
  ['STUDENT_HOUSE', 'Studentenhuis', "Maison d'étudiants", 'Student house', 'Studentenhaus'],
  ['COUNTRY_ESTATE', 'Landgoed', 'Domaine', 'Country estate', 'Landgut'],
  ['EXCEPTIONAL_PROPERTY', 'Uitzonderlijke woning', 'Bien exceptionnel', 'Exceptional property', 'Außergewöhnliche Immobilie'],
  ['BARN_CONVERSION', 'Verbouwde schuur', 'Grange rénovée', 'Barn conversion', 'Umgebaute Scheune'],
  ['CARETAKERS_HOUSE', 'Conciërgewoning', 'Maison de concierge', "Caretaker's house", 'Hausmeisterhaus'],
  ['PATIO_HOUSE', 'Patiowoning', 'Maison patio', 'Patio house', 'Atriumhaus'],
  ['OTHER_HOUSE', 'Andere woning', 'Autre maison', 'Other house', 'Anderes Haus'],
]);

/** The estate types that have subtypes (a PROJECT has none). */
export type SubtypedType = Exclude<TypeCode, 'PROJECT'>;

/** The subtype code of each type. */
export type ApartmentSubtypeCode = EnumCode<typeof APARTMENT_SUBTYPE>;
export type GarageSubtypeCode = EnumCode<typeof GARAGE_SUBTYPE>;
export type PlotSubtypeCode = EnumCode<typeof PLOT_SUBTYPE>;
export type CommercialSubtypeCode = EnumCode<typeof COMMERCIAL_SUBTYPE>;
export type HouseSubtypeCode = EnumCode<typeof HOUSE_SUBTYPE>;
/** Any subtype code; the codes are unique across the types. */
export type SubtypeCode =
  | ApartmentSubtypeCode
  | GarageSubtypeCode
  | PlotSubtypeCode
  | CommercialSubtypeCode
  | HouseSubtypeCode;

/** The subtypes of each type (SPEC §3: 16 apartment, 6 garage, 15 plot, 46 commercial, 36 house). */
export const SUBTYPES_BY_TYPE = {
  APARTMENT: APARTMENT_SUBTYPE,
  GARAGE: GARAGE_SUBTYPE,
  PLOT: PLOT_SUBTYPE,
  COMMERCIAL: COMMERCIAL_SUBTYPE,
  HOUSE: HOUSE_SUBTYPE,
} as const satisfies Record<SubtypedType, EnumTable<string>>;

/** Every subtype of every type, in type order; the codes are unique across the types. */
export const SUBTYPE: EnumTable<SubtypeCode> = mergeEnums(Object.values(SUBTYPES_BY_TYPE));
