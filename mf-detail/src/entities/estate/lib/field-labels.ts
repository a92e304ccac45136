/**
 * Labels of the detail page's display fields and field groups in nl, fr, en and de (SPEC §3
 * "Detail display fields each hold a value, a label per locale and a visible flag"). Kept as a
 * typed table next to the model, so the model stays pure and is tested without i18next.
 */
import type { Locale } from 'shared/domain';

/** A row: the field key, then its label in nl, fr, en and de. */
type LabelRow = readonly [key: string, nl: string, fr: string, en: string, de: string];

// prettier-ignore
const ROWS: readonly LabelRow[] = [
  // groups
  ['group.general', 'Algemeen', 'Général', 'General', 'Allgemein'],
  ['group.price', 'Prijs', 'Prix', 'Price', 'Preis'],
  ['group.financial', 'Financieel en fiscaal', 'Financier et fiscal', 'Financial and tax', 'Finanzen und Steuern'],
  ['group.planning', 'Stedenbouwkundige informatie', 'Urbanisme', 'Planning information', 'Städtebauliche Informationen'],
  ['group.dimensions', 'Oppervlaktes', 'Surfaces', 'Surfaces', 'Flächen'],
  ['group.energy', 'Energieprestatie', 'Performance énergétique', 'Energy performance', 'Energieeffizienz'],
  ['group.technical', 'Technisch', 'Technique', 'Technical details', 'Technische Angaben'],
  ['group.rooms', 'Kamers', 'Pièces', 'Rooms', 'Räume'],
  ['group.facilities', 'Voorzieningen', 'Équipements', 'Facilities', 'Ausstattung'],
  ['group.buildTechnicals', 'Bouwtechnisch', 'Construction', 'Construction', 'Bautechnik'],
  ['group.environments', 'Omgeving', 'Environnement', 'Surroundings', 'Umgebung'],
  ['group.rentalOptions', 'Huuropties', 'Options de location', 'Rental options', 'Mietoptionen'],
  ['group.extraFields', 'Extra informatie', 'Informations supplémentaires', 'More information', 'Weitere Informationen'],
  ['group.sticker', 'Label', 'Étiquette', 'Label', 'Etikett'],
  // general
  ['general.reference', 'Referentie', 'Référence', 'Reference', 'Referenz'],
  ['general.headType', 'Type', 'Type', 'Type', 'Typ'],
  ['general.subType', 'Subtype', 'Sous-type', 'Subtype', 'Untertyp'],
  ['general.transaction', 'Status', 'Statut', 'Status', 'Status'],
  ['general.publicationDate', 'Gepubliceerd op', 'Publié le', 'Published on', 'Veröffentlicht am'],
  ['general.floor', 'Verdieping', 'Étage', 'Floor', 'Etage'],
  ['general.entityNumber', 'Eenheid', 'Unité', 'Unit', 'Einheit'],
  ['general.buildingName', 'Gebouw', 'Bâtiment', 'Building', 'Gebäude'],
  ['general.architect', 'Architect', 'Architecte', 'Architect', 'Architekt'],
  ['general.petsAllowed', 'Huisdieren toegelaten', 'Animaux admis', 'Pets allowed', 'Haustiere erlaubt'],
  ['general.asbestosInventory', 'Asbestinventaris', 'Inventaire amiante', 'Asbestos inventory', 'Asbestinventar'],
  ['general.certificateAsbestos', 'Asbestattest', 'Attestation amiante', 'Asbestos certificate', 'Asbestbescheinigung'],
  ['general.bedroomCount', 'Slaapkamers', 'Chambres', 'Bedrooms', 'Schlafzimmer'],
  ['general.bathroomCount', 'Badkamers', 'Salles de bains', 'Bathrooms', 'Badezimmer'],
  // price (euro)
  ['price.value', 'Prijs', 'Prix', 'Price', 'Preis'],
  ['price.priceFrom', 'Prijs vanaf', 'Prix à partir de', 'Price from', 'Preis ab'],
  ['price.groundValue', 'Grondwaarde', 'Valeur du terrain', 'Land value', 'Grundstückswert'],
  ['price.infrastructureValue', 'Infrastructuurwaarde', "Valeur de l'infrastructure", 'Infrastructure value', 'Infrastrukturwert'],
  ['price.furnitureValue', 'Waarde meubilair', 'Valeur du mobilier', 'Furniture value', 'Möbelwert'],
  ['price.constructionValue', 'Constructiewaarde', 'Valeur de construction', 'Construction value', 'Bauwert'],
  ['price.totalPrice', 'Totaalprijs', 'Prix total', 'Total price', 'Gesamtpreis'],
  ['price.deposit', 'Waarborg', 'Garantie locative', 'Deposit', 'Kaution'],
  ['price.period', 'Periode', 'Période', 'Period', 'Zeitraum'],
  // financial and fiscal
  ['financial.tax', 'Onroerende voorheffing', 'Précompte immobilier', 'Property tax', 'Grundsteuer'],
  ['financial.registrationCost', 'Registratierechten', "Droits d'enregistrement", 'Registration costs', 'Registrierungsgebühren'],
  ['financial.notarySalery', 'Notariskosten', 'Frais de notaire', 'Notary fees', 'Notarkosten'],
  ['financial.kiIndexed', 'Kadastraal inkomen (geïndexeerd)', 'Revenu cadastral (indexé)', 'Cadastral income (indexed)', 'Katastereinkommen (indexiert)'],
  ['financial.kiNonIndexed', 'Kadastraal inkomen', 'Revenu cadastral', 'Cadastral income', 'Katastereinkommen'],
  ['financial.communityTax', 'Gemeentebelasting', 'Taxe communale', 'Municipal tax', 'Gemeindesteuer'],
  // planning
  ['planning.townPlanningValue', 'Meest recente bestemming', 'Destination la plus récente', 'Most recent zoning', 'Neueste Zweckbestimmung'],
  ['planning.townPlanningViolation', 'Dagvaarding of herstelvordering', "Citation ou mesure de réparation", 'Summons or remedial action', 'Vorladung oder Wiederherstellungsmaßnahme'],
  ['planning.buildingLicense', 'Bouwvergunning', "Permis d'urbanisme", 'Building permit', 'Baugenehmigung'],
  ['planning.allocationLicense', 'Verkavelingsvergunning', 'Permis de lotir', 'Subdivision permit', 'Parzellierungsgenehmigung'],
  ['planning.presaleRight', 'Voorkooprecht', 'Droit de préemption', 'Pre-emption right', 'Vorkaufsrecht'],
  ['planning.certificateAsBuilt', 'As-builtattest', 'Attestation as-built', 'As-built certificate', 'As-built-Bescheinigung'],
  ['planning.heritageProtected', 'Beschermd erfgoed', 'Patrimoine protégé', 'Protected heritage', 'Denkmalgeschützt'],
  ['planning.heritageInventoried', 'Opgenomen in de inventaris onroerend erfgoed', 'Inventaire du patrimoine', 'Heritage inventory', 'Im Denkmalinventar'],
  ['planning.renovationObligation', 'Renovatieverplichting', 'Obligation de rénovation', 'Renovation obligation', 'Renovierungspflicht'],
  ['planning.floodingBuildingScore', 'Overstromingsscore gebouw', "Score d'inondation du bâtiment", 'Flood score of the building', 'Hochwasserwert des Gebäudes'],
  ['planning.floodingParcelScore', 'Overstromingsscore perceel', "Score d'inondation de la parcelle", 'Flood score of the plot', 'Hochwasserwert des Grundstücks'],
  // dimensions (m², m)
  ['dimensions.areaBuild', 'Bewoonbare oppervlakte', 'Surface habitable', 'Living area', 'Wohnfläche'],
  ['dimensions.areaGround', 'Perceeloppervlakte', 'Surface du terrain', 'Plot area', 'Grundstücksfläche'],
  ['dimensions.areaBuildable', 'Bebouwbare oppervlakte', 'Surface constructible', 'Buildable area', 'Bebaubare Fläche'],
  ['dimensions.widthHouse', 'Breedte woning', 'Largeur de la maison', 'Width of the house', 'Breite des Hauses'],
  ['dimensions.widthGround', 'Breedte perceel', 'Largeur du terrain', 'Width of the plot', 'Breite des Grundstücks'],
  ['dimensions.depthHouse', 'Diepte woning', 'Profondeur de la maison', 'Depth of the house', 'Tiefe des Hauses'],
  ['dimensions.depthGround', 'Diepte perceel', 'Profondeur du terrain', 'Depth of the plot', 'Tiefe des Grundstücks'],
  ['dimensions.depthGroundFloor', 'Diepte gelijkvloers', 'Profondeur du rez-de-chaussée', 'Depth of the ground floor', 'Tiefe des Erdgeschosses'],
  ['dimensions.depthFloor', 'Diepte verdieping', "Profondeur de l'étage", 'Depth of the upper floor', 'Tiefe des Obergeschosses'],
  ['dimensions.commentArea', 'Opmerking', 'Remarque', 'Remark', 'Bemerkung'],
  // energy
  ['energy.energyLabel', 'Energielabel', 'Label énergétique', 'Energy label', 'Energieklasse'],
  ['energy.epcValue', 'EPC-waarde', 'Valeur PEB', 'EPC value', 'Energiekennwert'],
  ['energy.epcValueTotal', 'Totaal energieverbruik', 'Consommation totale', 'Total energy use', 'Gesamtenergieverbrauch'],
  ['energy.co2', 'CO2-uitstoot', 'Émissions de CO2', 'CO2 emission', 'CO2-Ausstoß'],
  ['energy.epcReference', 'EPC-referentie', 'Référence PEB', 'EPC reference', 'Energieausweis-Nummer'],
  ['energy.epbReference', 'EPB-referentie', 'Référence PEB (construction)', 'EPB reference', 'EPB-Referenz'],
  ['energy.eLevel', 'E-peil', 'Niveau E', 'E-level', 'E-Niveau'],
  ['energy.kLevel', 'K-peil', 'Niveau K', 'K-level', 'K-Niveau'],
  ['energy.shared', 'Gemeenschappelijk EPC', 'PEB commun', 'Shared EPC', 'Gemeinsamer Energieausweis'],
  // technical
  ['technical.newBuilding', 'Nieuwbouw', 'Construction neuve', 'New building', 'Neubau'],
  ['technical.constructionYear', 'Bouwjaar', 'Année de construction', 'Year built', 'Baujahr'],
  ['technical.renovationYear', 'Renovatiejaar', 'Année de rénovation', 'Year renovated', 'Renovierungsjahr'],
  ['technical.buildingType', 'Bebouwing', 'Type de construction', 'Construction type', 'Bauweise'],
  ['technical.condition', 'Staat', 'État', 'Condition', 'Zustand'],
  ['technical.available', 'Vrij', 'Libre', 'Available', 'Frei'],
  ['technical.availableDate', 'Beschikbaar vanaf', 'Disponible à partir du', 'Available from', 'Verfügbar ab'],
  ['technical.furniture', 'Gemeubeld', 'Meublé', 'Furnished', 'Möbliert'],
  ['technical.petsAllowed', 'Huisdieren toegelaten', 'Animaux admis', 'Pets allowed', 'Haustiere erlaubt'],
  ['technical.monthlyCost', 'Maandelijkse kosten', 'Charges mensuelles', 'Monthly costs', 'Monatliche Kosten'],
  ['technical.directionGarden', 'Oriëntatie tuin', 'Orientation du jardin', 'Garden orientation', 'Gartenausrichtung'],
  ['technical.oLevelSensitivity', 'Overstromingsgevoeligheid', "Sensibilité à l'inondation", 'Flood sensitivity', 'Hochwassergefährdung'],
  ['technical.oLevelZone', 'Overstromingszone', "Zone d'inondation", 'Flood zone', 'Hochwasserzone'],
  ['technical.certificateConformity', 'Keuring elektriciteit', "Conformité de l'installation électrique", 'Electrical inspection', 'Elektroprüfung'],
  ['technical.certificateElectricity', 'Elektriciteitsattest', 'Certificat électrique', 'Electrical certificate', 'Elektrozertifikat'],
  ['technical.elevator', 'Lift', 'Ascenseur', 'Lift', 'Aufzug'],
  // rooms (counted by type id)
  ['rooms.bedroom', 'Slaapkamers', 'Chambres', 'Bedrooms', 'Schlafzimmer'],
  ['rooms.bathroom', 'Badkamers', 'Salles de bains', 'Bathrooms', 'Badezimmer'],
  ['rooms.garage', 'Garages', 'Garages', 'Garages', 'Garagen'],
  ['rooms.terrace', 'Terrassen', 'Terrasses', 'Terraces', 'Terrassen'],
  ['rooms.parkingSpace', 'Parkeerplaatsen', 'Places de parking', 'Parking spaces', 'Stellplätze'],
  ['rooms.toilet', 'Toiletten', 'Toilettes', 'Toilets', 'Toiletten'],
  // sticker
  ['sticker.name', 'Label', 'Étiquette', 'Label', 'Etikett'],
  ['sticker.color', 'Kleur', 'Couleur', 'Colour', 'Farbe'],
  ['sticker.colorText', 'Tekstkleur', 'Couleur du texte', 'Text colour', 'Textfarbe'],
  // values
  ['value.yes', 'Ja', 'Oui', 'Yes', 'Ja'],
  ['value.no', 'Nee', 'Non', 'No', 'Nein'],
  ['value.notEntered', 'Niet ingevuld', 'Non renseigné', 'Not entered', 'Nicht angegeben'],
  ['value.noRemedialMeasure', 'Er werd geen stedenbouwkundige herstelmaatregel opgelegd', "Aucune mesure de réparation urbanistique n'a été imposée", 'No remedial planning measure has been imposed', 'Es wurde keine städtebauliche Wiederherstellungsmaßnahme auferlegt'],
  ['value.year', 'jaar', 'an', 'year', 'Jahr'],
  ['value.box', 'bus', 'boîte', 'box', 'Briefkasten'],
];

const LOCALE_COLUMN: Record<Locale, 1 | 2 | 3 | 4> = { nl: 1, fr: 2, en: 3, de: 4 };
const TABLE = new Map(ROWS.map((row) => [row[0], row]));

/**
 * The label of a display field, a group (`group.{id}`) or a fixed value text (`value.{name}`) in
 * `locale`. A missing label shows as `_{key}_` (SPEC §5).
 */
export function fieldLabel(key: string, locale: Locale): string {
  const row = TABLE.get(key);
  const label = row ? row[LOCALE_COLUMN[locale]] : '';
  return label || `_${key}_`;
}

/** True when the table has a label for `key` (in every language). */
export function hasFieldLabel(key: string): boolean {
  return TABLE.has(key);
}
