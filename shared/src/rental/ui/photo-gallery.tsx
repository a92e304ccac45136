/**
 * A rental unit's photo gallery (SPEC §3 Rental unit photos; the detail pages' gallery): the
 * shown photo as a button that opens the full-screen viewer there, and thumbnail buttons
 * (aria-pressed on the shown one). Keyboard: Tab to a photo, Enter or Space; in the viewer the
 * arrows move and Escape closes. Renders nothing without photos.
 */
import { lazy, Suspense, useState } from 'react';
import type { Locale, RentalPhoto } from '../../domain';
import { colors, focusRing, radius, space, visuallyHidden } from 'shared/ui/tokens';
import { useRentalT } from '../i18n';

/** The viewer, loaded only when first opened. */
const LightboxView = lazy(() => import('./lightbox-view'));

/** Props of RentalPhotoGallery. */
export interface RentalPhotoGalleryProps {
  /** The photos in order, their paths resolved to addresses (see rentalPhotoUrl). */
  photos: RentalPhoto[];
  /** The unit's name, used in the alt texts. */
  name: string;
  locale: Locale;
}

/** Renders the gallery section (an h2 for screen readers, the photo, the thumbnails). */
export function RentalPhotoGallery({ photos, name, locale }: RentalPhotoGalleryProps) {
  const t = useRentalT(locale);
  const [shown, setShown] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const total = photos.length;
  const index = Math.min(shown, total - 1);
  const main = photos[index] as RentalPhoto;
  return (
    <section aria-labelledby="rental-gallery-heading" css={{ margin: `${space(4)} 0` }}>
      <h2 id="rental-gallery-heading" css={visuallyHidden}>
        {t('gallery.heading')}
      </h2>
      <button
        type="button"
        aria-label={t('gallery.open', { index: index + 1, total })}
        onClick={() => setOpen(index)}
        css={{
          display: 'block',
          width: '100%',
          padding: 0,
          border: 0,
          background: 'none',
          cursor: 'zoom-in',
          ...focusRing,
        }}
      >
        <img
          src={main.medium}
          alt={t('gallery.alt', { name, index: index + 1, total })}
          width={800}
          height={533}
          css={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '800 / 533',
            objectFit: 'cover',
            borderRadius: radius,
            background: colors.surfaceAlt,
          }}
        />
      </button>
      <ul
        css={{
          display: 'flex',
          gap: space(2),
          listStyle: 'none',
          margin: `${space(2)} 0 0`,
          padding: 0,
          overflowX: 'auto',
        }}
      >
        {photos.map((photo, i) => (
          <li key={photo.thumbnail} css={{ flex: '0 0 auto' }}>
            <button
              type="button"
              aria-pressed={i === index}
              aria-label={t('gallery.show', { index: i + 1, total })}
              onClick={() => setShown(i)}
              css={{
                padding: 0,
                border: `3px solid ${i === index ? colors.primary : 'transparent'}`,
                borderRadius: radius,
                background: 'none',
                cursor: 'pointer',
                ...focusRing,
              }}
            >
              <img
                src={photo.thumbnail}
                alt=""
                width={96}
                height={64}
                loading="lazy"
                css={{ display: 'block', borderRadius: '4px', objectFit: 'cover' }}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <LightboxView
            index={open}
            onClose={() => setOpen(null)}
            slides={photos.map((photo, i) => ({
              src: photo.original,
              alt: t('gallery.alt', { name, index: i + 1, total }),
              title: t('gallery.alt', { name, index: i + 1, total }),
              width: 1600,
              height: 1067,
            }))}
            labels={{
              close: t('gallery.close'),
              previous: t('gallery.previous'),
              next: t('gallery.next'),
              lightbox: t('gallery.lightbox'),
              gallery: t('gallery.gallery'),
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
