/**
 * Public API of the purchase-cost estimate (SPEC §9 tax bands in notary
 * costs): the visitor's "only own home" choice, which estates get an estimate, and its section;
 * beside it the monthly payment of a loan, with its section.
 */
export { $loanEdits, $ownHome, loanFieldEdited, ownHomeToggled, purchaseCostsReset } from './model';
export { isVatRegime, purchaseSituation, salePrice } from './lib/situation';
export { PurchaseCostsSection } from './ui/purchase-costs-section';
export { MONTHLY_COST_ID, MonthlyCostSection } from './ui/monthly-cost-section';
