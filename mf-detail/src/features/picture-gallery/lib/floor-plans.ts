/**
 * The floor plans and the main virtual tour of an estate (SPEC §3 files, "videos and virtual
 * visits"; the second source's `media.virtual_visit_url`), as the gallery shows them.
 */
import type { Estate, Locale, SkarabeeListing } from 'shared/domain';
import { localized } from 'shared/format';

/** The file type of a floor plan (SPEC §3 files[].type), compared without case. */
export const FLOOR_PLAN_TYPE = 'PLAN';

/** A link that a browser shows as an image (its path ends with an image extension). */
const IMAGE_LINK = /\.(svg|png|jpe?g|webp|gif|avif)(?:[?#].*)?$/i;

/** A floor plan of the gallery: the image's URL and its name in the page's language. */
export interface FloorPlan {
  src: string;
  /** The file's comment in the page's language ("Grondplan gelijkvloers"), empty when none. */
  label: string;
}

/**
 * The estate's floor plans that can be shown as pictures: its files of the floor-plan kind whose
 * link is an image, in file order. A plan sent as a PDF is not one of them: it stays a document
 * link (the documents section lists every file).
 * @param estate the estate record
 * @param locale the page's language, for the plans' names
 * @returns the plans, empty when there are none
 */
export function floorPlans(estate: Estate, locale: Locale): FloorPlan[] {
  return (estate.files ?? [])
    .filter((f) => f.type?.toUpperCase() === FLOOR_PLAN_TYPE && IMAGE_LINK.test(f.link ?? ''))
    .map((f) => ({ src: f.link, label: localized(f.comment, locale) }));
}

/** A link a page may open: http(s), protocol-relative or on this site (never `javascript:`). */
const SAFE_LINK = /^(?:https?:\/\/|\/)/i;

/**
 * The estate's main virtual tour: its video of type 2 (SPEC §3), else the second-source listing's
 * `media.virtual_visit_url`.
 * @param estate the estate record
 * @param listing its second-source listing, null when it has none
 * @returns the tour's URL, null when there is none (or only a link that is not http(s) or local)
 */
export function tourLink(estate: Estate, listing: SkarabeeListing | null): string | null {
  const video = (estate.videos ?? []).find((v) => v.typeId === 2 && SAFE_LINK.test(v.link ?? ''));
  if (video) return video.link;
  const url = listing?.fields['media.virtual_visit_url'];
  return typeof url === 'string' && SAFE_LINK.test(url.trim()) ? url.trim() : null;
}
