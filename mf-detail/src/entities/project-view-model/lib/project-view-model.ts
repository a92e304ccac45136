/**
 * The project view model (SPEC §3 "Project view model": built from a chosen id and the children
 * list; it holds the estate itself, its child estates, its parent and the display fields) and
 * where it belongs (SPEC §2 Detail slugs): a property, a project with its units, or one unit of a
 * project, and its canonical path in a language. Pure functions, tested without rendering.
 */
import type { Estate, Locale } from 'shared/domain';
import { LOCALES } from 'shared/domain';
import { detailPath, estateId, isHidden, projectEntityPath, visibleEstates } from 'shared/estate';
import { sortedChildren } from '#detail/lib/estate-layout';

/**
 * What a detail page shows:
 * - `property`: a single estate;
 * - `project`: a project estate and its visible units (children) sorted by floor;
 * - `unit`: one unit (`estate`) of a project (`project`, its parent).
 */
export type ProjectViewModel =
  | { kind: 'property'; estate: Estate }
  | { kind: 'project'; estate: Estate; units: Estate[] }
  | { kind: 'unit'; estate: Estate; project: Estate };

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
 * The view model of an estate (SPEC §3 Project view model).
 * @param estate the estate of the chosen id, null while not loaded
 * @param unitId the unit of a project the visitor chose (compared as text), null for none
 * @param parent the project of a unit opened by its own id, null when not (yet) loaded
 * @param hiddenStatus transaction ids never shown (SPEC §5)
 * @returns null when nothing can be shown: no estate, a hidden estate, or a chosen unit that does
 *   not exist or is hidden (the page is then "not found")
 */
export function projectViewModel(
  estate: Estate | null,
  unitId: string | null,
  parent: Estate | null,
  hiddenStatus: readonly number[],
): ProjectViewModel | null {
  if (!estate || isHidden(estate, hiddenStatus)) return null;
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
 * The canonical path of a view model in `locale` (SPEC §2 Detail slugs):
 * a property `/{lang}/{offer}/{id}/{estateSlug}`, a project `/{lang}/{offer}/{id}/{projectSlug}`,
 * a unit its project's path plus `/{unitId}`. An empty slug gives the short path `/{lang}/{offer}/{id}`.
 */
export function canonicalPath(view: ProjectViewModel, locale: Locale): string {
  switch (view.kind) {
    case 'property':
    case 'project':
      return detailPath(view.estate, locale);
    case 'unit':
      return projectEntityPath(view.project, estateId(view.estate), locale);
  }
}

/** The canonical path of a project in `locale` (the link back from one of its units). */
export function projectPath(project: Estate, locale: Locale): string {
  return detailPath(project, locale);
}

/** The canonical path of a view model in each of the four languages (for hreflang alternates). */
export function alternatePaths(view: ProjectViewModel): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, canonicalPath(view, locale)]),
  ) as Record<Locale, string>;
}
