import { buildEstate, buildProject, buildRoom, TRANSACTIONS } from '#detail/lib/test-estates';
import { dimensionFields, energyFields } from './display-fields';
import { addressView, detailMeta, offersViewing, priceView, roomCounts } from './estate-view';
import { hasValue } from './values';

describe('estate display values', () => {
  it('treats undefined, null, blank text, 0 and -1 as empty (SPEC §5)', () => {
    expect([undefined, null, '', '  ', 0, -1, Number.NaN].map(hasValue)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['a', 1, 0.5, -2, true, false].map(hasValue)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('gives the price, the "from" price of a project, the rent period, or the transaction name', () => {
    expect(priceView(buildEstate('1'), 'nl')).toEqual({
      kind: 'price',
      amount: '€ 560.000',
      from: false,
      period: null,
    });
    expect(priceView(buildProject('2', []), 'nl')).toEqual({
      kind: 'price',
      amount: '€ 160.000',
      from: true,
      period: null,
    });
    const rent = buildEstate('3', {
      general: {
        transaction: TRANSACTIONS.toRent,
        price: { value: 950, period: { name: { nl: 'maand' } } },
      },
    });
    expect(priceView(rent, 'nl')).toEqual({
      kind: 'price',
      amount: '€ 950',
      from: false,
      period: 'maand',
    });
    expect(
      priceView(buildEstate('4', { general: { transaction: TRANSACTIONS.sold } }), 'fr'),
    ).toEqual({
      kind: 'status',
      status: 'Vendu',
    });
    expect(
      priceView(buildEstate('5', { general: { transaction: TRANSACTIONS.rented } }), 'de'),
    ).toEqual({
      kind: 'status',
      status: 'Vermietet',
    });
    expect(priceView(buildEstate('6', { general: { price: { value: 0 } } }), 'nl')).toBeNull();
  });

  it('shows the street line only when the address is visible', () => {
    const house = buildEstate('1');
    expect(addressView(house, 'fr')).toEqual({
      street: 'Schoolstraat 3',
      city: '9000 Gand',
      country: null,
    });
    house.general.address.visible = false;
    expect(addressView(house, 'fr')).toEqual({ street: null, city: '9000 Gand', country: null });
  });

  it('keeps the box number and names the country of an estate abroad', () => {
    const flat = buildEstate('1');
    flat.general.address.box = '7.2';
    expect(addressView(flat, 'nl')?.street).toBe('Schoolstraat 3 bus 7.2');
    expect(addressView(flat, 'fr')?.street).toBe('Schoolstraat 3 boîte 7.2');
    expect(addressView(flat, 'en')?.street).toBe('Schoolstraat 3 box 7.2');
    expect(addressView(flat, 'de')?.street).toBe('Schoolstraat 3 Briefkasten 7.2');
    flat.general.address.country = { id: 'FR' };
    expect(addressView(flat, 'en')?.country).toBe('France');
    expect(addressView(flat, 'nl')?.country).toBe('Frankrijk');
    expect(addressView(flat, 'de')?.country).toBe('Frankreich');
    flat.general.address.country = { id: 'BE' };
    expect(addressView(flat, 'en')?.country).toBeNull();
  });

  it('counts bedrooms and bathrooms from the layout when the counts are empty', () => {
    const house = buildEstate('1', {
      layout: [buildRoom(1, 'Slaapkamer', { count: 2 }), buildRoom(1, 'Slaapkamer', { count: 1 })],
    });
    expect(roomCounts(house)).toEqual({ bedrooms: 3, bathrooms: null });
  });

  it('gives areas in m² and sizes in m, without the empty ones', () => {
    const house = buildEstate('1');
    house.dimensions = {
      ...house.dimensions,
      areaBuild: 180,
      areaGround: -1,
      widthHouse: 8.5,
      depthHouse: 0,
    };
    // The surfaces section shows the visible dimension fields (SPEC §3 display fields).
    expect(
      dimensionFields(house, 'nl')
        .filter((f) => f.visible)
        .map((f) => ({ key: f.key, value: f.value })),
    ).toEqual([
      { key: 'dimensions.areaBuild', value: '180 m²' },
      { key: 'dimensions.widthHouse', value: '8,5 m' },
    ]);
  });

  it('gives no energy section when every energy field is empty', () => {
    // The energy section (EpcBlock) shows the visible energy fields, none for an empty estate.
    expect(energyFields(buildEstate('1'), 'nl').filter((f) => f.visible)).toEqual([]);
    const house = buildEstate('1');
    house.energy = { ...house.energy, energyLabel: 'A_plus', epcValue: 1400 };
    expect(
      energyFields(house, 'nl')
        .filter((f) => f.visible)
        .map((f) => f.value),
    ).toEqual(['A+', '1.400 kWh/m²/jaar']);
  });

  it('titles the page with the estate title and its city', () => {
    const house = buildEstate('1', {
      general: { title: { nl: 'Villa met zicht' }, shortDescription: { nl: 'Ruim en licht.' } },
    });
    expect(detailMeta(house, 'nl')).toEqual({
      title: 'Villa met zicht, Gent',
      description: 'Ruim en licht.',
    });
    // The generated title already names the city.
    expect(detailMeta(buildEstate('2'), 'nl').title).toBe('Woning in Gent');
  });

  it('offers a viewing of an estate for sale or to rent, not of a sold or rented one', () => {
    expect(offersViewing(buildEstate('1'))).toBe(true);
    expect(offersViewing(buildEstate('2', { general: { transaction: TRANSACTIONS.toRent } }))).toBe(
      true,
    );
    expect(offersViewing(buildEstate('3', { general: { transaction: TRANSACTIONS.sold } }))).toBe(
      false,
    );
    expect(offersViewing(buildEstate('4', { general: { transaction: TRANSACTIONS.rented } }))).toBe(
      false,
    );
  });
});
