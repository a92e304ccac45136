import { formatMoney } from 'shared/format';
import { purchaseCosts, type PurchaseCostId } from 'api/contract/purchase-costs';
import { demoEstates, demoSkarabeeListings } from 'shared/testing/estates';
import { displayGroups, groupOf } from '#detail/entities/estate';
import { purchaseSituation } from './situation';

/**
 * A detail page shows the registration and notary figures twice: in the financial section (the
 * estate's listed fields) and in the purchase-cost estimate. On every demo estate that gets an
 * estimate, both say the same amount (when the agency listed one) for the situation the page opens with (not the only own home).
 */
describe('financial section and cost estimate: one figure for one cost', () => {
  const listings = new Map(demoSkarabeeListings().map((l) => [l.external_id, l]));
  const estimated = demoEstates().flatMap((estate) => {
    const situation = purchaseSituation(estate, listings.get(estate.id) ?? null, false);
    return situation ? [{ estate, situation }] : [];
  });

  it('covers the sale estates and units of the demo, with and without the VAT regime', () => {
    expect(estimated.length).toBeGreaterThan(50);
    expect(estimated.some(({ situation }) => situation.vatRegime)).toBe(true);
    expect(estimated.some(({ situation }) => !situation.vatRegime)).toBe(true);
    expect(estimated.some(({ estate }) => listings.has(estate.id))).toBe(true);
  });

  it.each(['nl', 'fr'] as const)('lists what the estimate computes (%s)', (locale) => {
    let compared = 0;
    const disagreements = estimated.flatMap(({ estate, situation }) => {
      const lines = purchaseCosts(situation).lines;
      const amount = (ids: PurchaseCostId[]) => lines.find((l) => ids.includes(l.id))?.amount;
      const financial = groupOf(displayGroups(estate, locale), 'financial');
      const shown = new Map(financial.fields.map((f) => [f.key, f]));
      const pairs: [string, number | undefined][] = [
        ['financial.registrationCost', amount(['registration', 'vat'])],
        ['financial.notarySalery', amount(['notaryFee'])],
      ];
      return pairs
        .filter(([key, expected]) => {
          const field = shown.get(key);
          // A field the agency left empty says nothing the estimate could contradict.
          if (!field?.visible) return false;
          compared += 1;
          return expected === undefined || field.value !== formatMoney(expected);
        })
        .map(([key, expected]) => `${estate.id} ${key}: ${shown.get(key)?.value} ≠ ${expected}`);
    });
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThan(100);
  });
});
