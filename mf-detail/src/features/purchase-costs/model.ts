/**
 * The visitor's situation for the purchase-cost estimate: whether the estate
 * would be their only own home, and the loan terms they typed for the monthly payment. Each
 * detail page starts with "no" (the standard rates) and the default loan; the page resets both
 * when another page opens.
 */
import { createEvent, createStore } from 'shared/effector';
import type { LoanField, LoanTexts } from './lib/monthly-payment';

/** The visitor ticked or unticked "This will be my only own home". */
export const ownHomeToggled = createEvent<boolean>();
/** The visitor changed a field of the loan (its text as typed). */
export const loanFieldEdited = createEvent<{ field: LoanField; text: string }>();
/** Another detail page opened: back to the standard rates and the default loan. */
export const purchaseCostsReset = createEvent();

/** True when the visitor said the estate would be their only own home. */
export const $ownHome = createStore(false)
  .on(ownHomeToggled, (_, ownHome) => ownHome)
  .reset(purchaseCostsReset);

/** The loan fields the visitor changed on this page, as typed; the others keep their first text. */
export const $loanEdits = createStore<Partial<LoanTexts>>({})
  .on(loanFieldEdited, (edits, { field, text }) => ({ ...edits, [field]: text }))
  .reset(purchaseCostsReset);
