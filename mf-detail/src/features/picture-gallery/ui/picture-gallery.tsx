/**
 * The photo gallery (SPEC §3 pictures sorted by index): the main picture as a button that opens
 * the full-screen lightbox, and thumbnails as buttons that show a picture and open the lightbox
 * there. Keyboard: Tab to a picture, Enter or Space to open; in the lightbox the arrows move,
 * Escape closes, and focus returns to the button that opened it.
 */
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { colors, focusRing, radius, space, visuallyHidden } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '../../../config/i18n';
import { MAIN_PICTURE_SIZE, type GalleryPicture } from '../lib/gallery-pictures';
import {
  $lightboxIndex,
  $pictureIndex,
  lightboxClosed,
  lightboxMoved,
  lightboxOpened,
  pictureSelected,
} from '../model';

/** The lightbox, loaded only when first opened. */
const LightboxView = lazy(() => import('./lightbox-view'));

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
 * Renders a section with the main picture (its own width and height, scaled to the column) and
 * thumbnail buttons (aria-pressed on the shown one), the main picture and the open lightbox
 * following the gallery's model (`$pictureIndex`, `$lightboxIndex`; the position is clamped to
 * the pictures). Renders nothing without pictures.
 *
 * The lightbox is controlled: its slides are one array for as long as the pictures, title and
 * language stay the same (the library starts over from `index` whenever it gets a new array), and
 * its `index` is the model's `$lightboxIndex`, which every move updates (`lightboxMoved`).
 */
export function PictureGallery({ pictures, title, locale }: PictureGalleryProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const [current, lightboxIndex, onSelect, onOpen, onMove, onClose] = useUnit([
    $pictureIndex,
    $lightboxIndex,
    pictureSelected,
    lightboxOpened,
    lightboxMoved,
    lightboxClosed,
  ]);
  const opener = useRef<HTMLButtonElement | null>(null);
  const total = pictures.length;
  const slides = useMemo(
    () =>
      pictures.map((picture, i) => ({
        src: picture.src,
        width: MAIN_PICTURE_SIZE.width,
        height: MAIN_PICTURE_SIZE.height,
        alt: t('gallery.picture', { title, index: i + 1, total }),
        title: t('gallery.caption', { title, index: i + 1, total }),
      })),
    [pictures, title, total, t],
  );
  if (total === 0) return null;
  const index = Math.min(Math.max(current, 0), pictures.length - 1);
  const main = pictures[index] as GalleryPicture;
  return (
    <section aria-labelledby="detail-gallery-heading" css={{ margin: `${space(4)} 0` }}>
      <h2 id="detail-gallery-heading" css={visuallyHidden}>
        {t('gallery.heading')}
      </h2>
      <figure css={{ margin: 0 }}>
        <button
          type="button"
          className="detail-gallery-main"
          aria-label={t('gallery.open', { index: index + 1, total })}
          onClick={(event) => {
            opener.current = event.currentTarget;
            onOpen(index);
          }}
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
            src={main.src}
            // The page's largest paint; the server's head preloads the first one (issue 14).
            fetchPriority={index === 0 ? 'high' : 'auto'}
            width={MAIN_PICTURE_SIZE.width}
            height={MAIN_PICTURE_SIZE.height}
            alt={t('gallery.picture', { title, index: index + 1, total })}
            css={{
              display: 'block',
              width: '100%',
              height: 'auto',
              borderRadius: radius,
              background: colors.surfaceAlt,
            }}
          />
        </button>
      </figure>
      {total > 1 && (
        <ul
          className="detail-gallery-control"
          aria-label={t('gallery.thumbnails')}
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: space(2),
            listStyle: 'none',
            margin: `${space(2)} 0 0`,
            padding: 0,
          }}
        >
          {pictures.map((picture, i) => (
            <li key={`${picture.src}-${i}`}>
              <button
                type="button"
                aria-pressed={i === index}
                aria-label={t('gallery.show', { index: i + 1, total })}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  onSelect(i);
                  onOpen(i);
                }}
                css={{
                  display: 'block',
                  padding: 0,
                  border: `3px solid ${i === index ? colors.primary : 'transparent'}`,
                  borderRadius: radius,
                  background: 'none',
                  cursor: 'pointer',
                  ...focusRing,
                }}
              >
                <img
                  src={picture.thumbnail}
                  width={THUMB.width}
                  height={THUMB.height}
                  alt=""
                  loading="lazy"
                  css={{ display: 'block', width: '96px', height: 'auto', borderRadius: '3px' }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {lightboxIndex !== null && (
        <Suspense fallback={null}>
          <LightboxView
            index={Math.min(lightboxIndex, total - 1)}
            slides={slides}
            onView={onMove}
            onClose={() => {
              onClose();
              opener.current?.focus();
            }}
            labels={{
              close: t('gallery.close'),
              previous: t('gallery.previous'),
              next: t('gallery.next'),
              lightbox: t('gallery.lightbox'),
              gallery: t('gallery.heading'),
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
