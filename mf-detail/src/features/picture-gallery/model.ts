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
/**
 * The lightbox moved to another picture (button, arrow key or swipe): its position in the sorted
 * pictures, from 0. Ignored while the lightbox is closed.
 */
export const lightboxMoved = createEvent<number>();
/** The visitor closed the lightbox (Escape, the close button or a click outside). */
export const lightboxClosed = createEvent();
/** Another page opened: back to the first picture, lightbox closed. */
export const galleryReset = createEvent();

/** A position read as a whole number from 0. */
const position = (index: number): number => Math.max(0, Math.floor(index));

/**
 * Position of the picture shown in the lightbox, null while it is closed. The lightbox is
 * controlled by it: each move is written back here, so a re-render of the page shows the picture
 * the visitor moved to, never the one the lightbox was opened at.
 */
export const $lightboxIndex = createStore<number | null>(null)
  .on(lightboxOpened, (_, index) => position(index))
  .on(lightboxMoved, (current, index) => (current === null ? null : position(index)))
  .reset(lightboxClosed, galleryReset);

/**
 * The position (from 0) of the gallery's main picture among the sorted pictures; 0 on each page.
 * It follows the lightbox, so closing it leaves the last picture viewed as the main one.
 */
export const $pictureIndex = createStore(0)
  .on(pictureSelected, (_, index) => position(index))
  .on($lightboxIndex.updates, (current, index) => (index === null ? current : index))
  .reset(galleryReset);
