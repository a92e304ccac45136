/**
 * The second listing data model (SPEC §3 "Second listing data model", §5 hide rules): the dotted
 * fields of a SkarabeeListing grouped into the tabs comfort, construction, epc, financial,
 * financialCosts, financialNotary, financialPriceDetails, general, layout, notary, other and
 * planning. Combined fields (a main field and its `_information`, `_description` or
 * `_conformity` partner) show as one field with a description. Pure functions.
 *
 * Texts (SPEC §5): a missing label is `_{field}_`; an enumeration value without a label is empty
 * text; a missing value (null, '') is "Not entered" in the page's language. The tabs show none of
 * these: a field without a label or a value is left out, and a tab without fields.
 */
import { DEFAULT_LOCALE, type Locale, type SkarabeeListing } from 'shared/domain';
import { enumLabel, type EnumName } from '#detail/lib/enums';
import { formatDate, formatMoney, formatNumber, formatSurface } from 'shared/format';
import {
  formatPercentage,
  formatPricePerSquareMeter,
  formatSize,
  formatDistance,
} from '#detail/lib/format';
import { formatCo2PerYear, formatEpcPerYear } from '../../estate';
import { fieldLabel, labelIn } from '../../estate';

/** The tabs of SPEC §3, in display order. */
export const SECOND_LISTING_TABS = [
  'general',
  'construction',
  'layout',
  'comfort',
  'epc',
  'financial',
  'financialPriceDetails',
  'financialCosts',
  'financialNotary',
  'notary',
  'planning',
  'other',
] as const;
export type SecondListingTab = (typeof SECOND_LISTING_TABS)[number];

/** How a field's value is written. */
type Kind =
  | 'text'
  | 'number'
  | 'money'
  | 'surface'
  | 'size'
  | 'distance'
  | 'bool'
  | 'date'
  | 'epc'
  | 'co2'
  | 'pricePerM2'
  | 'percentage';

/** What the model knows of a field key: its tab, kind and enumeration. */
interface FieldSpec {
  tab: SecondListingTab;
  kind: Kind;
  enumName?: EnumName;
}

type Row = readonly [key: string, tab: SecondListingTab, kind: Kind | EnumName];

const KINDS: readonly string[] = [
  'text',
  'number',
  'money',
  'surface',
  'size',
  'distance',
  'bool',
  'date',
  'epc',
  'co2',
  'pricePerM2',
  'percentage',
];

// Every key the source sends: its tab and how its value is written. Its label in each of the four
// languages is `source.{key}` in the detail-fields catalogue (SPEC §3 left some empty; a key
// without a label in the page's language is not shown rather than shown as `_{field}_`).
// prettier-ignore
const ROWS: readonly Row[] = [
  ['general.dossierNumber', 'general', 'text'],
  ['general.appartment_number', 'general', 'text'],
  ['general.exclusive', 'general', 'bool'],
  ['general.investment_property', 'general', 'bool'],
  ['general.revenue_property', 'general', 'bool'],
  ['general.key', 'general', 'text'],
  ['general.advertiser_id', 'general', 'text'],
  ['general.project_id', 'general', 'text'],
  ['construction.bedrooms_count', 'construction', 'number'],
  ['construction.bathrooms_count', 'construction', 'number'],
  ['construction.living_surface', 'construction', 'surface'],
  ['construction.land_surface', 'construction', 'surface'],
  ['construction.commercial_surface', 'construction', 'surface'],
  ['construction.construction_year', 'construction', 'text'],
  ['construction.renovation_year', 'construction', 'text'],
  ['construction.roof_type', 'construction', 'roof'],
  ['construction.construction_type', 'construction', 'constructionType'],
  ['construction.condition', 'construction', 'condition'],
  ['construction.facades_count', 'construction', 'number'],
  ['construction.floors_count', 'construction', 'number'],
  ['construction.lot_width', 'construction', 'size'],
  ['construction.lot_depth', 'construction', 'size'],
  ['construction.cadastral_section', 'construction', 'text'],
  ['construction.cadastral_number', 'construction', 'text'],
  ['construction.low_energy', 'construction', 'bool'],
  ['construction.passive', 'construction', 'bool'],
  ['construction.new_construction', 'construction', 'bool'],
  ['comfort.heating', 'comfort', 'heating'],
  ['comfort.kitchen_type', 'comfort', 'kitchen'],
  ['comfort.bathroom_type', 'comfort', 'bathroom'],
  ['comfort.glazing_type', 'comfort', 'glazing'],
  ['comfort.carpentry_type', 'comfort', 'carpentry'],
  ['comfort.luxury_level', 'comfort', 'luxuryLevel'],
  ['comfort.common_meter', 'comfort', 'commonMeter'],
  ['comfort.common_heating', 'comfort', 'commonHeating'],
  ['comfort.meter_type', 'comfort', 'meterType'],
  ['comfort.lift', 'comfort', 'bool'],
  ['comfort.alarm', 'comfort', 'bool'],
  ['comfort.swimming_pool', 'comfort', 'bool'],
  ['certification.energy_label', 'epc', 'energyLabel'],
  ['certification.epc_value', 'epc', 'epc'],
  ['certification.epc_number', 'epc', 'text'],
  ['certification.e_level', 'epc', 'number'],
  ['certification.k_level', 'epc', 'number'],
  ['certification.co2_emission', 'epc', 'co2'],
  ['certification.electrical_certificate', 'epc', 'electricityCertification'],
  ['certification.electrical_certificate_conformity', 'epc', 'conformity'],
  ['certification.electrical_certificate_information', 'epc', 'text'],
  ['certification.as_built_certificate', 'epc', 'planning'],
  ['financial.price', 'financialPriceDetails', 'money'],
  ['financial.land_price', 'financialPriceDetails', 'money'],
  ['financial.infrastructure_price', 'financialPriceDetails', 'money'],
  ['financial.price_per_square_meter', 'financialPriceDetails', 'pricePerM2'],
  ['financial.vat_regime', 'financialPriceDetails', 'bool'],
  ['financial.monthly_costs', 'financialCosts', 'money'],
  ['financial.property_tax', 'financialCosts', 'money'],
  ['financial.cadastral_income', 'financialCosts', 'money'],
  ['financial.registration_costs', 'financialCosts', 'money'],
  ['financial.warranty', 'financialCosts', 'money'],
  ['financial.rent_per_year', 'financial', 'money'],
  ['financial.net_revenue', 'financial', 'percentage'],
  ['notary_cost.total', 'financialNotary', 'money'],
  ['notary_cost.fee', 'financialNotary', 'money'],
  ['notary_cost.registration', 'financialNotary', 'money'],
  ['notary.session_date', 'notary', 'date'],
  ['notary.setting_price', 'notary', 'money'],
  ['notary.price_reached', 'notary', 'money'],
  ['notary.bid_start_date', 'notary', 'date'],
  ['notary.bid_end_date', 'notary', 'date'],
  ['notary.bid_url', 'notary', 'text'],
  ['notary.bid_increment', 'notary', 'money'],
  ['other.available', 'other', 'freeOn'],
  ['other.available_at', 'other', 'date'],
  ['other.garden', 'other', 'garden'],
  ['other.garden_information', 'other', 'text'],
  ['other.garden_orientation', 'other', 'orientation'],
  ['other.distance_school', 'other', 'distance'],
  ['other.distance_shops', 'other', 'distance'],
  ['other.distance_transport', 'other', 'distance'],
  ['other.distance_public_transport', 'other', 'distance'],
  ['other.distance_beach', 'other', 'distance'],
  ['other.sea_view', 'other', 'bool'],
  ['other.environment', 'other', 'environment'],
  ['other.sms_text', 'other', 'text'],
  ['media.virtual_visit_url', 'other', 'text'],
  ['project.project_phase', 'other', 'text'],
  ['planning.destination', 'planning', 'destination'],
  ['planning.most_recent_destination', 'planning', 'recentDestination'],
  ['planning.permission', 'planning', 'planning'],
  ['planning.subdivision_permit', 'planning', 'planning'],
  ['planning.proceeding', 'planning', 'planning'],
  ['planning.priority_purchase', 'planning', 'planning'],
  ['planning.protected_heritage', 'planning', 'planning'],
  ['flood_information.is_in_flood_area', 'planning', 'bool'],
  ['flood_information.is_in_risk_zone', 'planning', 'bool'],
  ['flood_information.is_in_shore_area', 'planning', 'bool'],
  ['flood_information.is_in_effective_flood_area', 'planning', 'bool'],
];

/** The field keys the table lists (each has a label in the catalogue's four languages). */
export const SOURCE_FIELD_KEYS: readonly string[] = ROWS.map(([key]) => key);

const SPECS: ReadonlyMap<string, FieldSpec> = new Map(
  ROWS.map(([key, tab, kind]) => [
    key,
    {
      tab,
      kind: KINDS.includes(kind) ? (kind as Kind) : 'text',
      ...(KINDS.includes(kind) ? {} : { enumName: kind as EnumName }),
    },
  ]),
);

/**
 * The label of a layout key in `locale` ('layout.bedroom5' → 'Bedroom 5'), '' when unknown: the
 * rooms of the layout tab (SPEC §3: up to 45 rooms, bedroom1 to bedroom7, custom room1 to room10
 * and others), named by the key without its number (the field labels' `room.*`). Every layout
 * value is a surface in m².
 */
export function roomLabel(key: string, locale: Locale): string {
  const match = /^layout\.([a-z_]+?)_?(\d*)$/.exec(key);
  const name = match ? labelIn(`room.${match[1] ?? ''}`, locale) : '';
  if (!match || !name) return '';
  return match[2] ? `${name} ${Number(match[2])}` : name;
}

/** The tab of a key by its prefix, for keys the table does not list. */
const PREFIX_TAB: Readonly<Record<string, SecondListingTab>> = {
  general: 'general',
  construction: 'construction',
  layout: 'layout',
  comfort: 'comfort',
  certification: 'epc',
  financial: 'financial',
  notary_cost: 'financialNotary',
  notary: 'notary',
  planning: 'planning',
  flood_information: 'planning',
  other: 'other',
  media: 'other',
  project: 'other',
};

/** The tab of a dotted field key (SPEC §3 groups by key prefix); unknown prefixes go to other. */
export function tabOf(key: string): SecondListingTab {
  return SPECS.get(key)?.tab ?? PREFIX_TAB[key.split('.')[0] ?? ''] ?? 'other';
}

/** Suffixes that make a field the description of a main field (SPEC §3 combined fields). */
const PARTNER_SUFFIXES = ['_information', '_description', '_conformity'] as const;

/** The main field of a partner key ('other.garden_information' → 'other.garden'), else null. */
export function mainFieldOf(key: string, keys: ReadonlySet<string>): string | null {
  for (const suffix of PARTNER_SUFFIXES) {
    if (key.endsWith(suffix)) {
      const main = key.slice(0, -suffix.length);
      if (keys.has(main)) return main;
    }
  }
  return null;
}

const ELECTRICAL = /^certification\.electrical_certificate/;
const RENT_HIDDEN = [
  ELECTRICAL,
  /^planning\.permission$/,
  /^planning\.most_recent_destination$/,
  /^planning\.proceeding$/,
  /^planning\.subdivision_permit$/,
  /as_built_certificate/,
];
const VAT_HIDDEN = new Set([
  'financial.price',
  'financial.land_price',
  'financial.infrastructure_price',
  'notary_cost.total',
]);

/**
 * True when a field is hidden by the rules of SPEC §5:
 * - status TO_RENT or RENTED: the electrical certificate fields, planning permission, most
 *   recent destination, proceeding, subdivision permit and the as-built certificate;
 * - type PLOT: the electrical certificate fields;
 * - `financial.vat_regime` true: financial.price, land_price, infrastructure_price and
 *   notary_cost.total.
 */
export function isHiddenField(key: string, listing: SkarabeeListing): boolean {
  if (
    (listing.status === 'TO_RENT' || listing.status === 'RENTED') &&
    RENT_HIDDEN.some((rule) => rule.test(key))
  ) {
    return true;
  }
  if (listing.type === 'PLOT' && ELECTRICAL.test(key)) return true;
  return listing.fields?.['financial.vat_regime'] === true && VAT_HIDDEN.has(key);
}

/**
 * The label of a field key in `locale`: the catalogue's, a layout room's ('Bedroom 5'); a missing one
 * is `_{field}_` (SPEC §5).
 */
export function secondListingLabel(key: string, locale: Locale): string {
  return sourceLabel(key, locale) || `_${key}_`;
}

/** The catalogue's label of a key the table lists, else a layout room's; '' when neither. */
function sourceLabel(key: string, locale: Locale): string {
  return (SPECS.has(key) ? labelIn(`source.${key}`, locale) : '') || roomLabel(key, locale);
}

/** How the value of a key is written: the table's kind; any layout room is a surface (m²). */
function kindOf(key: string): Kind | undefined {
  return SPECS.get(key)?.kind ?? (key.startsWith('layout.') ? 'surface' : undefined);
}

type Value = string | number | boolean | null | undefined;

/** True for a value the source left empty: null, undefined, blank, or -1 (cleared, SPEC §5). */
export function isMissing(value: Value): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return value === -1 || Number.isNaN(value);
  return typeof value === 'string' && (value.trim() === '' || value.trim() === '-1');
}

/**
 * The text of a field value in `locale` (SPEC §5): "Not entered" when missing (null, undefined,
 * '' or -1, which is cleared); an enumeration code by its label, '' when it has none; numbers
 * with their unit (m², m, € , kWh/m²/year...), also when given as text ('18' m²); booleans Yes
 * or No; dates dd/mm/yyyy.
 */
export function secondListingValue(key: string, value: Value, locale: Locale): string {
  if (isMissing(value)) return fieldLabel('value.notEntered', locale);
  const spec = SPECS.get(key);
  if (spec?.enumName) return enumLabel(spec.enumName, value as string | number, locale);
  if (typeof value === 'boolean') return fieldLabel(value ? 'value.yes' : 'value.no', locale);
  const kind = kindOf(key);
  const n =
    typeof value === 'number'
      ? value
      : kind !== undefined &&
          kind !== 'text' &&
          kind !== 'date' &&
          /^-?\d+([.,]\d+)?$/.test(String(value).trim())
        ? Number(String(value).trim().replace(',', '.'))
        : Number.NaN;
  switch (kind) {
    case 'money':
      return Number.isFinite(n) ? formatMoney(n) : String(value);
    case 'surface':
      return Number.isFinite(n) ? formatSurface(n) : String(value);
    case 'size':
      return Number.isFinite(n) ? formatSize(n) : String(value);
    case 'distance':
      return Number.isFinite(n) ? formatDistance(n) : String(value);
    case 'epc':
      return Number.isFinite(n) ? formatEpcPerYear(n, locale) : String(value);
    case 'co2':
      return Number.isFinite(n) ? formatCo2PerYear(n, locale) : String(value);
    case 'pricePerM2':
      return Number.isFinite(n) ? formatPricePerSquareMeter(n) : String(value);
    case 'percentage':
      return Number.isFinite(n) ? formatPercentage(n) : String(value);
    case 'date':
      return formatDate(String(value)) || String(value);
    case 'number':
      return Number.isFinite(n) ? formatNumber(n) : String(value);
    default:
      return typeof value === 'number' && kind !== 'text' ? formatNumber(value) : String(value);
  }
}

/** One field of a tab: label and value text, and the descriptions of its partner fields. */
export interface SecondListingField {
  key: string;
  label: string;
  value: string;
  /** The value's language when it is the source's free text in another language than the page. */
  lang?: Locale;
  /** Partner fields shown with it (SPEC §3 combined fields), each with its label and text. */
  descriptions: { key: string; label: string; value: string; lang?: Locale }[];
}

/**
 * Free texts of the source (SMS text, the information and description partners of combined
 * fields): written in one language, the source's, whatever the page's language.
 */
const FREE_TEXT = /(^other\.sms_text$|_information$|_description$|_comment$)/;

/** A field's value as the source sends it: a free text may come in several languages. */
type SourceValue = SkarabeeListing['fields'][string];

/**
 * The value of a field for a page in `locale`: a text given per language in the page's language,
 * else in the source's (`dataLocale`, marked with `lang` so that screen readers pronounce it
 * right); a single free text of the source is in the source's language (marked the same way when
 * that is not the page's). Other values as they are.
 */
function valueIn(
  key: string,
  value: SourceValue,
  locale: Locale,
  dataLocale: Locale,
): { value: Value; lang?: Locale } {
  if (value !== null && typeof value === 'object') {
    const own = value[locale];
    if (own !== undefined && own.trim() !== '') return { value: own };
    const source = value[dataLocale];
    return source === undefined ? { value: null } : { value: source, lang: dataLocale };
  }
  return typeof value === 'string' &&
    !isMissing(value) &&
    FREE_TEXT.test(key) &&
    dataLocale !== locale
    ? { value, lang: dataLocale }
    : { value };
}

/** A tab with its fields (only tabs that have at least one field are returned). */
export interface SecondListingTabView {
  id: SecondListingTab;
  fields: SecondListingField[];
}

/**
 * A field as shown in `locale`, or null when there is nothing to show: no label in that language
 * (never a raw key), or no value (null, '', -1, an enumeration code without a label, or one that
 * means "not entered").
 */
function shownField(
  key: string,
  source: SourceValue,
  locale: Locale,
  dataLocale: Locale,
): { key: string; label: string; value: string; lang?: Locale } | null {
  const label = sourceLabel(key, locale);
  const { value, lang } = valueIn(key, source, locale, dataLocale);
  if (!label || isMissing(value)) return null;
  const text = secondListingValue(key, value, locale);
  if (text === '' || text === fieldLabel('value.notEntered', locale)) return null;
  return lang ? { key, label, value: text, lang } : { key, label, value: text };
}

/**
 * The tabs of a listing in `locale`, in SPEC §3 order, each with its fields in key order of the
 * listing; hidden fields (SPEC §5) are left out and partner fields sit under their main field.
 * A field with nothing entered, or without a label in `locale`, is left out, and so is a tab
 * left without fields. The source's free texts are in the page's language when the source gives
 * it, else in `dataLocale` (the site's default language) and then marked with `lang`.
 */
export function secondListingTabs(
  listing: SkarabeeListing,
  locale: Locale,
  dataLocale: Locale = DEFAULT_LOCALE,
): SecondListingTabView[] {
  const entries = Object.entries(listing.fields ?? {}).filter(
    ([key]) => !isHiddenField(key, listing),
  );
  const keys = new Set(entries.map(([key]) => key));
  const fields = new Map<string, SecondListingField>();
  for (const [key, value] of entries) {
    if (mainFieldOf(key, keys)) continue;
    const field = shownField(key, value, locale, dataLocale);
    if (field) fields.set(key, { ...field, descriptions: [] });
  }
  for (const [key, value] of entries) {
    const main = mainFieldOf(key, keys);
    const description = main ? shownField(key, value, locale, dataLocale) : null;
    if (main && description) fields.get(main)?.descriptions.push(description);
  }
  return SECOND_LISTING_TABS.map((id) => ({
    id,
    fields: [...fields.values()].filter((f) => tabOf(f.key) === id),
  })).filter((tab) => tab.fields.length > 0);
}

/** The name of a tab in `locale` (the field labels' `tab.*`). */
export function secondListingTabLabel(tab: SecondListingTab, locale: Locale): string {
  return labelIn(`tab.${tab}`, locale);
}
