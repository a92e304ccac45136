/**
 * Public API of the purchase-cost estimate (SPEC §9 tax bands in notary
 * costs): the visitor's "only own home" choice, which estates get an estimate, and its section;
 * beside it the monthly payment of a loan, with its section (both sections load on first render).
 */
export { $loanEdits, $ownHome, loanFieldEdited, ownHomeToggled, purchaseCostsReset } from './model';
export { isVatRegime, purchaseSituation, salePrice } from './lib/situation';
// The sections load on first render (lazy.ts): they lie below a detail page's first screen.
export { MonthlyCostSection, PurchaseCostsSection } from './ui/lazy-sections';
