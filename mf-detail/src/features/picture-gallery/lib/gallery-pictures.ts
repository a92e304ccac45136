/**
 * The pictures of the gallery (SPEC §3 pictures: file, thumbnail, index; sorted by index, §9).
 */
import type { Estate } from 'shared/domain';
import { sortedPictures } from 'shared/estate';

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
