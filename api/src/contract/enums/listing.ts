/**
 * Enumerations of what a listing is (SPEC §3 Enumerations): status and type. The subtypes of each
 * type are the detail page's (mf-detail). Rows are `[code, nl, fr, en, de]`.
 */
import type { StatusCode, TypeCode } from '../domain';
import { defineEnum } from './table';

/** Status: the first three open, the last three closed (SPEC §3). */
export const STATUS = defineEnum<StatusCode>([
  ['FOR_SALE', 'Te koop', 'À vendre', 'For sale', 'Zu verkaufen'],
  ['TO_RENT', 'Te huur', 'À louer', 'For rent', 'Zu vermieten'],
  ['TAKE_OVER', 'Over te nemen', 'À remettre', 'For take-over', 'Zu übernehmen'],
  ['SOLD', 'Verkocht', 'Vendu', 'Sold', 'Verkauft'],
  ['RENTED', 'Verhuurd', 'Loué', 'Rented', 'Vermietet'],
  ['TAKEN_OVER', 'Overgenomen', 'Remis', 'Taken over', 'Übernommen'],
]);

/** Estate type (SPEC §3). */
export const ESTATE_TYPE = defineEnum<TypeCode>([
  ['APARTMENT', 'Appartement', 'Appartement', 'Apartment', 'Wohnung'],
  ['GARAGE', 'Garage', 'Garage', 'Garage', 'Garage'],
  ['PLOT', 'Grond', 'Terrain', 'Plot', 'Grundstück'],
  ['COMMERCIAL', 'Handelspand', 'Bien commercial', 'Commercial property', 'Gewerbeimmobilie'],
  ['HOUSE', 'Huis', 'Maison', 'House', 'Haus'],
  ['PROJECT', 'Project', 'Projet', 'Project', 'Projekt'],
]);
