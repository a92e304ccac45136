/**
 * The route of a detail page (SPEC §2 `/{lang}/{offer}/{estateId}[/{slug}[/{entityId}]]`, and the
 * `?entity=` query of the language switcher) and whether the visitor must be redirected to the
 * canonical path of what the page shows. Pure functions, tested without rendering.
 */
import type { Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';

/** The route of a detail page as the shell matched it (SPEC §2), plus the `?entity=` query. */
export interface DetailRoute {
  /** The estate id of the path (a property, a project, or a unit opened by its own id). */
  estateId: string;
  /** The slug segment, null on the short detail path. */
  slug: string | null;
  /** The unit id of a project entity path, null otherwise. */
  entityId: string | null;
  /** The unit id of the `?entity=` query the language switcher sends for a unit page, else null. */
  entityQuery: string | null;
  /** The language of the URL. */
  locale: Locale;
}

/** The unit id a route asks for: the path's entityId, else the `?entity=` query, else null. */
export function unitIdOf(route: DetailRoute): string | null {
  return route.entityId || route.entityQuery || null;
}

/** The path the route was opened with (without its query), rebuilt through the route table. */
export function routePath(route: DetailRoute): string {
  const params = {
    estateId: route.estateId,
    slug: route.slug ?? '',
    entityId: route.entityId ?? '',
  };
  if (route.entityId) return buildPath('projectEntity', route.locale, params);
  if (route.slug) return buildPath('detailSlug', route.locale, params);
  return buildPath('detail', route.locale, params);
}

/**
 * Where the visitor must be sent, or null to stay: the canonical path when the route differs from
 * it (a missing or wrong slug, a unit opened by its own id) or uses the `?entity=` form.
 * The page navigates there with `replace: true`, so the wrong address leaves no history entry.
 * @param route the page's route, null before the page opened
 * @param canonical the canonical path of what the page shows, null when not known (loading,
 *   not found, failed)
 */
export function redirectTarget(route: DetailRoute | null, canonical: string | null): string | null {
  if (!route || !canonical) return null;
  if (route.entityQuery) return canonical;
  return routePath(route) === canonical ? null : canonical;
}

/** True when two routes are the same page (estate, slug, unit, query and language). */
export function sameRoute(a: DetailRoute | null, b: DetailRoute): boolean {
  return (
    a !== null &&
    a.estateId === b.estateId &&
    a.slug === b.slug &&
    a.entityId === b.entityId &&
    a.entityQuery === b.entityQuery &&
    a.locale === b.locale
  );
}

/** The query names that may carry the estate id on `/{lang}/detail` (SPEC §2), tried in order. */
export const DETAIL_QUERY_ID_NAMES = ['id', 'estateId', 'estate', 'estate_id'] as const;
/** The query names that may carry the unit (project entity) id on `/{lang}/detail`. */
export const DETAIL_QUERY_ENTITY_NAMES = ['entity', 'entityId', 'unit', 'entity_id'] as const;

/** An estate or unit id as the route table accepts it: 1 to 64 letters, digits, `-` or `_`. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The first of `names` in the query whose value is an id, else null. */
function queryId(query: URLSearchParams, names: readonly string[]): string | null {
  for (const name of names) {
    const value = query.get(name)?.trim() ?? '';
    if (ID.test(value)) return value;
  }
  return null;
}

/**
 * Where `/{lang}/detail` (SPEC §2 "detail") sends the visitor: with an estate id in its query
 * (`?id=`, or `estateId`, `estate`, `estate_id`) to that estate's short detail path, which then
 * redirects to its canonical slug (a unit id in `entity`, `entityId`, `unit` or `entity_id` goes
 * along as `?entity=`); without a usable id to the offer (the search listing).
 * @param search the query string of the address, with or without its '?'
 * @param locale the language of the address
 * @returns the path to navigate to with `replace: true`
 */
export function detailQueryTarget(search: string, locale: Locale): string {
  const route = detailQueryRoute(search, locale);
  if (!route) return buildPath('search', locale);
  const path = buildPath('detail', locale, { estateId: route.estateId });
  return route.entityQuery ? `${path}?entity=${encodeURIComponent(route.entityQuery)}` : path;
}

/**
 * The detail route `/{lang}/detail?...` stands for (see `detailQueryTarget`): the estate of its
 * query on its short path, a unit id as `entityQuery`; the server opens it to answer the
 * redirect straight to the canonical path.
 * @param search the query string of the address, with or without its '?'
 * @param locale the language of the address
 * @returns the route, or null when the query has no usable estate id
 */
export function detailQueryRoute(search: string, locale: Locale): DetailRoute | null {
  const query = new URLSearchParams(search);
  const estateId = queryId(query, DETAIL_QUERY_ID_NAMES);
  if (!estateId) return null;
  const entityQuery = queryId(query, DETAIL_QUERY_ENTITY_NAMES);
  return { estateId, slug: null, entityId: null, entityQuery, locale };
}
