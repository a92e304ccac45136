/**
 * Public API of the picture gallery (SPEC §3 pictures sorted by index, §9 370x250 thumbnails):
 * its model (main picture, lightbox), the pictures of an estate and the gallery component, whose
 * lightbox loads on demand.
 */
export {
  $lightboxIndex,
  $pictureIndex,
  galleryReset,
  lightboxClosed,
  lightboxMoved,
  lightboxOpened,
  pictureSelected,
} from './model';
export { galleryPictures, MAIN_PICTURE_SIZE, type GalleryPicture } from './lib/gallery-pictures';
export { PictureGallery } from './ui/picture-gallery';
