/**
 * The loading placeholder of the estate card: the card's frame, media box and text rows at the
 * card's final size, hidden from screen readers.
 */
import { colors, space } from 'shared/ui/tokens';
import { bodyStyle, cardStyle, mediaStyle } from './styles';

/**
 * A loading placeholder of the card's final size (image 370x250 ratio and text lines), hidden from
 * screen readers (announce loading in a live region instead).
 */
export function EstateCardSkeleton() {
  // Each row has the line box of the card's row it stands for (same font size and line height),
  // with a grey bar in it, so the skeleton is exactly as tall as a card with title, price and
  // features: no layout shift when the results arrive.
  const row = (width: string, fontSize: string, lineHeight: number | 'normal') => ({
    fontSize,
    lineHeight,
    '&::before': {
      content: '"\\00a0"',
      display: 'inline-block',
      width,
      borderRadius: '4px',
      background: colors.surfaceAlt,
    },
  });
  return (
    <div aria-hidden="true" css={[cardStyle, { '&:hover': { boxShadow: 'none' } }]}>
      <div css={[mediaStyle, { background: colors.surfaceAlt }]} />
      <div css={bodyStyle}>
        <div css={row('75%', '1.125rem', 1.3)} />
        <div css={row('40%', '1.125rem', 'normal')} />
        <div css={{ margin: 'auto 0 0', padding: `${space(2)} 0 0` }}>
          <div
            css={{
              width: '60%',
              height: '20px',
              borderRadius: '4px',
              background: colors.surfaceAlt,
            }}
          />
        </div>
      </div>
    </div>
  );
}
