/**
 * A detail page's folded section (an estate's technical facts, a rental unit's costs): its heading
 * in the summary of a `details` disclosure, closed until the visitor opens it; works without
 * scripts and from the keyboard. Also the grid both detail pages share.
 */
import type { ReactNode } from 'react';
import { colors, focusRing, mq, space } from 'shared/ui/tokens';

/** What a fold shows. */
export interface FoldProps {
  /** The id of its `h2`, which names the section. */
  id: string;
  /** The heading, in the page's language. */
  title: string;
  /** A class for the section (e.g. for a print stylesheet). */
  className?: string;
  children: ReactNode;
}

/** A section folded in a `details`, its heading as the summary. */
export function Fold({ id, title, className, children }: FoldProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <details
        css={{
          borderBottom: `1px solid ${colors.border}`,
          '&[open] > summary': { marginBottom: space(2) },
        }}
      >
        <summary
          css={{
            display: 'list-item',
            minHeight: '48px',
            padding: `${space(3)} 0`,
            cursor: 'pointer',
            color: colors.primary,
            ...focusRing,
          }}
        >
          <h2
            id={id}
            css={{ display: 'inline', margin: 0, fontSize: '1.125rem', color: colors.text }}
          >
            {title}
          </h2>
        </summary>
        <div css={{ paddingBottom: space(4) }}>{children}</div>
      </details>
    </section>
  );
}

/**
 * The grid of a detail page (an estate, a project, a rental unit), with the grid areas `head`,
 * `gallery`, `aside` (the column of actions) and `body`: one column below the large breakpoint
 * (head, gallery, aside, body); from it two, the gallery beside the head and the aside beside
 * the rest (`withGallery`), else the head, what the gallery shows without photos (a floor plan's
 * or a tour's button) and the body beside the aside: an area the template lacks would open
 * columns of its own.
 */
export const detailLayoutStyle = (withGallery: boolean) =>
  ({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"head" "gallery" "aside" "body"',
    columnGap: space(8),
    color: colors.text,
    [mq('lg')]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 22rem)',
      gridTemplateAreas: withGallery
        ? '"gallery head" "gallery aside" "body aside"'
        : '"head aside" "gallery aside" "body aside"',
      gridTemplateRows: 'auto auto 1fr',
    },
  }) as const;
