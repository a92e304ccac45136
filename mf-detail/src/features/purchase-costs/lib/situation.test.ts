import type { SkarabeeListing } from 'shared/domain';
import { buildEstate, TRANSACTIONS } from '#detail/lib/test-estates';
import { isVatRegime, purchaseSituation } from './situation';

const listing = (vat: boolean | null): SkarabeeListing => ({
  id: 'skl-1',
  title: {},
  description: {},
  short_description: {},
  external_id: '1',
  status: 'FOR_SALE',
  type: 'HOUSE',
  subType: 'HOUSE',
  archived: false,
  archived_at: null,
  fields: { 'financial.vat_regime': vat },
});

describe('purchaseSituation: which pages get an estimate', () => {
  it('estimates a Flemish house for sale at its price and region', () => {
    const house = buildEstate('1');
    expect(house.general.address.region).toBe('FLANDERS');
    expect(purchaseSituation(house, null, true)).toEqual({
      price: 560_000,
      region: 'FLANDERS',
      ownHome: true,
      vatRegime: false,
    });
  });

  it('gives no estimate for a rent, a sold estate, a project, no price, or abroad', () => {
    expect(
      purchaseSituation(
        buildEstate('1', { general: { transaction: TRANSACTIONS.toRent } }),
        null,
        false,
      ),
    ).toBeNull();
    expect(
      purchaseSituation(
        buildEstate('1', { general: { transaction: TRANSACTIONS.sold } }),
        null,
        false,
      ),
    ).toBeNull();
    expect(
      purchaseSituation(buildEstate('1', { general: { project: true } }), null, false),
    ).toBeNull();
    expect(
      purchaseSituation(buildEstate('1', { general: { price: { value: null } } }), null, false),
    ).toBeNull();
    const abroad = buildEstate('1');
    abroad.general.address = { ...abroad.general.address, region: null, country: { id: 'FR' } };
    expect(purchaseSituation(abroad, null, false)).toBeNull();
  });

  it('reads the VAT regime from the second source, else from a new building', () => {
    const house = buildEstate('1');
    expect(isVatRegime(house, null)).toBe(false);
    expect(isVatRegime(house, listing(true))).toBe(true);
    const newBuild = buildEstate('2', { technical: { ...house.technical, newBuilding: true } });
    expect(isVatRegime(newBuild, null)).toBe(true);
    expect(isVatRegime(newBuild, listing(false))).toBe(false);
    expect(isVatRegime(newBuild, listing(null))).toBe(true);
  });
});
