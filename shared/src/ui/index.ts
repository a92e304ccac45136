/**
 * Public API of shared/ui: the basic UI every team reuses. Design tokens live in 'shared/ui/tokens'.
 * - EstateCard, EstateCardSkeleton: the estate card of SPEC §2 and its loading placeholder.
 * - EstateGrid, EstateGridItem: the 1/2/3-column card grid of SPEC §9.
 * - Button, VisuallyHidden: small accessible basics; buttonLook gives another element the button's
 *   look. A scripted form's SubmitButton is in
 *   'shared/ui/submit-button' (off the pages without forms).
 * - RetryAlert: the "could not be loaded" alert with its retry button.
 * - The photo gallery (main photo, thumbnails, full-screen viewer) is in 'shared/ui/photo-gallery'
 *   (off the pages without photos).
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
export { Button, buttonLook } from './button';
export type { ButtonProps } from './button';
export { VisuallyHidden } from './visually-hidden';
export { RetryAlert } from './retry-alert';
export type { RetryAlertProps } from './retry-alert';
export { Honeypot } from './honeypot';
export type { HoneypotProps } from './honeypot';
export { SHARED_UI_NAMESPACE, SHARED_UI_TEXTS, loadSharedUiTexts, useSharedUiT } from './i18n';
