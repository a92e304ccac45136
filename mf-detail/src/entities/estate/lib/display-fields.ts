/**
 * The display-field model of the detail page (SPEC §3 "Detail display fields", §5 visibility,
 * §9 units and formats): every field group of an Estate as a list of fields, each holding its
 * text value, its label in the page's language and a visible flag. Pure functions: the
 * components only render what these return.
 *
 * Default visibility (SPEC §5): a field is visible only when its value is not undefined, null,
 * an empty string or 0; -1 is cleared and treated as empty. The rules of SPEC §5 on planning,
 * Wallonia, new building and sticker colours override that default, as documented per function.
 */
import {
  DEFAULT_LOCALE,
  type Estate,
  type Locale,
  type LocalizedText,
  type Sticker,
} from 'shared/domain';
import { enumLabel, type EnumName } from '#detail/lib/enums';
import { energyLabelText, isPriceHidden, isRent, stickerColor } from 'shared/estate';
import { ROOM_TYPE, roomCount } from '#detail/lib/estate-layout';
import { formatDate, formatMoney, formatNumber, formatSurface, localized } from 'shared/format';
import { formatSize } from '#detail/lib/format';
import { formatCo2PerYear, formatEnergyPerYear, formatEpcPerYear } from './energy';
import { fieldLabel } from './field-labels';
import { cleared, hasValue, type RawValue } from './values';

/** One display field: its key (e.g. 'price.value'), label, text value and visible flag. */
export interface DisplayField {
  key: string;
  /** The label in the page's language; `_{key}_` when the label is missing (SPEC §5). */
  label: string;
  /** The value as shown, with its unit ('120 m²', '€ 350.000'); '' when empty. */
  value: string;
  /** True when the field is shown. */
  visible: boolean;
  /** 'flooding' when the flooding icon goes with the value (score letter after C, SPEC §5). */
  icon?: 'flooding';
  /**
   * The language of the value when it is not the page's: text the agency keeps in one language
   * only (a building name, an extra field without a translation), marked so that screen readers
   * pronounce it right. Absent when the value is in the page's language.
   */
  lang?: Locale;
}

/** `{ lang }` when a single-language value's language differs from the page's, else nothing. */
function langOf(dataLocale: Locale, locale: Locale): { lang?: Locale } {
  return dataLocale === locale ? {} : { lang: dataLocale };
}

/**
 * The building name in `locale`: when it is the estate's title in one of the languages (a
 * project named after itself), that title in `locale`; otherwise the name as the agency wrote
 * it, in its data language.
 */
export function buildingNameText(
  estate: Estate,
  locale: Locale,
  dataLocale: Locale,
): { text: string; lang?: Locale } {
  const name = (estate.general.buildingName ?? '').trim();
  if (name === '') return { text: '' };
  const title = estate.general.title ?? {};
  const isTitle = Object.values(title).some((t) => (t ?? '').trim() === name);
  const own = localized(title, locale);
  if (isTitle && own) return { text: own };
  return { text: name, ...langOf(dataLocale, locale) };
}

/** The field groups of SPEC §3 Estate shown as lists of display fields. */
export type DisplayGroupId =
  | 'general'
  | 'price'
  | 'financial'
  | 'planning'
  | 'dimensions'
  | 'energy'
  | 'technical'
  | 'rooms'
  | 'facilities'
  | 'buildTechnicals'
  | 'environments'
  | 'rentalOptions'
  | 'extraFields'
  | 'sticker';

/** A group of display fields with its label; `visible` when at least one field is visible. */
export interface DisplayGroup {
  id: DisplayGroupId;
  label: string;
  fields: DisplayField[];
  visible: boolean;
  /**
   * How the group shows its fields: `facts`, label and value; `list`, the values alone (the
   * environments and rental options, whose name is their value, and the extra fields, which have
   * no label of their own), so nothing reads twice.
   */
  presentation?: 'facts' | 'list';
}

/** The groups shown as a list of values (see DisplayGroup.presentation). */
const LIST_GROUPS: readonly DisplayGroupId[] = ['environments', 'rentalOptions', 'extraFields'];

type Raw = RawValue;

/** 'Yes' or 'No' in `locale` for a boolean. */
function yesNo(value: boolean, locale: Locale): string {
  return fieldLabel(value ? 'value.yes' : 'value.no', locale);
}

/** Text of a plain raw value: booleans Yes/No, numbers in the nl-BE format, text as is. */
function plainText(value: Raw, locale: Locale): string {
  if (!hasValue(value)) return '';
  if (typeof value === 'boolean') return yesNo(value, locale);
  if (typeof value === 'number') return formatNumber(value);
  return String(value);
}

/** A field whose visible flag is the default of SPEC §5 (filled in). */
function field(key: string, raw: Raw, value: string, locale: Locale): DisplayField {
  const visible = hasValue(raw) && value !== '';
  return { key, label: fieldLabel(key, locale), value: visible ? value : '', visible };
}

/** The label of an enumeration code, '' when it has none (SPEC §5). */
function enumText(name: EnumName, code: Raw, locale: Locale): string {
  return hasValue(code) ? enumLabel(name, code as string | number, locale) : '';
}

/** True when the estate lies in Wallonia (`general.address.region` 'WALLONIA'). */
export function isInWallonia(estate: Estate): boolean {
  return (estate.general?.address?.region ?? '').toUpperCase() === 'WALLONIA';
}

/** True when a flood score letter comes after C (D, E...): the flooding icon shows (SPEC §5). */
export function showsFloodingIcon(score: string | null | undefined): boolean {
  const letter = (score ?? '').trim().toUpperCase().charAt(0);
  return letter >= 'D' && letter <= 'Z';
}

// --- groups ---

/**
 * General fields: reference, type, subtype, status, publication date, floor, unit, building...
 * @param dataLocale the language the agency keeps its single-language texts in (the site's
 *   default language), for the building name (see `buildingNameText`)
 */
export function generalFields(
  estate: Estate,
  locale: Locale,
  dataLocale: Locale = DEFAULT_LOCALE,
): DisplayField[] {
  const g = estate.general;
  const building = buildingNameText(estate, locale, dataLocale);
  return [
    field('general.reference', g.reference, plainText(g.reference, locale), locale),
    field('general.headType', g.headType?.id, localized(g.headType?.name, locale), locale),
    field('general.subType', g.subType?.id, localized(g.subType?.name, locale), locale),
    field('general.transaction', g.transaction?.id, localized(g.transaction?.name, locale), locale),
    field('general.publicationDate', g.publicationDate, formatDate(g.publicationDate), locale),
    field('general.floor', cleared(g.floor), plainText(cleared(g.floor), locale), locale),
    field('general.entityNumber', g.entityNumber, plainText(g.entityNumber, locale), locale),
    {
      ...field('general.buildingName', building.text, building.text, locale),
      ...(building.lang ? { lang: building.lang } : {}),
    },
    field('general.architect', g.architect?.name, plainText(g.architect?.name, locale), locale),
    field('general.petsAllowed', g.petsAllowed, plainText(g.petsAllowed, locale), locale),
    field(
      'general.asbestosInventory',
      g.asbestosInventory,
      plainText(g.asbestosInventory, locale),
      locale,
    ),
    field(
      'general.certificateAsbestos',
      g.certificateAsbestos,
      plainText(g.certificateAsbestos, locale),
      locale,
    ),
  ];
}

/**
 * The total price of a new building (euro): ground, construction and infrastructure values
 * added, null when none of them is filled in.
 */
export function totalPrice(estate: Estate): number | null {
  const p = estate.general.price;
  const parts = [p?.groundValue, p?.constructionValue, p?.infrastructureValue]
    .map((v) => cleared(v ?? null))
    .filter((v): v is number => hasValue(v));
  return parts.length > 0 ? parts.reduce((a, b) => a + b, 0) : null;
}

/**
 * Price fields in euro: value, priceFrom, ground, infrastructure, furniture and construction
 * values, total price, deposit and the rent period. Every field is hidden when the price of the
 * estate is hidden (sold or closed, SPEC §2, §4).
 */
export function priceFields(estate: Estate, locale: Locale): DisplayField[] {
  const p = estate.general.price ?? ({} as Partial<Estate['general']['price']>);
  const money = (key: string, value: number | null | undefined) => {
    const v = cleared(value ?? null);
    return field(key, v, formatMoney(v), locale);
  };
  const total = totalPrice(estate);
  const fields = [
    money('price.value', p.value),
    money('price.priceFrom', p.priceFrom),
    money('price.groundValue', p.groundValue),
    money('price.infrastructureValue', p.infrastructureValue),
    money('price.furnitureValue', p.furnitureValue),
    money('price.constructionValue', p.constructionValue),
    money('price.totalPrice', total),
    money('price.deposit', p.deposit),
    field(
      'price.period',
      isRent(estate) ? localized(p.period?.name, locale) : null,
      localized(p.period?.name, locale),
      locale,
    ),
  ];
  return isPriceHidden(estate) ? fields.map((f) => ({ ...f, value: '', visible: false })) : fields;
}

/** Legal and fiscal fields in euro: property tax, registration, notary, cadastral income (ki). */
export function financialFields(estate: Estate, locale: Locale): DisplayField[] {
  const g = estate.general;
  const money = (key: string, value: number | null | undefined) => {
    const v = cleared(value ?? null);
    return field(key, v, formatMoney(v), locale);
  };
  return [
    money('financial.tax', g.tax),
    money('financial.registrationCost', g.registrationCost),
    money('financial.notarySalery', g.notarySalery),
    money('financial.kiNonIndexed', estate.ki?.nonIndexed),
    money('financial.kiIndexed', estate.ki?.indexed),
    money('financial.communityTax', estate.ki?.communityTax),
  ];
}

/** Planning fields (SPEC §5: shown when filled in or outside Wallonia). */
export const PLANNING_FIELDS = [
  'townPlanningValue',
  'townPlanningViolation',
  'buildingLicense',
  'allocationLicense',
  'presaleRight',
  'certificateAsBuilt',
  'heritageProtected',
  'heritageInventoried',
  'renovationObligation',
  'floodingBuildingScore',
  'floodingParcelScore',
] as const;
export type PlanningField = (typeof PLANNING_FIELDS)[number];

/** Planning fields never shown for an estate in Wallonia (SPEC §5). */
export const HIDDEN_IN_WALLONIA: readonly PlanningField[] = [
  'certificateAsBuilt',
  'heritageInventoried',
  'floodingBuildingScore',
  'floodingParcelScore',
];

/** The text of a planning field's code: zoning codes and planning codes by their enumeration. */
function planningText(name: PlanningField, code: string, locale: Locale): string {
  if (name === 'townPlanningValue') return enumText('recentDestination', code, locale) || code;
  if (name === 'floodingBuildingScore' || name === 'floodingParcelScore') return code;
  return enumText('planning', code, locale) || code;
}

/**
 * Planning (urban planning) fields, SPEC §5:
 * - shown when a value exists or the property is not in Wallonia; an empty one outside Wallonia
 *   reads "Not entered";
 * - the as-built certificate, the heritage inventory and both flood scores are hidden in Wallonia;
 * - a null planning-offence proceeding (`townPlanningViolation`) reads the default
 *   "no remedial measure" text;
 * - a flood score letter after C carries the flooding icon.
 */
export function planningFields(estate: Estate, locale: Locale): DisplayField[] {
  const wallonia = isInWallonia(estate);
  return PLANNING_FIELDS.map((name): DisplayField => {
    const key = `planning.${name}`;
    const raw = estate.general[name];
    const filled = hasValue(raw);
    let value: string;
    if (filled) value = planningText(name, String(raw), locale);
    else if (name === 'townPlanningViolation')
      value = fieldLabel('value.noRemedialMeasure', locale);
    else value = fieldLabel('value.notEntered', locale);
    const visible = HIDDEN_IN_WALLONIA.includes(name) ? !wallonia : filled || !wallonia;
    const flooding =
      (name === 'floodingBuildingScore' || name === 'floodingParcelScore') &&
      filled &&
      showsFloodingIcon(String(raw));
    return {
      key,
      label: fieldLabel(key, locale),
      value: visible ? value : '',
      visible,
      ...(flooding && visible ? { icon: 'flooding' as const } : {}),
    };
  });
}

/** Dimension fields: areas in m² ('120 m²'), widths and depths in m ('8,5 m'), the area comment. */
export function dimensionFields(estate: Estate, locale: Locale): DisplayField[] {
  const d = estate.dimensions ?? ({} as Partial<Estate['dimensions']>);
  const area = (key: keyof Estate['dimensions'], format: (v: number) => string) => {
    const v = cleared((d[key] as number | null | undefined) ?? null);
    return field(`dimensions.${key}`, v, hasValue(v) ? format(v as number) : '', locale);
  };
  const comment = localized(d.commentArea as LocalizedText | null | undefined, locale);
  return [
    area('areaBuild', (v) => formatSurface(v)),
    area('areaGround', (v) => formatSurface(v)),
    area('areaBuildable', (v) => formatSurface(v)),
    area('widthHouse', (v) => formatSize(v)),
    area('widthGround', (v) => formatSize(v)),
    area('depthHouse', (v) => formatSize(v)),
    area('depthGround', (v) => formatSize(v)),
    area('depthGroundFloor', (v) => formatSize(v)),
    area('depthFloor', (v) => formatSize(v)),
    field('dimensions.commentArea', comment, comment, locale),
  ];
}

/** The energy label text of an estate ('A+', 'B-A'); a custom label wins. '' when none. */
export function energyLabelOf(estate: Estate): string {
  const { customEpcLabel, energyLabel } = estate.energy ?? {};
  if (hasValue(customEpcLabel)) return String(customEpcLabel);
  return energyLabelText(energyLabel);
}

/**
 * Energy fields: label, EPC value in kWh/m²/year, total in kWh/year, CO2 in kg/m²/year,
 * EPC and EPB references, E-level, K-level and the shared flag.
 */
export function energyFields(estate: Estate, locale: Locale): DisplayField[] {
  const e = estate.energy ?? ({} as Partial<Estate['energy']>);
  const label = energyLabelOf(estate);
  const num = (key: string, v: number | null | undefined) =>
    field(key, cleared(v ?? null), plainText(cleared(v ?? null), locale), locale);
  return [
    field('energy.energyLabel', label, label, locale),
    field(
      'energy.epcValue',
      cleared(e.epcValue ?? null),
      formatEpcPerYear(e.epcValue, locale),
      locale,
    ),
    field(
      'energy.epcValueTotal',
      cleared(e.epcValueTotal ?? null),
      formatEnergyPerYear(e.epcValueTotal, locale),
      locale,
    ),
    field('energy.co2', cleared(e.co2 ?? null), formatCo2PerYear(e.co2, locale), locale),
    field('energy.epcReference', e.epcReference, plainText(e.epcReference, locale), locale),
    field('energy.epbReference', e.epbReference, plainText(e.epbReference, locale), locale),
    num('energy.eLevel', e.eLevel),
    num('energy.kLevel', e.kLevel),
    field('energy.shared', e.shared ? true : null, e.shared ? yesNo(true, locale) : '', locale),
  ];
}

/**
 * Technical fields. New building shows only when true (SPEC §5); years as plain numbers; codes
 * by their enumeration labels (condition, construction type, free-on, orientation, conformity,
 * electricity certification); monthly cost in euro; availability date dd/mm/yyyy.
 */
export function technicalFields(estate: Estate, locale: Locale): DisplayField[] {
  const t = estate.technical ?? ({} as Partial<Estate['technical']>);
  const year = (key: string, v: number | null | undefined) => {
    const c = cleared(v ?? null);
    return field(key, c, hasValue(c) ? String(c) : '', locale);
  };
  const code = (key: string, name: EnumName, v: string | null | undefined) =>
    field(key, v, enumText(name, v, locale) || plainText(v, locale), locale);
  const bool = (key: string, v: boolean | null | undefined) =>
    field(key, v, plainText(v, locale), locale);
  return [
    field(
      'technical.newBuilding',
      t.newBuilding === true ? true : null,
      t.newBuilding === true ? yesNo(true, locale) : '',
      locale,
    ),
    year('technical.constructionYear', t.constructionYear),
    year('technical.renovationYear', t.renovationYear),
    code('technical.buildingType', 'constructionType', t.buildingType),
    code('technical.condition', 'condition', t.condition),
    code('technical.available', 'freeOn', t.available),
    field('technical.availableDate', t.availableDate, formatDate(t.availableDate), locale),
    bool('technical.furniture', t.furniture),
    bool('technical.petsAllowed', t.petsAllowed),
    field(
      'technical.monthlyCost',
      cleared(t.monthlyCost ?? null),
      formatMoney(cleared(t.monthlyCost ?? null)),
      locale,
    ),
    code('technical.directionGarden', 'orientation', t.directionGarden),
    field(
      'technical.oLevelSensitivity',
      t.oLevelSensitivity,
      plainText(t.oLevelSensitivity, locale),
      locale,
    ),
    field('technical.oLevelZone', t.oLevelZone, plainText(t.oLevelZone, locale), locale),
    code('technical.certificateConformity', 'conformity', t.certificateConformity),
    code('technical.certificateElectricity', 'electricityCertification', t.certificateElectricity),
    bool('technical.elevator', t.elevator),
  ];
}

/** Room types counted on the page (SPEC §3 table), in display order. */
export const COUNTED_ROOMS = [
  'bedroom',
  'bathroom',
  'garage',
  'terrace',
  'parkingSpace',
  'toilet',
] as const satisfies readonly (keyof typeof ROOM_TYPE)[];

/**
 * Room counts by room type id (SPEC §3: bedroom 1, bathroom 5, garage 6, terrace 10, parking
 * space 14, toilet 16), summed over the layout. Bedrooms and bathrooms take the general counts
 * (`bedroomCount`, `bathroomCount`) when those are filled in.
 */
export function roomCountFields(estate: Estate, locale: Locale): DisplayField[] {
  return COUNTED_ROOMS.map((room) => {
    const general =
      room === 'bedroom'
        ? estate.general.bedroomCount
        : room === 'bathroom'
          ? estate.general.bathroomCount
          : null;
    const count = hasValue(cleared(general ?? null))
      ? (general as number)
      : roomCount(estate, ROOM_TYPE[room]);
    return field(`rooms.${room}`, count, plainText(count, locale), locale);
  });
}

/** Which enumerations a build-technical value may belong to, tried in order. */
const BUILD_TECHNICAL_ENUMS: readonly EnumName[] = [
  'heating',
  'glazing',
  'kitchen',
  'carpentry',
  'roof',
  'bathroom',
  'luxuryLevel',
  'commonMeter',
  'meterType',
  'condition',
];

/** The label of a code of any of the build-technical enumerations, else the code itself. */
function buildTechnicalText(code: string | null, locale: Locale): string {
  if (!hasValue(code)) return '';
  for (const name of BUILD_TECHNICAL_ENUMS) {
    const label = enumLabel(name, code, locale);
    if (label) return label;
  }
  if (code === 'YES' || code === 'NO') return yesNo(code === 'YES', locale);
  return String(code);
}

/** Facilities: name → value ('YES' reads "Yes"); the key is `facilities.{id}`. */
export function facilityFields(estate: Estate, locale: Locale): DisplayField[] {
  return (estate.facilities ?? []).map((f) => {
    const value =
      f.value === null || f.value === ''
        ? fieldLabel('value.yes', locale)
        : buildTechnicalText(f.value, locale);
    const label = localized(f.name, locale);
    return {
      key: `facilities.${f.id}`,
      label: label || `_facilities.${f.id}_`,
      value,
      visible: value !== '' && f.value !== 'NO',
    };
  });
}

/** Build technicals: criteria → value (by enumeration label) and its comment. */
export function buildTechnicalFields(estate: Estate, locale: Locale): DisplayField[] {
  return (estate.buildTechnicals ?? []).map((b, i) => {
    const comment = localized(b.comment, locale);
    const value = [buildTechnicalText(b.value, locale), comment].filter(Boolean).join(' — ');
    const label = localized(b.criteria, locale);
    return {
      key: `buildTechnicals.${i}`,
      label: label || `_buildTechnicals.${i}_`,
      value,
      visible: value !== '' && label !== '',
    };
  });
}

/** A list of named items (environments, rental options) as fields whose value is the name. */
function namedItems(
  group: 'environments' | 'rentalOptions',
  items: { id: number; name: LocalizedText }[] | undefined,
  locale: Locale,
): DisplayField[] {
  return (items ?? []).map((item) => {
    const name = localized(item.name, locale);
    return { key: `${group}.${item.id}`, label: name, value: name, visible: name !== '' };
  });
}

/**
 * Extra fields (SPEC §3 extraFields): TEXT and BIGTEXT read their text in `locale`
 * (`value_lang_string`), else their one-language `value`, marked as in `dataLocale`; other
 * types their `value`.
 */
export function extraFieldFields(
  estate: Estate,
  locale: Locale,
  dataLocale: Locale = DEFAULT_LOCALE,
): DisplayField[] {
  return (estate.extraFields ?? []).map((x) => {
    const isText = x.type === 'TEXT' || x.type === 'BIGTEXT';
    const translated = isText ? localized(x.value_lang_string, locale) : '';
    const text = translated || (x.value ?? '');
    return {
      key: `extraFields.${x.extra_field_autoid}`,
      label: fieldLabel('group.extraFields', locale),
      value: text,
      visible: hasValue(text),
      ...(isText && !translated && hasValue(text) ? langOf(dataLocale, locale) : {}),
    };
  });
}

/**
 * Sticker fields: its name, its colour and its text colour, each colour visible only when the
 * site's sticker rule keeps it (shared/estate `stickerColor`: not the default white background or
 * black text, and a hex colour), SPEC §5.
 */
export function stickerFields(sticker: Sticker | null | undefined, locale: Locale): DisplayField[] {
  const name = localized(sticker?.name, locale);
  const color = sticker?.color?.trim() ?? '';
  const colorText = sticker?.colorText?.trim() ?? '';
  return [
    field('sticker.name', name, name, locale),
    { ...field('sticker.color', color, color, locale), visible: stickerColor(sticker) !== null },
    {
      ...field('sticker.colorText', colorText, colorText, locale),
      visible: stickerColor(sticker, 'colorText') !== null,
    },
  ].map((f) => (f.visible ? f : { ...f, value: '' }));
}

/** A group from its fields; visible when one of them is. */
function group(id: DisplayGroupId, fields: DisplayField[], locale: Locale): DisplayGroup {
  return {
    id,
    label: fieldLabel(`group.${id}`, locale),
    fields,
    visible: fields.some((f) => f.visible),
    presentation: LIST_GROUPS.includes(id) ? 'list' : 'facts',
  };
}

/**
 * The groups with every field that repeats one shown before it hidden (nothing is shown twice): a
 * fact with the same label and value as an earlier one ("Lift: Yes" under technical details and
 * again under facilities, "Pets allowed" in general and technical details), and a list item that
 * names a fact shown earlier as "Yes" ("Furnished" under rental options after "Furnished: Yes").
 * Labels and values compare without case. Groups left with no visible field are not visible.
 * @param groups the groups in display order
 * @param locale the page language (the word "Yes")
 */
export function withoutRepeats(groups: DisplayGroup[], locale: Locale): DisplayGroup[] {
  const yes = fieldLabel('value.yes', locale).toLowerCase();
  const seen = new Set<string>();
  const key = (label: string, value: string) =>
    `${label.trim().toLowerCase()}\u0000${value.trim().toLowerCase()}`;
  return groups.map((g) => {
    const fields = g.fields.map((f) => {
      if (!f.visible) return f;
      const own = g.presentation === 'list' ? key(f.value, yes) : key(f.label, f.value);
      const repeat = seen.has(own);
      seen.add(own);
      return repeat ? { ...f, value: '', visible: false } : f;
    });
    return { ...g, fields, visible: fields.some((f) => f.visible) };
  });
}

/**
 * Every field group of an estate in `locale` (SPEC §3 Estate), in display order: general, price,
 * financial, planning, dimensions, energy, technical, rooms, facilities, build technicals,
 * environments, rental options, extra fields and sticker; a field that repeats an earlier one is
 * hidden (`withoutRepeats`).
 * @param dataLocale the language of the agency's single-language texts (the site's default
 *   language, nl when not known), marked on the fields that show them
 */
export function displayGroups(
  estate: Estate,
  locale: Locale,
  dataLocale: Locale = DEFAULT_LOCALE,
): DisplayGroup[] {
  return withoutRepeats(
    [
      group('general', generalFields(estate, locale, dataLocale), locale),
      group('price', priceFields(estate, locale), locale),
      group('financial', financialFields(estate, locale), locale),
      group('planning', planningFields(estate, locale), locale),
      group('dimensions', dimensionFields(estate, locale), locale),
      group('energy', energyFields(estate, locale), locale),
      group('technical', technicalFields(estate, locale), locale),
      group('rooms', roomCountFields(estate, locale), locale),
      group('facilities', facilityFields(estate, locale), locale),
      group('buildTechnicals', buildTechnicalFields(estate, locale), locale),
      group('environments', namedItems('environments', estate.environments, locale), locale),
      group('rentalOptions', namedItems('rentalOptions', estate.rentalOptions, locale), locale),
      group('extraFields', extraFieldFields(estate, locale, dataLocale), locale),
      group('sticker', stickerFields(estate.general.sticker, locale), locale),
    ],
    locale,
  );
}

/** The group `id` of a list of groups (always present in `displayGroups`' answer). */
export function groupOf(groups: DisplayGroup[], id: DisplayGroupId): DisplayGroup {
  return groups.find((g) => g.id === id) ?? { id, label: '', fields: [], visible: false };
}

/** The visible fields of a group. */
export function visibleFields(g: DisplayGroup): DisplayField[] {
  return g.fields.filter((f) => f.visible);
}
