/**
 * The full-screen picture viewer (yet-another-react-lightbox 3.32 with captions): keyboard
 * (arrows, Escape), swipe and captions "{title}, picture n of N". Loaded on demand by the gallery
 * (React.lazy), so the library is not part of the page's first paint. Its stylesheets are webpack
 * assets (URLs), linked here while the viewer is shown.
 */
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import lightboxCss from 'yet-another-react-lightbox/styles.css';
import captionsCss from 'yet-another-react-lightbox/plugins/captions.css';

/** Props of LightboxView. */
export interface LightboxViewProps {
  /** Slides in picture order: full-size source, alt text and caption. */
  slides: { src: string; alt: string; title: string; width: number; height: number }[];
  /** The slide shown first. */
  index: number;
  /** Called when the visitor closes the viewer. */
  onClose: () => void;
  /** Called with the slide in view as the visitor moves through them. */
  onView: (index: number) => void;
  /** Accessible labels of the viewer's controls in the page's language. */
  labels: { close: string; previous: string; next: string; lightbox: string; gallery: string };
}

/** Renders the open viewer (a modal dialog in a portal) with its stylesheets. */
export default function LightboxView({
  slides,
  index,
  onClose,
  onView,
  labels,
}: LightboxViewProps) {
  const sheets = [lightboxCss, captionsCss].filter(
    (href): href is string => typeof href === 'string',
  );
  return (
    <>
      {sheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      <Lightbox
        open
        close={onClose}
        index={index}
        slides={slides}
        plugins={[Captions]}
        on={{ view: ({ index: i }) => onView(i) }}
        labels={{
          Close: labels.close,
          Previous: labels.previous,
          Next: labels.next,
          Lightbox: labels.lightbox,
          'Photo gallery': labels.gallery,
        }}
        controller={{ closeOnBackdropClick: true }}
      />
    </>
  );
}
