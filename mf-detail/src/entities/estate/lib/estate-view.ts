/**
 * Display values of an estate for the detail page, in the page's language (SPEC §3 fields,
 * §5 empty values hidden, §9 number formats). Pure functions: the components only render them.
 */
import type { Estate, Locale } from 'shared/domain';
import { formatMoney, formatSurface, localized } from 'shared/format';
import {
  cityNameOf,
  CLOSED_STATUSES,
  estateTitle,
  isPriceHidden,
  isRent,
  isSold,
  statusOfTransaction,
} from 'shared/estate';
import { ROOM_TYPE, roomCount } from '#detail/lib/estate-layout';
import { hasMarkup, sanitizeHtml } from 'kit/html';
import { hasValue } from './values';
import { fieldLabel } from './field-labels';
import { enumLabel } from '#detail/lib/enums';

/** The page title of an estate: its title in `locale`, else "{subtype} in {city}" (SPEC §2). */
export function displayTitle(estate: Estate, locale: Locale): string {
  return localized(estate.general.title, locale) || estateTitle(estate, locale);
}

/**
 * True when an estate can be visited (the appointment module's booking is shown): it is
 * not sold, rented or taken over (SPEC §3 status, §4 sold states of either source).
 */
export function offersViewing(estate: Estate): boolean {
  const status = statusOfTransaction(estate.general.transaction?.id);
  return !isSold(estate) && !(status !== null && CLOSED_STATUSES.includes(status));
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
  /** Street, number and box, e.g. 'Veldstraat 12 bus 7.2' in nl, null when hidden or empty. */
  street: string | null;
  /** Zip and city, e.g. '9000 Gent', '' when unknown. */
  city: string;
  /** The country in the page's language for an estate outside Belgium ('France'), else null. */
  country: string | null;
}

/** The countries whose estates show no country in their address: the agency's own. */
const HOME_COUNTRIES: readonly string[] = ['BE', 'UNKNOWN', ''];

/**
 * The address of an estate in `locale` (SPEC §3 general.address): the street line (street,
 * number and box, the box after the word of the language: bus, boîte, box, Briefkasten) only when
 * the address is visible; zip and city; the country's name for an estate abroad. Null when it
 * has neither a street line nor a city.
 */
export function addressView(estate: Estate, locale: Locale): AddressView | null {
  const address = estate.general.address;
  if (!address) return null;
  const streetName =
    address.visible && address.street ? localized(address.street.street_address, locale) : '';
  const box = hasValue(address.box)
    ? `${fieldLabel('value.box', locale)} ${address.box.trim()}`
    : '';
  const street = streetName
    ? [streetName, hasValue(address.number) ? address.number : '', box].filter(Boolean).join(' ')
    : null;
  const city = [address.city?.zip ?? '', cityNameOf(estate, locale)].filter(hasValue).join(' ');
  const code = (address.country?.id ?? '').toUpperCase();
  const country = HOME_COUNTRIES.includes(code) ? '' : enumLabel('country', code, locale);
  return street || city ? { street, city, country: country || null } : null;
}

/** A text split into its paragraphs (blank lines, or single line breaks), empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
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

/**
 * The text of a description that may carry HTML: sanitised first (scripts and styles go with
 * their content), then block ends become line breaks, other tags nothing and the common entities
 * their characters. For the page's meta description, never inserted as HTML.
 */
export function plainText(text: string): string {
  if (!hasMarkup(text)) return text;
  return sanitizeHtml(text)
    .replace(/<\/(p|h[1-6]|li|div)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Title and description of a detail page for the document head. */
export interface DetailMeta {
  /** The estate title with its city, e.g. 'Villa with a view, Gent'. */
  title: string;
  /** The short description (else the start of the description), at most 160 characters. */
  description: string;
}

/** Title and meta description of the detail page of an estate (a property, project or unit) in `locale`. */
export function detailMeta(estate: Estate, locale: Locale): DetailMeta {
  const title = displayTitle(estate, locale);
  const city = cityNameOf(estate, locale);
  const withCity =
    city && !title.toLowerCase().includes(city.toLowerCase()) ? `${title}, ${city}` : title;
  const text =
    plainText(localized(estate.general.shortDescription, locale)) ||
    paragraphs(plainText(localized(estate.general.description, locale))).join(' ');
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
