/**
 * What a detail page shows and where it belongs: the page's subject (a property, a project with
 * its units, or one unit of a project), its canonical path in a language, and whether the visitor
 * must be redirected there (SPEC §2 Detail slugs). Pure functions, tested without rendering.
 */
import type { Estate, Locale } from 'shared/domain';
import { LOCALES } from 'shared/domain';
import { buildPath } from 'shared/routes';
import {
  detailPath,
  estateId,
  isHidden,
  projectEntityPath,
  sortedChildren,
  visibleEstates,
} from 'shared/estate';

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

/**
 * What a detail page shows:
 * - `property`: a single estate;
 * - `project`: a project estate and its visible units sorted by floor;
 * - `unit`: one unit (`estate`) of a project (`project`).
 */
export type DetailSubject =
  | { kind: 'property'; estate: Estate }
  | { kind: 'project'; estate: Estate; units: Estate[] }
  | { kind: 'unit'; estate: Estate; project: Estate };

/** The unit id a route asks for: the path's entityId, else the `?entity=` query, else null. */
export function unitIdOf(route: DetailRoute): string | null {
  return route.entityId || route.entityQuery || null;
}

/**
 * The child of `project` whose id equals `unitId` compared as text (SPEC §3), or null when
 * there is no such child or it is hidden by `hiddenStatus` (transaction ids, SPEC §5).
 */
export function findUnit(
  project: Estate,
  unitId: string,
  hiddenStatus: readonly number[],
): Estate | null {
  const unit = (project.children ?? []).find(
    (child) => String(child.id) === String(unitId) || String(child.general.id) === String(unitId),
  );
  return unit && !isHidden(unit, hiddenStatus) ? unit : null;
}

/**
 * The subject of a detail page.
 * @param estate the estate of the path's id, null while not loaded
 * @param route the page's route; its unit id (path or query) picks a unit of a project
 * @param parent the project of a unit opened by its own id, null when not (yet) loaded
 * @param hiddenStatus transaction ids never shown (SPEC §5)
 * @returns null when nothing can be shown: no estate, a hidden estate, or an asked unit that does
 *   not exist or is hidden (the page is then "not found")
 */
export function detailSubject(
  estate: Estate | null,
  route: DetailRoute | null,
  parent: Estate | null,
  hiddenStatus: readonly number[],
): DetailSubject | null {
  if (!estate || !route || isHidden(estate, hiddenStatus)) return null;
  const unitId = unitIdOf(route);
  if (unitId !== null) {
    const unit = findUnit(estate, unitId, hiddenStatus);
    return unit ? { kind: 'unit', estate: unit, project: estate } : null;
  }
  if (estate.general.project) {
    return { kind: 'project', estate, units: visibleEstates(sortedChildren(estate), hiddenStatus) };
  }
  if (parent && !isHidden(parent, hiddenStatus)) return { kind: 'unit', estate, project: parent };
  return { kind: 'property', estate };
}

/**
 * The canonical path of a subject in `locale` (SPEC §2 Detail slugs):
 * a property `/{lang}/{offer}/{id}/{estateSlug}`, a project `/{lang}/{offer}/{id}/{projectSlug}`,
 * a unit its project's path plus `/{unitId}`. An empty slug gives the short path `/{lang}/{offer}/{id}`.
 */
export function canonicalPath(subject: DetailSubject, locale: Locale): string {
  switch (subject.kind) {
    case 'property':
    case 'project':
      return detailPath(subject.estate, locale);
    case 'unit':
      return projectEntityPath(subject.project, estateId(subject.estate), locale);
  }
}

/** The canonical path of a project in `locale` (the link back from one of its units). */
export function projectPath(project: Estate, locale: Locale): string {
  return detailPath(project, locale);
}

/** The canonical path of a subject in each of the four languages (for hreflang alternates). */
export function alternatePaths(subject: DetailSubject): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, canonicalPath(subject, locale)]),
  ) as Record<Locale, string>;
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
