/**
 * A rental unit's photo gallery (SPEC §3 Rental unit photos): kit/ui's PhotoGallery with the
 * 'rental' words; a thumbnail shows its photo, the shown photo opens the full-screen viewer.
 */
import { useMemo } from 'react';
import type { Locale } from 'shared/domain';
import { PhotoGallery, type GalleryPhoto, type PhotoGalleryTexts } from 'kit/ui/photo-gallery';
import { useRentalT } from '#holiday/entities/rental-unit';

/** The shown photo's size (the API's medium photos), the viewer's and the thumbnails', in px. */
const SIZE = { width: 800, height: 533 };
const FULL_SIZE = { width: 1600, height: 1067 };
const THUMB = { width: 96, height: 64 };

/** Props of RentalPhotoGallery. */
export interface RentalPhotoGalleryProps {
  /** The photos in order, their paths resolved to addresses (see rentalPhotoUrl). */
  photos: GalleryPhoto[];
  /** The unit's name, used in the alt texts. */
  name: string;
  locale: Locale;
}

/** Renders the gallery of a unit's photos; nothing without photos. */
export function RentalPhotoGallery({ photos, name, locale }: RentalPhotoGalleryProps) {
  const t = useRentalT(locale);
  const texts = useMemo<PhotoGalleryTexts>(() => {
    const alt = (index: number, total: number) => t('gallery.alt', { name, index, total });
    return {
      heading: t('gallery.heading'),
      open: (index, total) => t('gallery.open', { index, total }),
      show: (index, total) => t('gallery.show', { index, total }),
      alt,
      caption: alt,
      viewer: {
        close: t('gallery.close'),
        previous: t('gallery.previous'),
        next: t('gallery.next'),
        lightbox: t('gallery.lightbox'),
        gallery: t('gallery.gallery'),
      },
    };
  }, [t, name]);
  return (
    <PhotoGallery
      photos={photos}
      texts={texts}
      headingId="rental-gallery-heading"
      size={SIZE}
      fullSize={FULL_SIZE}
      thumbnailSize={THUMB}
    />
  );
}
