/**
 * The photo gallery of every page that shows an estate's or a rental unit's photos (SPEC §3
 * pictures sorted by index, rental unit photos): the shown photo as a button that opens the
 * full-screen viewer there, and thumbnail buttons (aria-pressed on the shown one). Keyboard: Tab
 * to a photo, Enter or Space; in the viewer the arrows move, Escape closes and the focus returns
 * to the button that opened it. The words come from the page (`texts`), so each team keeps its
 * own wording in its own i18next namespace.
 */
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { colors, focusRing, radius, space, visuallyHidden } from 'shared/ui/tokens';

/** The viewer, loaded only when first opened. */
const LightboxView = lazy(() => import('./lightbox-view'));

/** One photo: the shown source, its thumbnail and, when larger, the viewer's source. */
export interface GalleryPhoto {
  src: string;
  thumbnail: string;
  /** The viewer's source; `src` when absent. */
  full?: string;
}

/** A size in px. */
export interface PhotoSize {
  width: number;
  height: number;
}

/** The gallery's words in the page's language; positions count from 1. */
export interface PhotoGalleryTexts {
  /** The section's heading, for screen readers only. */
  heading: string;
  /** The accessible name of the thumbnails' list; none leaves it unnamed. */
  thumbnails?: string;
  /** The shown photo's button ("Open photo 2 of 8 in full screen"). */
  open: (index: number, total: number) => string;
  /** A thumbnail's button ("Show photo 2 of 8"). */
  show: (index: number, total: number) => string;
  /** A photo's alternative text. */
  alt: (index: number, total: number) => string;
  /** A photo's caption in the viewer. */
  caption: (index: number, total: number) => string;
  /** The viewer's controls. */
  viewer: { close: string; previous: string; next: string; lightbox: string; gallery: string };
}

/**
 * The gallery's positions (from 0) and what moves them: the shown photo and the photo open in
 * the viewer (null while closed). A page that must reset them (another estate opened) keeps them
 * in its model; otherwise the gallery keeps them itself.
 */
export interface PhotoGalleryState {
  index: number;
  viewerIndex: number | null;
  selected: (index: number) => void;
  opened: (index: number) => void;
  /** The viewer moved (button, arrow key or swipe); ignored while it is closed. */
  moved: (index: number) => void;
  closed: () => void;
}

/** Props of PhotoGallery. */
export interface PhotoGalleryProps {
  /** The photos in order; the same array while they stay (memoized). */
  photos: GalleryPhoto[];
  /** Its words; the same object while the language and title stay (memoized). */
  texts: PhotoGalleryTexts;
  /** The id of its heading (unique in the page). */
  headingId: string;
  /** The size of the shown photo's source. */
  size: PhotoSize;
  /** The size of the viewer's source; `size` when absent. */
  fullSize?: PhotoSize;
  /** The size of the thumbnails' source. */
  thumbnailSize: PhotoSize;
  /** True when a thumbnail opens the viewer too, not only shows its photo. */
  thumbnailOpens?: boolean;
  /** Positions kept by the page's model; the gallery keeps its own when absent. */
  state?: PhotoGalleryState;
}

/** A position read as a whole number from 0. */
const position = (index: number): number => Math.max(0, Math.floor(index));

/**
 * The gallery's own positions, with the rules a page's model follows: the shown photo follows the
 * viewer, so closing it leaves the last photo viewed as the shown one.
 */
function useOwnState(): PhotoGalleryState {
  const [index, setIndex] = useState(0);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  return {
    index,
    viewerIndex,
    selected: (i) => setIndex(position(i)),
    opened: (i) => {
      setViewerIndex(position(i));
      setIndex(position(i));
    },
    moved: (i) => {
      if (viewerIndex === null) return;
      setViewerIndex(position(i));
      setIndex(position(i));
    },
    closed: () => setViewerIndex(null),
  };
}

/**
 * Renders the gallery section (a hidden h2, the shown photo, the thumbnails when there are
 * several) and, while open, the viewer, whose slides stay one array as long as the photos and
 * words do (the library starts over from `index` whenever it gets a new array). Renders nothing
 * without photos. The shown photo is the page's largest paint: the first one loads first.
 */
export function PhotoGallery({
  photos,
  texts,
  headingId,
  size,
  fullSize = size,
  thumbnailSize,
  thumbnailOpens = false,
  state,
}: PhotoGalleryProps) {
  const own = useOwnState();
  const { index: current, viewerIndex, selected, opened, moved, closed } = state ?? own;
  const opener = useRef<HTMLButtonElement | null>(null);
  const total = photos.length;
  const slides = useMemo(
    () =>
      photos.map((photo, i) => ({
        src: photo.full ?? photo.src,
        width: fullSize.width,
        height: fullSize.height,
        alt: texts.alt(i + 1, total),
        title: texts.caption(i + 1, total),
      })),
    [photos, texts, total, fullSize.width, fullSize.height],
  );
  if (total === 0) return null;
  const index = Math.min(Math.max(current, 0), total - 1);
  const main = photos[index] as GalleryPhoto;
  return (
    <section aria-labelledby={headingId} css={{ margin: `${space(4)} 0` }}>
      <h2 id={headingId} css={visuallyHidden}>
        {texts.heading}
      </h2>
      <figure css={{ margin: 0 }}>
        <button
          type="button"
          className="photo-gallery-main"
          aria-label={texts.open(index + 1, total)}
          onClick={(event) => {
            opener.current = event.currentTarget;
            opened(index);
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
            fetchPriority={index === 0 ? 'high' : 'auto'}
            width={size.width}
            height={size.height}
            alt={texts.alt(index + 1, total)}
            css={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: `${size.width} / ${size.height}`,
              objectFit: 'cover',
              borderRadius: radius,
              background: colors.surfaceAlt,
            }}
          />
        </button>
      </figure>
      {total > 1 && (
        <ul
          className="photo-gallery-control"
          aria-label={texts.thumbnails}
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: space(2),
            listStyle: 'none',
            margin: `${space(2)} 0 0`,
            padding: 0,
          }}
        >
          {photos.map((photo, i) => (
            <li key={`${photo.thumbnail}-${i}`}>
              <button
                type="button"
                aria-pressed={i === index}
                aria-label={texts.show(i + 1, total)}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  selected(i);
                  if (thumbnailOpens) opened(i);
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
                  src={photo.thumbnail}
                  width={thumbnailSize.width}
                  height={thumbnailSize.height}
                  alt=""
                  loading="lazy"
                  css={{
                    display: 'block',
                    width: '96px',
                    height: 'auto',
                    objectFit: 'cover',
                    borderRadius: '3px',
                  }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewerIndex !== null && (
        <Suspense fallback={null}>
          <LightboxView
            index={Math.min(viewerIndex, total - 1)}
            slides={slides}
            onView={moved}
            onClose={() => {
              closed();
              opener.current?.focus();
            }}
            labels={texts.viewer}
          />
        </Suspense>
      )}
    </section>
  );
}
