/** The heart of the favourites: outlined when off, filled when on. Decorative (aria-hidden). */
import { LineIcon } from '#favorites/lib/ui/line-icon';

/**
 * A 24x24 heart in SVG drawn with the current text colour; `filled` fills it.
 * `size` is its width and height in px (20 by default).
 */
export function HeartIcon({ filled = false, size = 20 }: { filled?: boolean; size?: number }) {
  return (
    <LineIcon size={size} fill={filled ? 'currentColor' : 'none'} css={{ flexShrink: 0 }}>
      <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.4 3.5 4.3 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
    </LineIcon>
  );
}
