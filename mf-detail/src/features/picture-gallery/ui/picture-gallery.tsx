/**
 * The estate's photo gallery (SPEC §3 pictures sorted by index): kit/ui's PhotoGallery with
 * this page's words ('detail' namespace) and state (the gallery's model, which the page resets when
 * another estate opens). A thumbnail shows its picture and opens the full-screen viewer there.
 */
import { useMemo } from 'react';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { PhotoGallery, type PhotoGalleryTexts } from 'kit/ui/photo-gallery';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { MAIN_PICTURE_SIZE, type GalleryPicture } from '../lib/gallery-pictures';
import {
  $lightboxIndex,
  $pictureIndex,
  lightboxClosed,
  lightboxMoved,
  lightboxOpened,
  pictureSelected,
} from '../model';

/** Thumbnail size in px (SPEC §9 card images 370x250). */
const THUMB = { width: 370, height: 250 };

interface PictureGalleryProps {
  /** Pictures sorted by index (SPEC §3); the same array while the estate stays (memoized). */
  pictures: GalleryPicture[];
  /** The estate title, used in the alt texts. */
  title: string;
  locale: Locale;
}

/**
 * Renders the gallery of `pictures` (nothing without pictures), its shown picture and open
 * viewer following the gallery's model (`$pictureIndex`, `$lightboxIndex`).
 */
export function PictureGallery({ pictures, title, locale }: PictureGalleryProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const [index, viewerIndex, selected, opened, moved, closed] = useUnit([
    $pictureIndex,
    $lightboxIndex,
    pictureSelected,
    lightboxOpened,
    lightboxMoved,
    lightboxClosed,
  ]);
  const texts = useMemo<PhotoGalleryTexts>(
    () => ({
      heading: t('gallery.heading'),
      thumbnails: t('gallery.thumbnails'),
      open: (i, total) => t('gallery.open', { index: i, total }),
      show: (i, total) => t('gallery.show', { index: i, total }),
      alt: (i, total) => t('gallery.picture', { title, index: i, total }),
      caption: (i, total) => t('gallery.caption', { title, index: i, total }),
      viewer: {
        close: t('gallery.close'),
        previous: t('gallery.previous'),
        next: t('gallery.next'),
        lightbox: t('gallery.lightbox'),
        gallery: t('gallery.heading'),
      },
    }),
    [t, title],
  );
  return (
    <PhotoGallery
      photos={pictures}
      texts={texts}
      headingId="detail-gallery-heading"
      size={MAIN_PICTURE_SIZE}
      thumbnailSize={THUMB}
      thumbnailOpens
      state={{ index, viewerIndex, selected, opened, moved, closed }}
    />
  );
}
