/**
 * The estate's gallery (SPEC §3 pictures sorted by index, files of the floor-plan kind, the main
 * virtual tour): kit/ui's PhotoGallery with this page's words ('detail' namespace) and state (the
 * gallery's model, which the page resets when another estate opens), then the floor plans' and
 * the tour's buttons. A thumbnail shows its picture and opens the full-screen viewer there; the
 * viewer (loaded on first use) has a tab for the photos and one for the floor plans.
 */
import { lazy, Suspense, useMemo, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { colors, focusRing, radius, space, visuallyHidden } from 'shared/ui/tokens';
import { PhotoGallery, type PhotoGalleryTexts } from 'kit/ui/photo-gallery';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { MAIN_PICTURE_SIZE, type GalleryPicture } from '../lib/gallery-pictures';
import type { FloorPlan } from '../lib/floor-plans';
import {
  $pictureIndex,
  $viewer,
  lightboxClosed,
  lightboxMoved,
  lightboxOpened,
  pictureSelected,
  plansOpened,
  viewerTabChosen,
} from '../model';
import type { GalleryViewerProps } from './gallery-viewer';

/** The viewer, loaded only when first opened. */
const GalleryViewer = lazy(() => import('./gallery-viewer'));

/** Thumbnail size in px (SPEC §9 card images 370x250). */
const THUMB = { width: 370, height: 250 };

/** Size in px the demo draws its floor plans in; a plan of another size is scaled to fit. */
const PLAN_SIZE = { width: 1200, height: 800 };

const actionStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  minHeight: '44px',
  padding: `${space(2)} ${space(4)}`,
  border: `2px solid ${colors.primary}`,
  borderRadius: radius,
  background: colors.surface,
  color: colors.primary,
  fontWeight: 700,
  textDecoration: 'none',
  ...focusRing,
} as const;

interface PictureGalleryProps {
  /** Pictures sorted by index (SPEC §3); the same array while the estate stays (memoized). */
  pictures: GalleryPicture[];
  /** The estate's floor plans shown as pictures; the same array while the estate stays. */
  plans?: FloorPlan[];
  /** The main virtual tour's URL, null or absent when there is none. */
  tour?: string | null;
  /** The estate title, used in the alt texts. */
  title: string;
  locale: Locale;
}

/** A click the browser should handle itself (new tab or window, download). */
const modified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Renders the gallery of `pictures`, the floor plans' button (a link to the first plan, which
 * opens the viewer at the plans once scripts run) and the tour's button (a link opening the tour
 * in a new tab); nothing when there is none of the three. The shown picture and the open viewer
 * follow the gallery's model (`$pictureIndex`, `$viewer`); closing the viewer gives the focus
 * back to the control that opened it.
 */
export function PictureGallery({ pictures, plans = [], tour, title, locale }: PictureGalleryProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const [index, viewer, selected, opened, moved, closed, openPlans, chooseTab] = useUnit([
    $pictureIndex,
    $viewer,
    pictureSelected,
    lightboxOpened,
    lightboxMoved,
    lightboxClosed,
    plansOpened,
    viewerTabChosen,
  ]);
  const opener = useRef<HTMLElement | null>(null);
  const remember = () => {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    opener.current = active instanceof HTMLElement ? active : null;
  };
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
  // One array per tab while the estate and language stay: the library starts over on a new one.
  const tabs = useMemo<GalleryViewerProps['tabs']>(() => {
    const photos = pictures.map((picture, i) => ({
      src: picture.src,
      ...MAIN_PICTURE_SIZE,
      alt: texts.alt(i + 1, pictures.length),
      title: texts.caption(i + 1, pictures.length),
    }));
    const planSlides = plans.map((plan, i) => ({
      src: plan.src,
      ...PLAN_SIZE,
      alt: t('gallery.plan', { title, index: i + 1, total: plans.length }),
      title: t('gallery.caption', {
        title: plan.label || t('gallery.plansTab'),
        index: i + 1,
        total: plans.length,
      }),
    }));
    return [
      { id: 'photos' as const, label: t('gallery.heading'), slides: photos },
      { id: 'plans' as const, label: t('gallery.plansTab'), slides: planSlides },
    ].filter((tab) => tab.slides.length > 0);
  }, [pictures, plans, texts, t, title]);
  // The kit's gallery reports the presses; the viewer with the tabs is this page's own.
  const state = {
    index,
    viewerIndex: null,
    selected,
    opened: (i: number) => {
      remember();
      opened(i);
    },
    moved,
    closed,
  };
  const firstPlan = plans[0];
  if (tabs.length === 0 && !tour) return null;
  return (
    <>
      <PhotoGallery
        photos={pictures}
        texts={texts}
        headingId="detail-gallery-heading"
        size={MAIN_PICTURE_SIZE}
        thumbnailSize={THUMB}
        thumbnailOpens
        state={state}
      />
      {(firstPlan || tour) && (
        <ul
          data-testid="detail-media-actions"
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: space(2),
            listStyle: 'none',
            margin: `${space(3)} 0 0`,
            padding: 0,
          }}
        >
          {firstPlan && (
            <li>
              <a
                href={firstPlan.src}
                data-testid="detail-plans"
                css={actionStyle}
                onClick={(event) => {
                  if (modified(event)) return;
                  event.preventDefault();
                  remember();
                  openPlans(0);
                }}
              >
                <PlanIcon />
                {t('gallery.plansOpen', { count: plans.length })}
              </a>
            </li>
          )}
          {tour && (
            <li>
              <a
                href={tour}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="detail-tour"
                css={actionStyle}
              >
                <TourIcon />
                {t('media.tour')}
                <span css={visuallyHidden}> {t('gallery.newWindow')}</span>
              </a>
            </li>
          )}
        </ul>
      )}
      {viewer !== null && tabs.length > 0 && (
        <Suspense fallback={null}>
          <GalleryViewer
            tabs={tabs}
            tab={viewer.tab}
            index={viewer.index}
            onTab={chooseTab}
            onView={moved}
            onClose={() => {
              closed();
              opener.current?.focus();
            }}
            labels={{ ...texts.viewer, tabs: t('gallery.tabs') }}
          />
        </Suspense>
      )}
    </>
  );
}

/** A floor plan's outline, for the eye only. */
function PlanIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
      <path
        d="M2 2h16v16H2zM2 10h7M9 6v8M13 2v8h5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A 360° circle with its arrow, for the eye only. */
function TourIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
      <ellipse cx="10" cy="10" rx="8" ry="4" stroke="currentColor" strokeWidth="2" />
      <path d="M10 2v16" stroke="currentColor" strokeWidth="2" />
      <path d="M14 13l2 1-1 2" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
