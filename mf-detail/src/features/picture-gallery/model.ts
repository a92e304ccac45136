/**
 * The picture gallery's state (SPEC §3 pictures sorted by index): the main picture the visitor
 * chose and the picture open in the full-screen lightbox. Positions count from 0 in the sorted
 * pictures; the page resets both when another page opens.
 */
import { createEvent, createStore } from 'shared/effector';

/** The visitor chose a picture of the gallery (its position in the sorted pictures, from 0). */
export const pictureSelected = createEvent<number>();
/** The visitor opened the lightbox at a picture (its position in the sorted pictures). */
export const lightboxOpened = createEvent<number>();
/** The visitor closed the lightbox (Escape, the close button or a click outside). */
export const lightboxClosed = createEvent();
/** Another page opened: back to the first picture, lightbox closed. */
export const galleryReset = createEvent();

/** The position (from 0) of the gallery's main picture among the sorted pictures; 0 on each page. */
export const $pictureIndex = createStore(0)
  .on(pictureSelected, (_, index) => Math.max(0, Math.floor(index)))
  .reset(galleryReset);

/** Position of the picture shown in the lightbox, null while it is closed. */
export const $lightboxIndex = createStore<number | null>(null)
  .on(lightboxOpened, (_, index) => Math.max(0, Math.floor(index)))
  .reset(lightboxClosed, galleryReset);
