/**
 * Colours of the estate card's labels (SPEC §3 sticker and energy label, §5 sticker colours):
 * the sticker's colours by the site's one sticker rule (shared/estate), the energy label's colour
 * by its letter, and a text colour of best contrast (WCAG 2) on either.
 */
import type { Sticker } from 'shared/domain';
import { stickerColor } from 'shared/estate';
import { colors, epcColors } from 'shared/ui/tokens';

/** Relative luminance (WCAG 2) of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  // '#abc' is '#aabbcc'.
  const full = hex.length === 4 ? hex.replace(/\w/g, '$&$&') : hex;
  const channel = (i: number) => {
    const c = parseInt(full.slice(i + 1, i + 3), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/**
 * The text colour of best contrast on a background: white ('#ffffff') or the site's text colour.
 * @param background a #rgb or #rrggbb colour
 */
export function readableTextOn(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance(colors.text) + 0.05);
  return onWhite >= onDark ? '#ffffff' : colors.text;
}

/**
 * The colours of a sticker label (SPEC §3 sticker, §5): the sticker's colour unless the sticker
 * rule ignores it (the default white, or not a hex colour), then the site's accent; its text
 * colour unless ignored (the default black, or not a hex colour), then the colour of best
 * contrast on the background.
 * @returns CSS colours `{ background, color }`
 */
export function stickerColors(sticker: Pick<Sticker, 'color' | 'colorText'>): {
  background: string;
  color: string;
} {
  const background = stickerColor(sticker) ?? colors.accent;
  return { background, color: stickerColor(sticker, 'colorText') ?? readableTextOn(background) };
}

/** Background colour of an energy label by its letter (A greens to G red): the design token. */
export const EPC_COLORS: Readonly<Record<string, string>> = epcColors;
