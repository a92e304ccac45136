/**
 * Detail slugs and detail paths (SPEC §2 Detail slugs). Paths are made by the route table
 * (`buildPath`), never by hand.
 */
import type { Estate, Locale } from '../domain';
import { localized } from 'shared/format';
import { buildPath } from 'shared/routes';
import { estateId } from './id';
import { cityNameOf } from './text';

/**
 * The word "in" before the place in a slug (SPEC §2 Detail slugs): French "à", slugified to "a".
 * URL format like the route words, not a sentence: a detail URL keeps its word when the wording of
 * the display title (the 'estate' catalogue) changes.
 */
const SLUG_IN_WORD: Readonly<Record<Locale, string>> = { nl: 'in', fr: 'à', en: 'in', de: 'in' };

/** Letters that accent stripping (NFD) does not reduce to ASCII. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * A text as a URL slug (SPEC §2): lower-cased, accents stripped ('é' to 'e', 'ß' to 'ss'),
 * every run of other characters than a-z and 0-9 turned into one dash, no dash at either end.
 * `slugify('Rue de l’Église 5')` gives 'rue-de-l-eglise-5'.
 * @param text any text
 * @returns the slug, '' when nothing of the text remains
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `head` then "in" and `place` slugified; "in" is left out when the place is empty. */
function slugOf(head: string[], place: string[], locale: Locale): string {
  const words = place.some((part) => slugify(part) !== '')
    ? [...head, SLUG_IN_WORD[locale], ...place]
    : head;
  return slugify(words.join(' '));
}

/** Zip and city name of an estate in `locale`. */
function zipAndCity(estate: Estate, locale: Locale): string[] {
  return [estate.general?.address?.city?.zip ?? '', cityNameOf(estate, locale)];
}

/**
 * The slug of a property's detail path (SPEC §2 Detail slugs): subtype name, transaction name,
 * "in" (French "a"), street address, city zip and city name, slugified. The street is left out
 * when the address is not visible. E.g. 'villa-te-koop-in-kouter-9000-gent',
 * 'villa-a-vendre-a-kouter-9000-gand'.
 * @param estate a property
 * @param locale the language of the names
 * @returns the slug; '' when the estate has none of these names
 */
export function estateSlug(estate: Estate, locale: Locale): string {
  const general = estate.general;
  const address = general?.address;
  const street = address?.visible ? localized(address.street?.street_address, locale) : '';
  return slugOf(
    [localized(general?.subType?.name, locale), localized(general?.transaction?.name, locale)],
    [street, ...zipAndCity(estate, locale)],
    locale,
  );
}

/** Quotes and dots removed from a project title before slugifying (SPEC §2). */
const TITLE_MARKS = /['"‘’“”.]/g;

/**
 * The slug of a project's detail path (SPEC §2 Detail slugs): the localized title with quotes
 * (' " ‘ ’ “ ”) and dots removed, then "in" (French "a"), zip and city name, slugified.
 * 'Residentie "De Kaai" n.v.' in 8400 Oostende gives 'residentie-de-kaai-nv-in-8400-oostende'.
 * @param project a project estate
 * @param locale the language of the title and city
 * @returns the slug; '' when the project has neither a title nor a place
 */
export function projectSlug(project: Estate, locale: Locale): string {
  const title = localized(project.general?.title, locale).replace(TITLE_MARKS, '');
  return slugOf([title], zipAndCity(project, locale), locale);
}

/** The detail path with a slug, or the short detail path when the slug is empty. */
function slugPath(id: string, slug: string, locale: Locale): string {
  return slug
    ? buildPath('detailSlug', locale, { estateId: id, slug })
    : buildPath('detail', locale, { estateId: id });
}

/** The slug segment used for a project whose own slug comes out empty. */
const PROJECT_SLUG_FALLBACK = 'project';

/**
 * The path of one unit of a project (SPEC §2 project entity): the project's link plus the unit id,
 * `/{lang}/{offer}/{projectId}/{projectSlug}/{unitId}`, e.g. '/en/offer/20/residence-in-8400-ostend/21'.
 * When the project slug comes out empty, the segment 'project' stands in its place.
 * @param project the parent project estate
 * @param unitId the id of the unit (a child of the project)
 * @param locale the language of the path and slug
 * @returns the path; '/' when the project or unit id is empty (an incomplete route)
 */
export function projectEntityPath(
  project: Estate,
  unitId: string | number,
  locale: Locale,
): string {
  return buildPath('projectEntity', locale, {
    estateId: estateId(project),
    slug: projectSlug(project, locale) || PROJECT_SLUG_FALLBACK,
    entityId: String(unitId),
  });
}

/**
 * The detail path of an estate (SPEC §2):
 * - a project (`general.project`): `/{lang}/{offer}/{id}/{projectSlug}`;
 * - a unit (`general.parentId` set) with its parent project given: the project entity path
 *   `/{lang}/{offer}/{projectId}/{projectSlug}/{unitId}`;
 * - otherwise (a property, or a unit without its parent): `/{lang}/{offer}/{id}/{estateSlug}`.
 * A slug that comes out empty gives the short detail path `/{lang}/{offer}/{id}`.
 * @param estate the estate to link to
 * @param locale the language of the path
 * @param parent the unit's project; ignored unless its id equals the unit's `parentId`
 * @returns the path; '/' when the estate has no id
 */
export function detailPath(estate: Estate, locale: Locale, parent?: Estate | null): string {
  const id = estateId(estate);
  if (estate.general?.project) return slugPath(id, projectSlug(estate, locale), locale);
  const parentId = estate.general?.parentId;
  if (
    parent &&
    parentId !== null &&
    parentId !== undefined &&
    estateId(parent) === String(parentId)
  ) {
    return projectEntityPath(parent, id, locale);
  }
  return slugPath(id, estateSlug(estate, locale), locale);
}
