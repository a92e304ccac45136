/**
 * Public API of shared/ui: the basic UI every team reuses. Design tokens live in 'shared/ui/tokens'.
 * - EstateCard, EstateCardSkeleton: the estate card of SPEC §2 and its loading placeholder.
 * - EstateGrid, EstateGridItem: the 1/2/3-column card grid of SPEC §9.
 * - Button, VisuallyHidden: small accessible basics; SubmitButton: a scripted form's submit button.
 * - SHARED_UI_NAMESPACE, SHARED_UI_TEXTS, loadSharedUiTexts, useSharedUiT: the 'shared-ui' texts.
 */
export {
  EstateCard,
  EstateCardSkeleton,
  stickerColors,
  readableTextOn,
  CARD_IMAGE_WIDTH,
  CARD_IMAGE_HEIGHT,
} from './estate-card';
export type { EstateCardProps } from './estate-card';
export { EstateGrid, EstateGridItem, stretchedChild } from './estate-grid';
export { Button } from './button';
export type { ButtonProps } from './button';
export { SubmitButton } from './submit-button';
export type { SubmitButtonProps } from './submit-button';
export { VisuallyHidden } from './visually-hidden';
export { SHARED_UI_NAMESPACE, SHARED_UI_TEXTS, loadSharedUiTexts, useSharedUiT } from './i18n';
