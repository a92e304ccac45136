import {
  isPurchaseRegion,
  notaryFee,
  purchaseCosts,
  PURCHASE_COST_RATES,
  type PurchaseCostId,
  type PurchaseSituation,
} from './purchase-costs';

const amount = (situation: PurchaseSituation, id: PurchaseCostId) =>
  purchaseCosts(situation).lines.find((line) => line.id === id)?.amount;

const sale = (patch: Partial<PurchaseSituation>): PurchaseSituation => ({
  price: 300_000,
  region: 'FLANDERS',
  ownHome: false,
  vatRegime: false,
  ...patch,
});

describe('notaryFee: the legal sliding scale', () => {
  // The fee at each bracket boundary, bracket by bracket: 4,56 % of 7.500 = 342; then 2,85 % of
  // 10.000 = 285; 2,28 % of 12.500 = 285; 1,71 % of 15.495 = 264,9645; 1,14 % of 18.600 = 212,04;
  // 0,57 % of 186.000 = 1.060,20; 0,057 % above 250.095.
  it.each([
    [0, 0],
    [7_500, 342],
    [17_500, 627],
    [30_000, 912],
    [45_495, 1176.9645],
    [64_095, 1389.0045],
    [250_095, 2449.2045],
    [350_095, 2506.2045],
  ])('at € %d is € %d', (price, fee) => {
    expect(notaryFee(price)).toBeCloseTo(fee, 6);
  });

  it('takes each bracket rate just above its lower bound', () => {
    expect(notaryFee(7_501) - notaryFee(7_500)).toBeCloseTo(0.0285, 9);
    expect(notaryFee(17_501) - notaryFee(17_500)).toBeCloseTo(0.0228, 9);
    expect(notaryFee(30_001) - notaryFee(30_000)).toBeCloseTo(0.0171, 9);
    expect(notaryFee(45_496) - notaryFee(45_495)).toBeCloseTo(0.0114, 9);
    expect(notaryFee(64_096) - notaryFee(64_095)).toBeCloseTo(0.0057, 9);
    expect(notaryFee(250_096) - notaryFee(250_095)).toBeCloseTo(0.00057, 9);
  });

  it('rejects a negative or non-finite price', () => {
    expect(() => notaryFee(-1)).toThrow(RangeError);
    expect(() => notaryFee(Number.NaN)).toThrow(RangeError);
  });
});

describe('purchaseCosts: registration duties per region', () => {
  it('Flanders: 12 %, or 2 % for the only own home', () => {
    expect(amount(sale({ region: 'FLANDERS' }), 'registration')).toBe(36_000);
    expect(amount(sale({ region: 'FLANDERS', ownHome: true }), 'registration')).toBe(6_000);
  });

  it('Wallonia: 12,5 %, or 3 % for the only own home', () => {
    expect(amount(sale({ region: 'WALLONIA' }), 'registration')).toBe(37_500);
    expect(amount(sale({ region: 'WALLONIA', ownHome: true }), 'registration')).toBe(9_000);
  });

  it('Brussels: 12,5 %, the first € 200.000 free for the own home up to € 600.000', () => {
    expect(amount(sale({ region: 'BRUSSELS' }), 'registration')).toBe(37_500);
    expect(amount(sale({ region: 'BRUSSELS', ownHome: true }), 'registration')).toBe(12_500);
    expect(
      amount(sale({ region: 'BRUSSELS', ownHome: true, price: 600_000 }), 'registration'),
    ).toBe(50_000);
    // One euro above the ceiling: no abatement.
    expect(
      amount(sale({ region: 'BRUSSELS', ownHome: true, price: 600_001 }), 'registration'),
    ).toBe(75_000);
    expect(
      amount(sale({ region: 'BRUSSELS', ownHome: true, price: 180_000 }), 'registration'),
    ).toBe(0);
    const line = purchaseCosts(sale({ region: 'BRUSSELS', ownHome: true })).lines[0];
    expect(line?.base).toBe(100_000);
    expect(line?.source).toBe(PURCHASE_COST_RATES.registration.BRUSSELS.ownHomeAbatement.source);
  });

  it('rejects a region without rates', () => {
    expect(() => purchaseCosts(sale({ region: 'ELSEWHERE' as 'FLANDERS' }))).toThrow(RangeError);
    expect(isPurchaseRegion('WALLONIA')).toBe(true);
    expect(isPurchaseRegion('wallonia')).toBe(false);
    expect(() => purchaseCosts(sale({ price: -5 }))).toThrow(RangeError);
  });
});

describe('purchaseCosts: the VAT regime and the notary', () => {
  it('charges 21 % VAT instead of registration duties, whatever the region or own home', () => {
    for (const region of ['FLANDERS', 'WALLONIA', 'BRUSSELS'] as const) {
      for (const ownHome of [false, true]) {
        const costs = purchaseCosts(sale({ region, ownHome, vatRegime: true }));
        expect(costs.lines.map((l) => l.id)).not.toContain('registration');
        expect(costs.lines[0]).toMatchObject({ id: 'vat', amount: 63_000, rate: 0.21 });
      }
    }
  });

  it('adds the notary fee with its 21 % VAT, the file costs with VAT and the right on writings', () => {
    const costs = purchaseCosts(sale({ price: 300_000 }));
    // Fee: 2.449,2045 + 0,057 % of 49.905 = 2.477,65635.
    expect(costs.lines).toEqual([
      expect.objectContaining({ id: 'registration', amount: 36_000 }),
      expect.objectContaining({ id: 'notaryFee', amount: 2_478 }),
      expect.objectContaining({ id: 'notaryFeeVat', amount: 520 }),
      expect.objectContaining({ id: 'fileCosts', amount: 1_150 }),
      expect.objectContaining({ id: 'fileCostsVat', amount: 242 }),
      expect.objectContaining({ id: 'rightOnWritings', amount: 50 }),
    ]);
    expect(costs.total).toBe(36_000 + 2_478 + 520 + 1_150 + 242 + 50);
    expect(costs.totalWithPrice).toBe(300_000 + costs.total);
    expect(costs.validOn).toBe('2025-01-01');
  });

  it('names a legal source and a date for every line', () => {
    for (const region of ['FLANDERS', 'WALLONIA', 'BRUSSELS'] as const) {
      for (const line of purchaseCosts(sale({ region })).lines) {
        expect(line.source.title).not.toBe('');
        expect(line.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});
