/**
 * The picture gallery's state (SPEC §3 pictures sorted by index, files of the floor-plan kind):
 * the main picture the visitor chose, and the full-screen viewer: which tab it shows (the photos
 * or the floor plans) and at which position. Positions count from 0 in the tab's list; the page
 * resets everything when another page opens.
 */
import { createEvent, createStore } from 'shared/effector';

/** The viewer's tabs: the estate's photos or its floor plans. */
export type ViewerTab = 'photos' | 'plans';

/** The visitor chose a picture of the gallery (its position in the sorted pictures, from 0). */
export const pictureSelected = createEvent<number>();
/** The visitor opened the viewer at a picture (its position in the sorted pictures). */
export const lightboxOpened = createEvent<number>();
/** The visitor opened the viewer at a floor plan (its position among the plans, from 0). */
export const plansOpened = createEvent<number>();
/** The visitor chose a tab of the open viewer: it shows that tab's first item. */
export const viewerTabChosen = createEvent<ViewerTab>();
/**
 * The viewer moved to another item of its tab (button, arrow key or swipe): its position, from
 * 0. Ignored while the viewer is closed.
 */
export const lightboxMoved = createEvent<number>();
/** The visitor closed the viewer (Escape, the close button or a click outside). */
export const lightboxClosed = createEvent();
/** Another page opened: back to the first picture, viewer closed. */
export const galleryReset = createEvent();

/** A position read as a whole number from 0. */
const position = (index: number): number => Math.max(0, Math.floor(index));

/** What the open viewer shows: a tab and a position in it (from 0). */
export interface ViewerState {
  tab: ViewerTab;
  index: number;
}

/**
 * What the viewer shows, null while it is closed. The viewer is controlled by it: each move is
 * written back here, so a re-render of the page shows the item the visitor moved to, never the
 * one the viewer was opened at.
 */
export const $viewer = createStore<ViewerState | null>(null)
  .on(lightboxOpened, (_, index) => ({ tab: 'photos', index: position(index) }))
  .on(plansOpened, (_, index) => ({ tab: 'plans', index: position(index) }))
  .on(viewerTabChosen, (current, tab) => (current === null ? null : { tab, index: 0 }))
  .on(lightboxMoved, (current, index) =>
    current === null ? null : { tab: current.tab, index: position(index) },
  )
  .reset(lightboxClosed, galleryReset);

/** Position of the item shown in the viewer within its tab, null while it is closed. */
export const $lightboxIndex = $viewer.map((viewer) => viewer?.index ?? null);

/** The tab the viewer shows (the photos while it is closed). */
export const $viewerTab = $viewer.map<ViewerTab>((viewer) => viewer?.tab ?? 'photos');

/**
 * The position (from 0) of the gallery's main picture among the sorted pictures; 0 on each page.
 * It follows the viewer while it shows the photos, so closing it leaves the last picture viewed
 * as the main one.
 */
export const $pictureIndex = createStore(0)
  .on(pictureSelected, (_, index) => position(index))
  .on($viewer.updates, (current, viewer) => (viewer?.tab === 'photos' ? viewer.index : current))
  .reset(galleryReset);
