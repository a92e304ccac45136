/**
 * Public API of the picture gallery (SPEC §3 pictures sorted by index, files of the floor-plan
 * kind, the main virtual tour; §9 370x250 thumbnails): its model (main picture, viewer and its
 * tab), the pictures, floor plans and tour of an estate and the gallery component, whose viewer
 * loads on demand.
 */
export {
  $lightboxIndex,
  $pictureIndex,
  $viewer,
  $viewerTab,
  galleryReset,
  lightboxClosed,
  lightboxMoved,
  lightboxOpened,
  pictureSelected,
  plansOpened,
  viewerTabChosen,
  type ViewerState,
  type ViewerTab,
} from './model';
export { floorPlans, tourLink, FLOOR_PLAN_TYPE, type FloorPlan } from './lib/floor-plans';
export { galleryPictures, MAIN_PICTURE_SIZE, type GalleryPicture } from './lib/gallery-pictures';
export { PictureGallery } from './ui/picture-gallery';
