/**
 * A cell of an estate grid (the listing's results, the home page's newest estates; SPEC §2 card
 * grid): the shared `EstateCard` with the favourites team's toggle (`favorites/FavoriteToggle`)
 * and compare control (`favorites/CompareToggle`), stacked in the picture's corner,
 * hydrated when the visitor comes near it (`HydrateWhenVisible`: a page's first seconds
 * go to the cards in view). The toggle's module still loads before the page hydrates (the
 * favourites remote is on every page), so a card hydrates at once when pointed at. The card with
 * its toggle alone (`EstateCardWithToggle`) is also a map marker's popup.
 */
import { css } from '@emotion/react';
import { memo, type ComponentProps } from 'react';
import type { Estate, Locale } from 'shared/domain';
import { EstateCard, EstateGridItem, stretchedChild } from 'kit/ui';
import { HydrateWhenVisible } from 'kit/ui/hydrate-when-visible';
import { FederatedFragment } from 'kit/remote';
import { space } from 'shared/ui/tokens';

/** The card's controls, one under the other in the picture's corner. */
const actionsStyle = css({ display: 'flex', flexDirection: 'column', gap: space(2) });

/**
 * The shared `EstateCard` with the favourites team's toggle and compare control in its picture: a grid's cell and a
 * map marker's popup show the same card. Takes `EstateCard`'s props but its `actions`.
 */
export function EstateCardWithToggle(props: Omit<ComponentProps<typeof EstateCard>, 'actions'>) {
  const { estate, locale } = props;
  return (
    <EstateCard
      {...props}
      actions={
        <div css={actionsStyle}>
          <FederatedFragment
            id="favorites/FavoriteToggle"
            props={{ estateId: estate.id, locale, variant: 'icon' }}
          />
          <FederatedFragment
            id="favorites/CompareToggle"
            props={{ estateId: estate.id, locale, variant: 'icon' }}
          />
        </div>
      }
    />
  );
}

interface GridEstateCardProps {
  estate: Estate;
  locale: Locale;
  /** The level of the card's heading: 3 under the page's h2, 4 under a group's h3. */
  headingLevel: 3 | 4;
  /** True for the cards of the first row: their picture loads at once, not lazily. */
  eagerImage: boolean;
  /** Receives the card's link (focus moves to the first new card after "load more"). */
  linkRef?: (link: HTMLAnchorElement | null) => void;
  /** The id of the grid cell, for links to it (see `resultAnchor`). */
  anchorId?: string;
}

/**
 * Renders one `<li>` of an `EstateGrid`: the card of `estate` in `locale` with its favourite
 * toggle. Memoized, so that the grid re-rendering (a new status line, the next page) leaves the
 * cards already shown alone, and a card whose server HTML still waits to hydrate gets no update
 * that would make React hydrate them all at once.
 */
export const GridEstateCard = memo(function GridEstateCard({
  estate,
  locale,
  headingLevel,
  eagerImage,
  linkRef,
  anchorId,
}: GridEstateCardProps) {
  return (
    <EstateGridItem id={anchorId}>
      <HydrateWhenVisible css={stretchedChild} preloadFragments>
        <EstateCardWithToggle
          estate={estate}
          locale={locale}
          headingLevel={headingLevel}
          eagerImage={eagerImage}
          linkRef={linkRef}
        />
      </HydrateWhenVisible>
    </EstateGridItem>
  );
});
