/**
 * Lazily loaded public API of the purchase-cost estimate: its two sections (what buying costs,
 * and the monthly payment of a loan), in a chunk of their own with the tax bands behind them.
 * They lie below the first screen of a sale's detail page, so the page reaches them through
 * `PurchaseCostsSection` and `MonthlyCostSection` of index.ts (React.lazy).
 */
export { PurchaseCostsSection } from './ui/purchase-costs-section';
export { MonthlyCostSection } from './ui/monthly-cost-section';
