/**
 * The rows of a comparison: for each fact, its label key and the value of each compared estate as
 * shown (formatted the site's way, SPEC §9), '' where the estate has none. Pure.
 */
import type { TFunction } from 'i18next';
import type { Estate, Locale } from 'shared/domain';
import { formatMoney, formatNumber, formatSurface } from 'shared/format';
import { energyLabelText, isPriceHidden, isRent } from 'shared/estate';
import { priceText } from 'kit/ui';

/** One fact across the compared estates. */
export interface CompareRow {
  /** The row's key, also its label's text key in the 'favorites' namespace (`compare.rows.{key}`). */
  key: string;
  /** One value per column, in the columns' order; '' where the estate has none (or no estate). */
  values: string[];
}

/** A positive finite number, or null. */
const positive = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;

/**
 * The asking price per m² of living area, in whole euro: for an estate for sale whose price is
 * shown and that has both a price and a living area (`dimensions.areaBuild`); null otherwise (a
 * rent per m² is not what a buyer compares, a "from" price is not the estate's price).
 */
export function pricePerSquareMetre(estate: Estate): number | null {
  if (isPriceHidden(estate) || isRent(estate)) return null;
  const price = positive(estate.general.price.value);
  const area = positive(estate.dimensions?.areaBuild);
  return price === null || area === null ? null : Math.round(price / area);
}

/**
 * The rows comparing `columns` (null for a column without an estate: gone or not read yet).
 * Always: price, price per m², living area, plot, bedrooms, EPC (label and kWh/m²/year) and year
 * built; the cost rows (monthly charges, registration, notary) only when an estate lists them.
 * @param columns the compared estates in their order
 * @param locale the page's language (period names of a rent)
 * @param t the 'favorites' texts of `locale` (units)
 * @param sharedT the 'shared-ui' texts of `locale` (the price text of the cards)
 */
export function compareRows(
  columns: readonly (Estate | null)[],
  locale: Locale,
  t: TFunction,
  sharedT: TFunction,
): CompareRow[] {
  const row = (key: string, value: (estate: Estate) => string): CompareRow => ({
    key,
    values: columns.map((estate) => (estate ? value(estate) : '')),
  });
  const always = [
    row('price', (e) => priceText(e, locale, sharedT) ?? ''),
    row('pricePerM2', (e) => {
      const perM2 = pricePerSquareMetre(e);
      return perM2 === null ? '' : t('compare.unit.perM2', { price: formatMoney(perM2) });
    }),
    row('livingArea', (e) => formatSurface(positive(e.dimensions?.areaBuild), 0)),
    row('plot', (e) => formatSurface(positive(e.dimensions?.areaGround), 0)),
    row('bedrooms', (e) => formatNumber(e.general.bedroomCount)),
    row('epc', (e) => {
      const label = energyLabelText(e.energy?.energyLabel);
      const value = positive(e.energy?.epcValue);
      const kwh = value === null ? '' : t('compare.unit.kwh', { value: formatNumber(value) });
      return [label, kwh].filter(Boolean).join(' · ');
    }),
    row('yearBuilt', (e) => {
      const year = positive(e.technical?.constructionYear);
      return year === null ? '' : String(year);
    }),
  ];
  const costs = [
    row('monthlyCost', (e) => formatMoney(positive(e.technical?.monthlyCost))),
    row('registrationCost', (e) => formatMoney(positive(e.general.registrationCost))),
    row('notaryCost', (e) => formatMoney(positive(e.general.notarySalery))),
  ].filter((r) => r.values.some((value) => value !== ''));
  return [...always, ...costs];
}
