/**
 * The visitor's situation for the purchase-cost estimate: whether the estate
 * would be their only own home. Each detail page starts with "no" (the standard rates); the page
 * resets it when another page opens.
 */
import { createEvent, createStore } from 'shared/effector';

/** The visitor ticked or unticked "This will be my only own home". */
export const ownHomeToggled = createEvent<boolean>();
/** Another detail page opened: back to the standard rates. */
export const purchaseCostsReset = createEvent();

/** True when the visitor said the estate would be their only own home. */
export const $ownHome = createStore(false)
  .on(ownHomeToggled, (_, ownHome) => ownHome)
  .reset(purchaseCostsReset);
