/**
 * Display values of an estate for the detail page, in the page's language (SPEC §3 fields,
 * §5 empty values hidden, §9 number formats). Pure functions: the components only render them.
 */
import type { Estate, Locale } from 'shared/domain';
import {
  epcBarPercentage,
  formatEpc,
  formatMoney,
  formatSize,
  formatSurface,
  localized,
} from 'shared/format';
import {
  cityNameOf,
  energyLabelText,
  estateTitle,
  isPriceHidden,
  isRent,
  isSold,
  roomCount,
  ROOM_TYPE,
  sortedPictures,
} from 'shared/estate';
import type { DetailSubject } from './canonical';

/**
 * True when a display value is to be shown (SPEC §5): not undefined, null, an empty (or blank)
 * string, 0 or -1 (-1 is cleared and treated as empty).
 */
export function hasValue<T>(value: T | null | undefined): value is T {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return value !== 0 && value !== -1 && !Number.isNaN(value);
  return true;
}

/** The page title of an estate: its title in `locale`, else "{subtype} in {city}" (SPEC §2). */
export function displayTitle(estate: Estate, locale: Locale): string {
  return localized(estate.general.title, locale) || estateTitle(estate, locale);
}

/**
 * What the price line shows:
 * - `status`: the transaction name, for a sold (or rented) estate or a hidden price; no amount;
 * - `price`: the amount in euro ('€ 350.000'), `from` when it is the project's "from" price,
 *   and the rent period name for an estate to rent (e.g. 'maand'), else null.
 */
export type PriceView =
  | { kind: 'status'; status: string }
  | { kind: 'price'; amount: string; from: boolean; period: string | null };

/** The price line of an estate in `locale` (SPEC §2 price hidden when sold), null when there is nothing to show. */
export function priceView(estate: Estate, locale: Locale): PriceView | null {
  if (isSold(estate) || isPriceHidden(estate)) {
    const status = localized(estate.general.transaction?.name, locale);
    return status ? { kind: 'status', status } : null;
  }
  const { value, priceFrom, period } = estate.general.price ?? {};
  const from = !hasValue(value) && hasValue(priceFrom);
  const amount = hasValue(value) ? value : priceFrom;
  if (!hasValue(amount)) return null;
  const periodName = isRent(estate) && period ? localized(period.name, locale) : '';
  return { kind: 'price', amount: formatMoney(amount), from, period: periodName || null };
}

/** An address for display: the street line only when the address is visible (SPEC §3). */
export interface AddressView {
  /** Street and number, e.g. 'Veldstraat 12', null when hidden or empty. */
  street: string | null;
  /** Zip and city, e.g. '9000 Gent', '' when unknown. */
  city: string;
}

/** The address of an estate in `locale`, null when it has neither a street line nor a city. */
export function addressView(estate: Estate, locale: Locale): AddressView | null {
  const address = estate.general.address;
  if (!address) return null;
  const streetName =
    address.visible && address.street ? localized(address.street.street_address, locale) : '';
  const street = streetName
    ? [streetName, hasValue(address.number) ? address.number : ''].filter(Boolean).join(' ')
    : null;
  const city = [address.city?.zip ?? '', cityNameOf(estate, locale)].filter(hasValue).join(' ');
  return street || city ? { street, city } : null;
}

/** A text split into its paragraphs (blank lines, or single line breaks), empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** Size in px of a gallery's main picture source (the full-size `file`). */
export const MAIN_PICTURE_SIZE = { width: 1200, height: 800 } as const;

/** A picture of the gallery: the full-size source (1200x800) and the thumbnail (370x250) URLs. */
export interface GalleryPicture {
  src: string;
  thumbnail: string;
}

/** The pictures of an estate sorted by index (SPEC §3, §9); a missing thumbnail falls back to the file. */
export function galleryPictures(estate: Estate): GalleryPicture[] {
  return sortedPictures(estate).map((picture) => ({
    src: picture.file || picture.thumbnail,
    thumbnail: picture.thumbnail || picture.file,
  }));
}

/** Bedroom and bathroom counts: the general counts, else counted in the layout; null when empty. */
export function roomCounts(estate: Estate): { bedrooms: number | null; bathrooms: number | null } {
  const pick = (count: number | null, typeId: number) => {
    const value = hasValue(count) ? count : roomCount(estate, typeId);
    return hasValue(value) ? value : null;
  };
  return {
    bedrooms: pick(estate.general.bedroomCount, ROOM_TYPE.bedroom),
    bathrooms: pick(estate.general.bathroomCount, ROOM_TYPE.bathroom),
  };
}

/** A layout room for display: type name, count, surface ('18 m²'), floor number; null when empty. */
export interface LayoutRow {
  name: string;
  count: number | null;
  surface: string | null;
  floor: number | null;
}

/** The layout rooms of an estate in their `sort` order, in `locale`; rooms without a name are left out. */
export function layoutRows(estate: Estate, locale: Locale): LayoutRow[] {
  return [...(estate.layout ?? [])]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((room) => ({
      name: localized(room?.name, locale),
      count: hasValue(room.count) ? room.count : null,
      surface: hasValue(room.surface) ? formatSurface(room.surface) : null,
      floor: room.floor ?? null,
    }))
    .filter((row) => row.name !== '');
}

/** Dimension fields of SPEC §3 shown in the surfaces section, in display order. */
export const SURFACE_FIELDS = [
  'areaBuild',
  'areaGround',
  'areaBuildable',
  'widthHouse',
  'widthGround',
  'depthHouse',
  'depthGround',
  'depthGroundFloor',
  'depthFloor',
] as const;
export type SurfaceField = (typeof SURFACE_FIELDS)[number];

/**
 * The non-empty dimensions of an estate: areas in m² ('120 m²'), widths and depths in m ('8,5 m').
 */
export function surfaceFacts(estate: Estate): { field: SurfaceField; value: string }[] {
  const facts: { field: SurfaceField; value: string }[] = [];
  for (const field of SURFACE_FIELDS) {
    const value = estate.dimensions?.[field];
    if (!hasValue(value)) continue;
    facts.push({
      field,
      value: field.startsWith('area') ? formatSurface(value) : formatSize(value),
    });
  }
  return facts;
}

/** The energy performance for display (SPEC §3 energy); fields null when empty. */
export interface EnergyView {
  /** The label text, e.g. 'A+' (a custom label wins). */
  label: string | null;
  /** The EPC value with its unit, e.g. '245 kWh/m²' (per year). */
  epcValue: string | null;
  /** Width of the EPC bar, 0..100 (value / 700, capped). */
  barPercentage: number | null;
  /** The EPC certificate reference. */
  reference: string | null;
}

/** The energy performance of an estate, null when all its fields are empty. */
export function energyView(estate: Estate): EnergyView | null {
  const { energyLabel, customEpcLabel, epcValue, epcReference } = estate.energy ?? {};
  const label = hasValue(customEpcLabel)
    ? customEpcLabel
    : hasValue(energyLabel)
      ? energyLabelText(energyLabel)
      : '';
  const view: EnergyView = {
    label: label || null,
    epcValue: hasValue(epcValue) ? formatEpc(epcValue) : null,
    barPercentage: hasValue(epcValue) ? epcBarPercentage(epcValue) : null,
    reference: hasValue(epcReference) ? epcReference : null,
  };
  return view.label || view.epcValue || view.reference ? view : null;
}

/**
 * The name of a project's unit in `locale`: its entity number, else its building name, else its
 * title; null when it has none (the page then names it by its id).
 */
export function unitName(unit: Estate, locale: Locale): string | null {
  const { entityNumber, buildingName, title } = unit.general;
  if (hasValue(entityNumber)) return entityNumber;
  if (hasValue(buildingName)) return buildingName;
  return localized(title, locale) || null;
}

/** Title and description of a detail page for the document head. */
export interface DetailMeta {
  /** The estate title with its city, e.g. 'Villa with a view, Gent'. */
  title: string;
  /** The short description (else the start of the description), at most 160 characters. */
  description: string;
}

/** Title and meta description of a subject in `locale`. */
export function detailMeta(subject: DetailSubject, locale: Locale): DetailMeta {
  const { estate } = subject;
  const title = displayTitle(estate, locale);
  const city = cityNameOf(estate, locale);
  const withCity =
    city && !title.toLowerCase().includes(city.toLowerCase()) ? `${title}, ${city}` : title;
  const text =
    localized(estate.general.shortDescription, locale) ||
    paragraphs(localized(estate.general.description, locale)).join(' ');
  const description = text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
  return { title: withCity, description };
}

/** Videos, virtual visits and documents of an estate for display (SPEC §3). */
export interface MediaView {
  /** The main virtual tour link (video type 2), null when none. */
  tour: string | null;
  /** Other video and visit links (type id above 0, not the main tour). */
  videos: string[];
  /** Documents: link and comment in the page's language. */
  documents: { link: string; label: string }[];
}

/** The media of an estate: videos with type id above 0, type 2 being the main tour (SPEC §3). */
export function mediaView(estate: Estate, locale: Locale): MediaView {
  const videos = (estate.videos ?? []).filter((v) => v.typeId > 0 && hasValue(v.link));
  const tour = videos.find((v) => v.typeId === 2)?.link ?? null;
  return {
    tour,
    videos: videos.filter((v) => v.link !== tour).map((v) => v.link),
    documents: (estate.files ?? [])
      .filter((f) => hasValue(f.link))
      .map((f) => ({ link: f.link, label: localized(f.comment, locale) || f.type || '' })),
  };
}

/**
 * Where the location map points (SPEC §3 address.visible): the exact point with a marker when
 * the address is visible, else no point at all (the page shows only the city). Null when the
 * estate has no geo location.
 */
export interface MapView {
  lat: number;
  lon: number;
  /** True for the exact point (a marker); false: the map is not shown, only the city. */
  exact: boolean;
  /** Zip and city, e.g. '9000 Gent'. */
  city: string;
}

/** The map of an estate in `locale`; null without a geo location. */
export function mapView(estate: Estate, locale: Locale): MapView | null {
  const address = estate.general?.address;
  const geo = address?.geoLocation;
  if (!address || !geo || !Number.isFinite(geo.lat) || !Number.isFinite(geo.lon)) return null;
  const city = [address.city?.zip ?? '', cityNameOf(estate, locale)].filter(hasValue).join(' ');
  return { lat: geo.lat, lon: geo.lon, exact: address.visible === true, city };
}
