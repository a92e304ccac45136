/**
 * The sticker colour rule (SPEC §3 general.sticker, §5): a sticker colour is ignored when it is
 * the default white, and a sticker text colour when it is the default black. The one rule of the
 * site: the estate card's label and the detail page's sticker fields both apply it. Colours that
 * are not hex colours (#rgb or #rrggbb) are ignored too, so that no other text reaches a style.
 */
import type { Sticker } from '../domain';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const DEFAULT_WHITE = /^#f{3}(?:f{3})?$/i;
const DEFAULT_BLACK = /^#0{3}(?:0{3})?$/i;

/**
 * The sticker's own background colour (SPEC §5), lower-cased, e.g. '#2e7d32'.
 * @returns null when there is no sticker or colour, it is not a hex colour, or it is the default
 *   white (#fff, #ffffff in any case)
 */
export function stickerColor(sticker: Pick<Sticker, 'color'> | null | undefined): string | null {
  const color = sticker?.color?.trim().toLowerCase() ?? '';
  return HEX.test(color) && !DEFAULT_WHITE.test(color) ? color : null;
}

/**
 * The sticker's own text colour (SPEC §5), lower-cased, e.g. '#ffffff'.
 * @returns null when there is no sticker or text colour, it is not a hex colour, or it is the
 *   default black (#000, #000000)
 */
export function stickerTextColor(
  sticker: Pick<Sticker, 'colorText'> | null | undefined,
): string | null {
  const color = sticker?.colorText?.trim().toLowerCase() ?? '';
  return HEX.test(color) && !DEFAULT_BLACK.test(color) ? color : null;
}
