/**
 * Public API of the purchase-cost estimate (SPEC §9 tax bands in notary
 * costs): the visitor's "only own home" choice, which estates get an estimate, and its section.
 */
export { $ownHome, ownHomeToggled, purchaseCostsReset } from './model';
export { isVatRegime, purchaseSituation } from './lib/situation';
export { PurchaseCostsSection } from './ui/purchase-costs-section';
