/**
 * Public API of kit/ui: the UI building blocks several teams compose their pages with. The
 * basics are subpaths of their own, light for any page: 'kit/ui/button' (Button, buttonLook) and
 * 'kit/ui/visually-hidden'; the design tokens are in 'shared/ui/tokens'.
 * - EstateCard, EstateCardSkeleton: the estate card of SPEC §2 and its loading placeholder;
 *   priceText: the card's price text (a comparison shows the same).
 * - EstateGrid, EstateGridItem: the 1/2/3-column card grid of SPEC §9.
 * - RetryAlert: the "could not be loaded" alert with its retry button.
 * - Honeypot: a scripted form's hidden spam field (SPEC §7 forms). A scripted form's SubmitButton
 *   is in 'kit/ui/submit-button', its focus rule in 'kit/ui/form-focus' (off the pages without
 *   forms).
 * - The photo gallery (main photo, thumbnails, full-screen viewer) is in 'kit/ui/photo-gallery',
 *   the calendar in 'kit/ui/day-picker' (off the pages without them).
 * - OfficeHours, the office's opening hours, open now and the way there (footer, contact card,
 *   contact page), is in 'kit/ui/office-hours' (the shell's footer loads it without the rest).
 * - FactsBar: a detail page's bar of key facts; CallBar (and telHref): the phone's bar at the
 *   bottom of a detail page with "Call" and the page's main action.
 * - SHARED_UI_NAMESPACE, SHARED_UI_TEXTS, loadSharedUiTexts, useSharedUiT: the 'shared-ui' texts
 *   of these components.
 */
export {
  EstateCard,
  EstateCardSkeleton,
  stickerColors,
  readableTextOn,
  CARD_IMAGE_WIDTH,
  CARD_IMAGE_HEIGHT,
  priceText,
} from './estate-card';
export type { EstateCardProps } from './estate-card';
export { EstateGrid, EstateGridItem, stretchedChild } from './estate-grid';
export { RetryAlert } from './retry-alert';
export type { RetryAlertProps } from './retry-alert';
export { Honeypot } from './honeypot';
export type { HoneypotProps } from './honeypot';
export { FactsBar } from './facts-bar';
export type { FactsBarItem, FactsBarProps } from './facts-bar';
export { CallBar, telHref } from './call-bar';
export { Fold, detailLayoutStyle } from './fold';
export type { FoldProps } from './fold';
export type { CallBarProps } from './call-bar';
export { SHARED_UI_NAMESPACE, SHARED_UI_TEXTS, loadSharedUiTexts, useSharedUiT } from './i18n';
