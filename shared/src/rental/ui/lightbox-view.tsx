/**
 * The full-screen photo viewer of a rental unit (yet-another-react-lightbox, the detail pages'
 * library, with captions): keyboard (arrows, Escape), swipe and captions. Loaded on demand by the
 * gallery (React.lazy); its stylesheets are webpack assets, linked while the viewer is shown.
 */
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import lightboxCss from 'yet-another-react-lightbox/styles.css';
import captionsCss from 'yet-another-react-lightbox/plugins/captions.css';

/** Props of LightboxView. */
export interface LightboxViewProps {
  /** Slides in photo order: full-size source, alt text, caption and size in px. */
  slides: { src: string; alt: string; title: string; width: number; height: number }[];
  /** The slide shown first. */
  index: number;
  /** Called when the visitor closes the viewer. */
  onClose: () => void;
  /** Accessible labels of the viewer's controls in the page's language. */
  labels: { close: string; previous: string; next: string; lightbox: string; gallery: string };
}

/** Renders the open viewer (a modal dialog in a portal) with its stylesheets. */
export default function LightboxView({ slides, index, onClose, labels }: LightboxViewProps) {
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
