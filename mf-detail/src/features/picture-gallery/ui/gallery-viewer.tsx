/**
 * The gallery's full-screen viewer (yet-another-react-lightbox with captions): the estate's
 * photos and its floor plans, each a tab chosen at the top of the viewer. Keyboard: the arrows
 * move, Escape closes, Tab reaches the tab buttons. Loaded on demand (React.lazy) when the visitor
 * first opens it, so neither the library nor the tabs are part of the page's first paint. Its
 * stylesheets are webpack assets (URLs), linked here while it is shown.
 */
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import lightboxCss from 'yet-another-react-lightbox/styles.css';
import captionsCss from 'yet-another-react-lightbox/plugins/captions.css';
import type { ViewerTab } from '../model';

/** A slide: full-size source and size in px, alt text and caption. */
export interface ViewerSlide {
  src: string;
  alt: string;
  title: string;
  width: number;
  height: number;
}

/** Props of GalleryViewer. */
export interface GalleryViewerProps {
  /** The tabs that have slides, in order (photos, then plans), each with its name. */
  tabs: { id: ViewerTab; label: string; slides: ViewerSlide[] }[];
  /** The tab shown (one of `tabs`; the first when it is not). */
  tab: ViewerTab;
  /** The slide shown in that tab, from 0. */
  index: number;
  /** Called with the tab the visitor chose. */
  onTab: (tab: ViewerTab) => void;
  /** Called with the slide in view as the visitor moves through them. */
  onView: (index: number) => void;
  /** Called when the visitor closes the viewer. */
  onClose: () => void;
  /** Accessible labels of the viewer's controls in the page's language; `tabs` names the tabs' group. */
  labels: {
    close: string;
    previous: string;
    next: string;
    lightbox: string;
    gallery: string;
    tabs: string;
  };
}

const tabStyle = (selected: boolean) =>
  ({
    minHeight: '44px',
    padding: '0 14px',
    border: 0,
    borderBottom: `3px solid ${selected ? '#ffffff' : 'transparent'}`,
    background: 'none',
    color: '#ffffff',
    font: 'inherit',
    fontWeight: selected ? 700 : 400,
    cursor: 'pointer',
    '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: '-3px' },
  }) as const;

/**
 * Renders the open viewer (a modal dialog in a portal) at `index` of `tab`, with the tab buttons
 * (a group of pressed/unpressed buttons) when there is more than one tab.
 */
export default function GalleryViewer({
  tabs,
  tab,
  index,
  onTab,
  onView,
  onClose,
  labels,
}: GalleryViewerProps) {
  const sheets = [lightboxCss, captionsCss].filter(
    (href): href is string => typeof href === 'string',
  );
  const shown = tabs.find((t) => t.id === tab) ?? tabs[0];
  if (!shown) return null;
  const tabButtons =
    tabs.length > 1 ? (
      <div
        key="tabs"
        role="group"
        aria-label={labels.tabs}
        css={{ display: 'flex', marginRight: 'auto', paddingLeft: '8px', fontSize: '1rem' }}
      >
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            aria-pressed={t.id === shown.id}
            data-testid={`viewer-tab-${t.id}`}
            onClick={() => onTab(t.id)}
            css={tabStyle(t.id === shown.id)}
          >
            {t.label} ({t.slides.length})
          </button>
        ))}
      </div>
    ) : null;
  return (
    <>
      {sheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      <Lightbox
        open
        close={onClose}
        index={Math.min(index, shown.slides.length - 1)}
        slides={shown.slides}
        plugins={[Captions]}
        on={{ view: ({ index: i }) => onView(i) }}
        toolbar={{ buttons: tabButtons ? [tabButtons, 'close'] : ['close'] }}
        labels={{
          Close: labels.close,
          Previous: labels.previous,
          Next: labels.next,
          Lightbox: labels.lightbox,
          'Photo gallery': labels.gallery,
        }}
        controller={{ closeOnBackdropClick: true }}
        // The toolbar spans the top so the tabs sit at its left and the close button at its right.
        styles={{ toolbar: { left: 0, justifyContent: 'flex-end' } }}
      />
    </>
  );
}
