/**
 * Enumerations of the building, its comfort and its certificates (SPEC §3 Enumerations), which
 * the detail page names; the energy labels, which other teams name too, are api/contract/enums'.
 * Rows are `[code, nl, fr, en, de]`.
 */
import { defineEnum, type EnumRow } from 'api/contract/enums';

/** Condition of the building. */
// prettier-ignore
export const CONDITION = defineEnum([
  ['TO_RENOVATE', 'Te renoveren', 'À rénover', 'To renovate', 'Renovierungsbedürftig'],
  ['TO_FRESHEN_UP', 'Op te frissen', 'À rafraîchir', 'To freshen up', 'Aufzufrischen'],
  ['GOOD_CONDITION', 'Goede staat', 'Bon état', 'Good condition', 'Guter Zustand'],
  ['EXCELLENT_CONDITION', 'Uitstekende staat', 'Excellent état', 'Excellent condition', 'Ausgezeichneter Zustand'],
  ['RENEWED', 'Gerenoveerd', 'Rénové', 'Renovated', 'Renoviert'],
  ['NEW', 'Nieuw', 'Neuf', 'New', 'Neu'],
]);

/** Construction type: the number of free façades. */
export const CONSTRUCTION_TYPE = defineEnum([
  ['OPEN', 'Open bebouwing', '4 façades', 'Detached', 'Freistehend'],
  ['HALF_OPEN', 'Halfopen bebouwing', '3 façades', 'Semi-detached', 'Doppelhaushälfte'],
  ['CLOSED', 'Gesloten bebouwing', '2 façades', 'Terraced', 'Reihenhaus'],
]);

/** Roof shape. */
export const ROOF = defineEnum([
  ['SADDLEBACK', 'Zadeldak', 'Toit à deux versants', 'Gable roof', 'Satteldach'],
  ['FLAT', 'Plat dak', 'Toit plat', 'Flat roof', 'Flachdach'],
  ['LEAN_TO', 'Lessenaarsdak', 'Toit en appentis', 'Lean-to roof', 'Pultdach'],
  ['KERB', 'Mansardedak', 'Toit mansardé', 'Mansard roof', 'Mansarddach'],
  ['HIPPED', 'Schilddak', 'Toit en croupe', 'Hipped roof', 'Walmdach'],
]);

/** Heating. */
// prettier-ignore
export const HEATING = defineEnum([
  ['OIL', 'Stookolie', 'Mazout', 'Heating oil', 'Heizöl'],
  ['COAL', 'Steenkool', 'Charbon', 'Coal', 'Kohle'],
  ['ELECTRICITY', 'Elektriciteit', 'Électricité', 'Electricity', 'Strom'],
  ['GAS', 'Gas', 'Gaz', 'Gas', 'Gas'],
  ['HEAT_ACCUMULATION', 'Accumulatieverwarming', 'Chauffage à accumulation', 'Storage heaters', 'Nachtspeicherheizung'],
  ['GAS_HEATERS', 'Gaskachels', 'Convecteurs au gaz', 'Gas heaters', 'Gasöfen'],
  ['PROPANE_GAS', 'Propaangas', 'Gaz propane', 'Propane gas', 'Propangas'],
  ['CENTRAL_VENTILATION', 'Centrale luchtverwarming', 'Chauffage à air pulsé', 'Central warm-air heating', 'Zentrale Warmluftheizung'],
  ['WOOD', 'Hout', 'Bois', 'Wood', 'Holz'],
  ['PELLET', 'Pellets', 'Pellets', 'Pellets', 'Pellets'],
]);

/** Kitchen, with American (open-plan) variants of the first three. */
// prettier-ignore
export const KITCHEN = defineEnum([
  ['EQUIPPED', 'Ingerichte keuken', 'Cuisine équipée', 'Equipped kitchen', 'Einbauküche'],
  ['SEMI_EQUIPPED', 'Half ingerichte keuken', 'Cuisine semi-équipée', 'Semi-equipped kitchen', 'Teilweise ausgestattete Küche'],
  ['NOT_EQUIPPED', 'Niet ingerichte keuken', 'Cuisine non équipée', 'Unequipped kitchen', 'Nicht ausgestattete Küche'],
  ['HYPER_EQUIPPED', 'Super uitgeruste keuken', 'Cuisine hyper-équipée', 'Fully equipped kitchen', 'Voll ausgestattete Küche'],
  ['USA_EQUIPPED', 'Ingerichte open keuken', 'Cuisine américaine équipée', 'Equipped open-plan kitchen', 'Offene Einbauküche'],
  ['USA_SEMI_EQUIPPED', 'Half ingerichte open keuken', 'Cuisine américaine semi-équipée', 'Semi-equipped open-plan kitchen', 'Teilweise ausgestattete offene Küche'],
  ['USA_NOT_EQUIPPED', 'Niet ingerichte open keuken', 'Cuisine américaine non équipée', 'Unequipped open-plan kitchen', 'Nicht ausgestattete offene Küche'],
]);

/** Bathroom. */
// prettier-ignore
export const BATHROOM = defineEnum([
  ['EQUIPPED', 'Ingerichte badkamer', 'Salle de bains équipée', 'Equipped bathroom', 'Ausgestattetes Bad'],
  ['NOT_EQUIPPED', 'Niet ingerichte badkamer', 'Salle de bains non équipée', 'Unequipped bathroom', 'Nicht ausgestattetes Bad'],
]);

/** Window frames (carpentry). */
export const CARPENTRY = defineEnum([
  ['WOOD', 'Hout', 'Bois', 'Wood', 'Holz'],
  ['ALUMINUM', 'Aluminium', 'Aluminium', 'Aluminium', 'Aluminium'],
  ['PLASTIC', 'PVC', 'PVC', 'PVC', 'Kunststoff'],
]);

/** Glazing. */
export const GLAZING = defineEnum([
  ['SINGLE', 'Enkel glas', 'Simple vitrage', 'Single glazing', 'Einfachverglasung'],
  ['DOUBLE', 'Dubbel glas', 'Double vitrage', 'Double glazing', 'Doppelverglasung'],
  ['TRIPLE', 'Driedubbel glas', 'Triple vitrage', 'Triple glazing', 'Dreifachverglasung'],
]);

/** Level of finish. */
export const LUXURY_LEVEL = defineEnum([
  ['MODEST', 'Bescheiden', 'Modeste', 'Modest', 'Einfach'],
  ['AVERAGE', 'Gemiddeld', 'Moyen', 'Average', 'Mittel'],
  ['LUXURIOUS', 'Luxueus', 'Luxueux', 'Luxurious', 'Luxuriös'],
]);

/** Rows shared by the common meter and common heating tables. */
const SHARED_OR_NOT: readonly EnumRow<'NOT_APPLICABLE' | 'COMMON' | 'INDIVIDUAL'>[] = [
  ['NOT_APPLICABLE', 'Niet van toepassing', 'Non applicable', 'Not applicable', 'Nicht zutreffend'],
  ['COMMON', 'Gemeenschappelijk', 'Commun', 'Shared', 'Gemeinschaftlich'],
  ['INDIVIDUAL', 'Individueel', 'Individuel', 'Individual', 'Individuell'],
];

/** Whether the meters are shared by the building. */
export const COMMON_METER = defineEnum(SHARED_OR_NOT);

/** Whether the heating is shared by the building. */
export const COMMON_HEATING = defineEnum(SHARED_OR_NOT);

/** Electricity meter type. */
// prettier-ignore
export const METER_TYPE = defineEnum([
  ['SINGLE', 'Enkelvoudige meter', 'Compteur simple', 'Single-rate meter', 'Eintarifzähler'],
  ['DAY_AND_NIGHT', 'Dag- en nachtmeter', 'Compteur bihoraire', 'Day and night meter', 'Zweitarifzähler'],
  ['SMART_METER', 'Digitale meter', 'Compteur intelligent', 'Smart meter', 'Intelligenter Zähler'],
]);

/** Conformity of the electrical installation. */
export const CONFORMITY = defineEnum([
  ['VALID', 'Conform', 'Conforme', 'Compliant', 'Konform'],
  ['INVALID', 'Niet conform', 'Non conforme', 'Non-compliant', 'Nicht konform'],
]);

/** Electricity certificate. */
export const ELECTRICITY_CERTIFICATION = defineEnum([
  ['OBTAINED', 'Verkregen', 'Obtenu', 'Obtained', 'Erhalten'],
  ['NOT_OBTAINED', 'Niet verkregen', 'Non obtenu', 'Not obtained', 'Nicht erhalten'],
  ['UNKNOWN', 'Onbekend', 'Inconnu', 'Unknown', 'Unbekannt'],
]);

/** Flood-prone area. */
export const FLOODING = defineEnum([
  ['UNKNOWN', 'Onbekend', 'Inconnu', 'Unknown', 'Unbekannt'],
  ['NO', 'Nee', 'Non', 'No', 'Nein'],
  ['YES', 'Ja', 'Oui', 'Yes', 'Ja'],
]);
