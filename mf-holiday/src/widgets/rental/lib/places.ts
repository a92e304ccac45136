/**
 * The places of the rental search's "where" field (SPEC §3 Rental filters: areas and
 * municipalities) and how a place typed without a choice from its list is read: a form sent
 * without scripts (or before them) sends the field's text as `place`, beside the chosen place's id
 * (`location` or `city`) when there was one. Pure functions; the matching rule is kit's local
 * list's (`bestLocalMatch`), so the server reads a typed text as the list would suggest it.
 */
import { bestLocalMatch } from 'kit/city-search';
import type { Locale } from 'shared/domain';
import { localized } from 'shared/format';
import type { RentalFilters } from '#holiday/forms';
import type { RentalSearchParams } from './search-params';

/** A place of the search's "where" field: an area or a municipality, as its URL filter. */
export interface HolidayPlace {
  id: `location:${number}` | `city:${number}`;
  label: string;
}

/**
 * The places of the "where" field in `locale`: each area of the filter options, then its
 * municipalities, in the options' order.
 */
export function holidayPlacesOf(options: Partial<RentalFilters>, locale: Locale): HolidayPlace[] {
  return (options.locations ?? []).flatMap((area) => [
    { id: `location:${area.id}` as const, label: localized(area.name, locale) },
    ...(options.cities ?? [])
      .filter((city) => city.locationId === area.id)
      .map((city) => ({ id: `city:${city.id}` as const, label: localized(city.name, locale) })),
  ]);
}

/** The id of the search's place as a HolidayPlace names it ('' for none; a city before an area). */
export function placeIdOf(params: RentalSearchParams): HolidayPlace['id'] | '' {
  if (params.city) return `city:${params.city}`;
  if (params.location) return `location:${params.location}`;
  return '';
}

/** The search without its place (area and municipality). */
export function withoutPlace(params: RentalSearchParams): RentalSearchParams {
  const next = { ...params };
  delete next.city;
  delete next.location;
  return next;
}

/** The search with `place` as its only place (its area, or its municipality). */
export function withPlace(params: RentalSearchParams, place: HolidayPlace): RentalSearchParams {
  const [kind, id] = place.id.split(':');
  return { ...withoutPlace(params), [kind === 'city' ? 'city' : 'location']: Number(id) };
}

/** The longest typed place that is read; longer text is cut to it. */
export const MAX_TYPED_PLACE_LENGTH = 100;

/**
 * The place typed in the "where" field of a query string (`place`, trimmed and cut to
 * MAX_TYPED_PLACE_LENGTH): '' when the field was sent empty, null when the address has none
 * (a link, or the URL the page writes itself).
 * @param search the query string, with or without '?'
 */
export function typedPlaceOf(search: string): string | null {
  const place = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('place');
  return place === null ? null : place.trim().slice(0, MAX_TYPED_PLACE_LENGTH);
}

/** A search with its typed place read: the place it named, or the text that named none. */
export interface ReadPlace {
  params: RentalSearchParams;
  /** The typed text that named no place (the search then has none), or null. */
  unmatched: string | null;
}

/**
 * Reads a place typed in the "where" field into the search (the domain rule of a form sent
 * without a choice from the list):
 * - an empty text removes the place (the visitor erased the field);
 * - else the place the text names among `places` (kit's `bestLocalMatch`: the label it equals,
 *   case and accents aside, else the first the list would suggest for it), the search's own
 *   place (the chosen one, sent beside it as `city` or `location`) looked at first, so an area
 *   and a municipality of the same name stay apart;
 * - else no place, and the text is `unmatched` (the other filters stay).
 * @param params the search of the address (its `city`/`location` the chosen place's, if any)
 * @param text the typed text (typedPlaceOf)
 * @param places the field's places (holidayPlacesOf), in order
 */
export function readTypedPlace(
  params: RentalSearchParams,
  text: string,
  places: readonly HolidayPlace[],
): ReadPlace {
  if (text.trim() === '') return { params: withoutPlace(params), unmatched: null };
  // The chosen place is looked at first: it wins among labels that match the text alike.
  const own = places.filter((place) => place.id === placeIdOf(params));
  const found = bestLocalMatch([...own, ...places], text);
  return found
    ? { params: withPlace(params, found), unmatched: null }
    : { params: withoutPlace(params), unmatched: text.trim() };
}
