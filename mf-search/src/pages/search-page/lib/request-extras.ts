/**
 * What the listing page reads from its address besides the selection (SPEC §2 Listing search
 * page): how many pages of results to show (`page`, the "show more" link's target, which works
 * before and without scripts) and a municipality typed by name (`place`, the filter form's and
 * the home page's quick search's text field, sent as it is by a form submitted before the
 * scripts run). Pure functions; malformed values are ignored, never thrown.
 */
import type { CitySuggestion } from 'shared/domain';
import {
  parseFilterQuery,
  serializeFilterQuery,
  type SearchFilterQuery,
} from '#search/entities/filter';

/**
 * The most pages a link shows at once (20 × 15 = 300 estates): further pages are the "show more"
 * button's, which appends them in place.
 */
export const MAX_LINKED_PAGES = 20;

/** The longest municipality text that is looked up. */
const MAX_PLACE_LENGTH = 100;

function paramsOf(search: string): URLSearchParams {
  try {
    return new URLSearchParams(search);
  } catch {
    return new URLSearchParams();
  }
}

/**
 * The number of pages of results a listing address asks for: `page` as a whole number from 1 to
 * MAX_LINKED_PAGES (larger ones are brought down to it), 1 when absent or malformed.
 * @param search the query string, with or without '?'
 */
export function pagesOfSearch(search: string): number {
  const raw = paramsOf(search).get('page')?.trim() ?? '';
  if (!/^\d{1,6}$/.test(raw)) return 1;
  return Math.min(MAX_LINKED_PAGES, Math.max(1, Number(raw)));
}

/**
 * The address of the listing page that shows `pages` pages of the selection, opened at the first
 * card of the last of them (`#result-{n}`, see `resultAnchor`).
 * @param path the listing page's path in the page's language, e.g. '/en/offer'
 * @param pageSize the estates of one page (15)
 */
export function pagesUrl(
  path: string,
  query: SearchFilterQuery,
  pages: number,
  pageSize: number,
): string {
  const search = searchOfPages(query, pages);
  return `${path}${search ? `?${search}` : ''}#${resultAnchor((pages - 1) * pageSize)}`;
}

/**
 * The query string (without '?') of the selection with `pages` pages of results: the
 * selection's own, then `page=N` when more than one, so that a reload shows as many.
 */
export function searchOfPages(query: SearchFilterQuery, pages: number): string {
  return [serializeFilterQuery(query), pages > 1 ? `page=${pages}` : ''].filter(Boolean).join('&');
}

/** The id of the listing's results section, which the filter form's "Show results" leads to. */
export const RESULTS_ID = 'results';

/** The id of the grid cell of the result at `index` (0-based): 'result-1' for the first. */
export function resultAnchor(index: number): string {
  return `result-${index + 1}`;
}

/**
 * The municipality text to look up: `place`, trimmed, when present (a form submitted before the
 * scripts run sends the text field as it is, with the chosen city's id beside it when there is
 * one), else a `city` given by name rather than by id (`?city=Gent`, a hand-written address);
 * null when there is none.
 */
export function placeToResolve(search: string): string | null {
  const params = paramsOf(search);
  const byName = params
    .getAll('city')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .find((value) => value !== '' && !/^\d+$/.test(value));
  const text = ((params.get('place') ?? '').trim() || byName || '').slice(0, MAX_PLACE_LENGTH);
  return text === '' ? null : text;
}

/** The city id an address names (`city`, the first valid one), or null. */
export function cityIdOfSearch(search: string): string | null {
  return parseFilterQuery(paramsOf(search)).city?.[0] ?? null;
}

/**
 * The text to send to the city search for a typed municipality: a label as the field shows a
 * chosen city ("Gent (9000)") is searched by its name.
 */
export function placeSearchText(text: string): string {
  return text.replace(/\s*\(\d{4,5}\)\s*$/, '').trim() || text;
}

/** Lower case without accents or surrounding spaces, for comparing names ("Liège" ~ "liege"). */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The city a typed text means among the city search's suggestions (best first): one whose name,
 * label ("Gent (9000)") or postcode equals the text (ignoring case and accents), else the first
 * suggestion; null when there is none.
 */
export function bestCityMatch(
  text: string,
  suggestions: readonly CitySuggestion[],
): CitySuggestion | null {
  const wanted = folded(text);
  return (
    suggestions.find(
      (s) => folded(s.name) === wanted || folded(s.label) === wanted || s.zip === wanted,
    ) ??
    suggestions[0] ??
    null
  );
}

/**
 * The query string with the typed municipality replaced by the city it resolved to
 * (`city={id}`), or with no city when it resolved to none.
 */
export function searchWithCity(search: string, cityId: string | null): string {
  const params = paramsOf(search);
  params.delete('place');
  params.delete('city');
  if (cityId) params.append('city', cityId);
  return params.toString();
}
