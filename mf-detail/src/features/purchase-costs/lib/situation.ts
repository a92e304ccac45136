/**
 * Which detail pages get a purchase-cost estimate, and for what situation:
 * an estate for sale with a price, in Flanders, Wallonia or Brussels; not a project (its units
 * have the prices), not a rent, not sold.
 */
import type { Estate, SkarabeeListing } from 'shared/domain';
import { isAlternateSource, isPriceHidden, isRent, statusOfTransaction } from 'shared/estate';
import { isPurchaseRegion, type PurchaseSituation } from 'api/contract/purchase-costs';

/**
 * True when the estate is sold under the VAT regime: its second-source listing says so
 * (`financial.vat_regime`, SPEC §5), or, without one, it is a new building (`technical.newBuilding`).
 */
export function isVatRegime(estate: Estate, listing: SkarabeeListing | null): boolean {
  const fromListing = listing?.fields?.['financial.vat_regime'];
  if (typeof fromListing === 'boolean') return fromListing;
  return estate.technical?.newBuilding === true;
}

/**
 * The situation to estimate for an estate, or null when the page shows no estimate: not for sale
 * (rent, sold, closed, take-over), a project, no price, or outside the three Belgian regions.
 * @param estate the estate the page shows (a property or a unit)
 * @param listing its second-source listing, when it has one (null while none)
 * @param ownHome the visitor's choice
 */
export function purchaseSituation(
  estate: Estate,
  listing: SkarabeeListing | null,
  ownHome: boolean,
): PurchaseSituation | null {
  const g = estate.general;
  const price = salePrice(estate);
  if (price === null) return null;
  const region = (g.address?.region ?? '').toUpperCase();
  const country = (g.address?.country?.id ?? 'BE').toUpperCase();
  if (country !== 'BE' || !isPurchaseRegion(region)) return null;
  return { price, region, ownHome, vatRegime: isVatRegime(estate, listing) };
}

/**
 * The price of an estate the visitor can buy, which the purchase costs and the monthly payment
 * are estimated on: for sale (not rent, sold, closed or taken over), not a project (its units have
 * the prices), its price shown and above 0.
 * @returns the price in euro, or null when the page shows no estimate
 */
export function salePrice(estate: Estate): number | null {
  const g = estate.general;
  if (g.project || isRent(estate) || isPriceHidden(estate)) return null;
  if (!isAlternateSource(estate) && statusOfTransaction(g.transaction?.id) !== 'FOR_SALE') {
    return null;
  }
  const price = g.price?.value;
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : null;
}
