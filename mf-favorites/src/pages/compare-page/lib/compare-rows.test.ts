import i18next from 'i18next';
import { makeEstate } from 'shared/testing/estates';
import { loadFavoritesTexts, FAVORITES_NAMESPACE } from '#favorites/config/i18n';
import { SHARED_UI_NAMESPACE } from 'kit/ui';
import { compareRows, pricePerSquareMetre } from './compare-rows';

async function texts(lng: 'en' | 'fr') {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: {} });
  await loadFavoritesTexts(lng, instance);
  return {
    t: instance.getFixedT(lng, FAVORITES_NAMESPACE),
    sharedT: instance.getFixedT(lng, SHARED_UI_NAMESPACE),
  };
}

describe('the comparison rows', () => {
  const sale = makeEstate({
    id: '1',
    general: { price: { value: 300000 }, bedroomCount: 3, transaction: { id: 1 } },
    dimensions: { areaBuild: 120, areaGround: 450 },
    energy: { energyLabel: 'A_plus', epcValue: 85 },
    technical: { constructionYear: 2015, monthlyCost: null },
  });
  const flat = makeEstate({
    id: '2',
    general: { price: { value: 250000 }, bedroomCount: 2, transaction: { id: 1 } },
    dimensions: { areaBuild: 0, areaGround: null },
    energy: { energyLabel: null, epcValue: 190 },
    technical: { constructionYear: null, monthlyCost: 120 },
  });

  it('shows each fact in the site’s formats, empty where an estate has none', async () => {
    const { t, sharedT } = await texts('en');
    const rows = compareRows([sale, null, flat], 'en', t, sharedT);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row.values]));
    expect(byKey.price).toEqual(['€ 300.000', '', '€ 250.000']);
    expect(byKey.pricePerM2).toEqual(['€ 2.500 / m²', '', '']);
    expect(byKey.livingArea).toEqual(['120 m²', '', '']);
    expect(byKey.plot).toEqual(['450 m²', '', '']);
    expect(byKey.bedrooms).toEqual(['3', '', '2']);
    expect(byKey.epc).toEqual(['A+ · 85 kWh/m²/year', '', '190 kWh/m²/year']);
    expect(byKey.yearBuilt).toEqual(['2015', '', '']);
    expect(byKey.monthlyCost).toEqual(['', '', '€ 120']);
  });

  it('leaves out a cost row no estate lists, and writes units in the page’s language', async () => {
    const { t, sharedT } = await texts('fr');
    const rows = compareRows([sale], 'fr', t, sharedT);
    expect(rows.map((row) => row.key)).not.toContain('monthlyCost');
    expect(rows.find((row) => row.key === 'epc')?.values).toEqual(['A+ · 85 kWh/m²/an']);
  });

  it('gives no price per m² for a rent or without a living area', () => {
    expect(pricePerSquareMetre(sale)).toBe(2500);
    expect(pricePerSquareMetre(flat)).toBeNull();
    const rent = makeEstate({ general: { price: { value: 900 }, transaction: { id: 2 } } });
    expect(pricePerSquareMetre(rent)).toBeNull();
  });
});
