/**
 * The content of a map marker's popup (SPEC §2: "a marker's popup shows the card"): the site's
 * estate card, as in the listing grid, with the favourites team's toggle. It is rendered by
 * LeafletMap into the popup's DOM node through a React portal, so it lives in the page's React
 * tree (effector scope, router, i18n, emotion cache) and its link navigates inside the site.
 */
import { Suspense, useLayoutEffect, type Ref } from 'react';
import type { Estate, Locale } from 'shared/domain';
import { EstateCardWithToggle } from '#search/lib/grid-estate-card';

/** Width of a popup's card in px: the 370x250 card image scaled down to fit a phone's map. */
export const POPUP_CARD_WIDTH = 240;

/** Props of EstatePopup. */
export interface EstatePopupProps {
  /** The estate of the marker. */
  estate: Estate;
  /** The page's language: the card's texts and its detail address. */
  locale: Locale;
  /** Ref to the card's link (the popup's one tab stop besides the toggle), e.g. to focus it. */
  linkRef?: Ref<HTMLAnchorElement>;
  /** Called once the card is on screen (after its texts loaded), e.g. to lay the popup out again. */
  onShown: () => void;
  /** Called when the visitor presses Escape inside the popup. */
  onEscape: () => void;
}

/** Calls `onShown` when it is committed: placed after the card, inside the same Suspense. */
function Shown({ onShown }: { onShown: () => void }) {
  useLayoutEffect(() => {
    onShown();
  }, [onShown]);
  return null;
}

// Leaflet's own popup rules (`.leaflet-container a`, `.leaflet-popup-content p`) are more
// specific than the card's class rules; these put the card's look back.
const popupStyle = {
  width: `${POPUP_CARD_WIDTH}px`,
  maxWidth: '100%',
  fontSize: '1rem',
  lineHeight: 1.5,
  '& article a': { color: 'inherit' },
  '& article p': { margin: 0 },
  '& article img': { maxWidth: '100%' },
} as const;

/**
 * The card of a marker's popup. Takes the estate, the locale, an optional link ref and the
 * `onShown`/`onEscape` callbacks (see EstatePopupProps); renders the estate's `<article>` card.
 * While the card's texts load it shows nothing (its own Suspense, so the map never blanks).
 */
export function EstatePopup({ estate, locale, linkRef, onShown, onEscape }: EstatePopupProps) {
  return (
    <div
      css={popupStyle}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
    >
      <Suspense fallback={null}>
        <EstateCardWithToggle estate={estate} locale={locale} linkRef={linkRef} />
        <Shown onShown={onShown} />
      </Suspense>
    </div>
  );
}
