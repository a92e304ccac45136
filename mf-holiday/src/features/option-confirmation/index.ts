/**
 * Public API of the option confirmation: the model (the link's token posted once) and the notice
 * a unit's page shows when opened from the link of an option's mail.
 */
export { $optionConfirmation, confirmOptionFx, optionLinkOpened } from './model';
export type { OptionConfirmationState } from './model';
export { OptionConfirmationNotice } from './ui/option-confirmation-notice';
