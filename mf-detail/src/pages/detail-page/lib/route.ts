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
