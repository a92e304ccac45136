/**
 * Public API of the estate card (SPEC §2 Listing search page): the card, its loading skeleton,
 * the label colours (sticker rule of SPEC §5, readable text), the card image size (SPEC §9) and
 * the price text (also the comparison's). Its other parts (media, price line, facts, styles) are private to this folder.
 */
export { EstateCard } from './estate-card';
export type { EstateCardProps } from './estate-card';
export { EstateCardSkeleton } from './skeleton';
export { stickerColors, readableTextOn } from './colors';
export { CARD_IMAGE_WIDTH, CARD_IMAGE_HEIGHT } from './styles';
export { priceText } from './price-line';
