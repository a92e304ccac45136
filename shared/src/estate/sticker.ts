/**
 * The sticker colour rule (SPEC §3 general.sticker, §5): a sticker colour is ignored when it is
 * the default white, and a sticker text colour when it is the default black. The one rule of the
 * site: the estate card's label and the detail page's sticker fields both apply it. Colours that
 * are not hex colours (#rgb or #rrggbb) are ignored too, so that no other text reaches a style.
 */
import type { Sticker } from '../domain';

/** The default of each colour of a sticker: white (#fff, #ffffff) and black (#000, #000000). */
const DEFAULTS = { color: /^#f{3}(f{3})?$/, colorText: /^#0{3}(0{3})?$/ } as const;

/**
 * One of a sticker's own colours (SPEC §5), lower-cased, e.g. '#2e7d32'.
 * @param sticker the sticker (or null)
 * @param key 'color' for the background, 'colorText' for the text
 * @returns the colour, or null when there is none, it is not a hex colour (#rgb, #rrggbb), or it
 *   is the default of its kind: white for the background, black for the text
 */
export function stickerColor(
  sticker: Partial<Pick<Sticker, 'color' | 'colorText'>> | null | undefined,
  key: keyof typeof DEFAULTS = 'color',
): string | null {
  const color = sticker?.[key]?.trim().toLowerCase() ?? '';
  return /^#([0-9a-f]{3}){1,2}$/.test(color) && !DEFAULTS[key].test(color) ? color : null;
}
