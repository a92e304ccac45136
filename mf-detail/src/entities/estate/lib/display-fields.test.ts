import { buildEstate, buildRoom, TRANSACTIONS } from '#detail/lib/test-estates';
import {
  displayGroups,
  energyFields,
  extraFieldFields,
  generalFields,
  planningFields,
  priceFields,
  roomCountFields,
  showsFloodingIcon,
  stickerFields,
  technicalFields,
  dimensionFields,
  type DisplayField,
} from './display-fields';
import { fieldLabel } from './field-labels';
import { cleared, hasValue as isFilled } from './values';

const byKey = (fields: DisplayField[], key: string) => {
  const found = fields.find((f) => f.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

describe('display fields: default visibility (SPEC §3, §5)', () => {
  it('counts undefined, null, empty text, 0 and -1 as empty', () => {
    expect([undefined, null, '', '  ', 0, -1, Number.NaN].map(isFilled)).toEqual(
      Array(7).fill(false),
    );
    expect([1, 'x', true, false, 0.5].map(isFilled)).toEqual(Array(5).fill(true));
    expect(cleared(-1)).toBeNull();
    expect(cleared(3)).toBe(3);
  });

  it('gives each field a value, a label per locale and a visible flag', () => {
    const estate = buildEstate('1', {
      dimensions: { ...buildEstate('x').dimensions, areaBuild: 180, areaGround: 0, widthHouse: -1 },
    });
    const en = dimensionFields(estate, 'en');
    expect(byKey(en, 'dimensions.areaBuild')).toEqual({
      key: 'dimensions.areaBuild',
      label: 'Living area',
      value: '180 m²',
      visible: true,
    });
    expect(byKey(en, 'dimensions.areaGround').visible).toBe(false);
    expect(byKey(en, 'dimensions.widthHouse')).toMatchObject({ visible: false, value: '' });
    expect(byKey(dimensionFields(estate, 'fr'), 'dimensions.areaBuild').label).toBe(
      'Surface habitable',
    );
  });

  it('shows areas in m² and distances in m', () => {
    const estate = buildEstate('1', {
      dimensions: { ...buildEstate('x').dimensions, areaGround: 600, depthGround: 35.5 },
    });
    const fields = dimensionFields(estate, 'nl');
    expect(byKey(fields, 'dimensions.areaGround').value).toBe('600 m²');
    expect(byKey(fields, 'dimensions.depthGround').value).toBe('35,5 m');
  });

  it('shows a missing label as _{field}_', () => {
    expect(fieldLabel('planning.unknownThing', 'de')).toBe('_planning.unknownThing_');
  });

  it('returns every field group of SPEC §3 Estate', () => {
    expect(displayGroups(buildEstate('1'), 'en').map((g) => g.id)).toEqual([
      'general',
      'price',
      'financial',
      'planning',
      'dimensions',
      'energy',
      'technical',
      'rooms',
      'facilities',
      'buildTechnicals',
      'environments',
      'rentalOptions',
      'extraFields',
      'sticker',
    ]);
  });
});

describe('price fields', () => {
  it('shows the amounts in euro and the total of ground, construction and infrastructure', () => {
    const estate = buildEstate('1', {
      general: {
        price: { value: 350000, groundValue: 100000, constructionValue: 200000, priceFrom: -1 },
      },
    });
    const fields = priceFields(estate, 'en');
    expect(byKey(fields, 'price.value').value).toBe('€ 350.000');
    expect(byKey(fields, 'price.constructionValue').value).toBe('€ 200.000');
    expect(byKey(fields, 'price.totalPrice').value).toBe('€ 300.000');
    expect(byKey(fields, 'price.priceFrom').visible).toBe(false);
  });

  it('hides every price field of a sold estate (SPEC §4)', () => {
    const sold = buildEstate('1', { general: { transaction: TRANSACTIONS.sold } });
    expect(priceFields(sold, 'en').some((f) => f.visible)).toBe(false);
  });

  it('reads sold and rent states by source: transaction 1 is sold for the alternate source', () => {
    const alternate = buildEstate('1', {
      general: { guid: 'skb-1', transaction: { id: 1, name: { en: 'Sold' } } },
    });
    const standard = buildEstate('1', { general: { transaction: TRANSACTIONS.forSale } });
    expect(priceFields(alternate, 'en').some((f) => f.visible)).toBe(false);
    expect(byKey(priceFields(standard, 'en'), 'price.value').visible).toBe(true);
    const altRent = buildEstate('1', {
      general: {
        guid: 'skb-2',
        transaction: { id: 10, name: { en: 'For rent' } },
        price: { value: 800, period: { name: { en: 'month' } } },
      },
    });
    expect(byKey(priceFields(altRent, 'en'), 'price.period').value).toBe('month');
  });

  it('shows the period of a rent only', () => {
    const period = { name: { en: 'month' } };
    const rent = buildEstate('1', {
      general: { transaction: TRANSACTIONS.toRent, price: { value: 900, period } },
    });
    const sale = buildEstate('1', { general: { price: { period } } });
    expect(byKey(priceFields(rent, 'en'), 'price.period')).toMatchObject({
      visible: true,
      value: 'month',
    });
    expect(byKey(priceFields(sale, 'en'), 'price.period').visible).toBe(false);
  });
});

describe('planning fields (SPEC §5)', () => {
  const wallonia = (patch = {}) => {
    const e = buildEstate('1', { general: patch });
    e.general.address.region = 'WALLONIA';
    return e;
  };

  it('shows an empty planning field outside Wallonia as "Not entered"', () => {
    const fields = planningFields(buildEstate('1'), 'nl');
    expect(byKey(fields, 'planning.buildingLicense')).toMatchObject({
      visible: true,
      value: 'Niet ingevuld',
    });
  });

  it('shows a planning field in Wallonia only when it has a value', () => {
    const empty = planningFields(wallonia(), 'fr');
    expect(byKey(empty, 'planning.buildingLicense').visible).toBe(false);
    const filled = planningFields(wallonia({ buildingLicense: 'YES' }), 'fr');
    expect(byKey(filled, 'planning.buildingLicense')).toMatchObject({
      visible: true,
      value: 'Oui',
    });
  });

  it('hides the as-built certificate, heritage inventory and flood scores in Wallonia', () => {
    const fields = planningFields(
      wallonia({
        certificateAsBuilt: 'YES',
        heritageInventoried: 'YES',
        floodingBuildingScore: 'A',
        floodingParcelScore: 'D',
      }),
      'fr',
    );
    for (const key of [
      'planning.certificateAsBuilt',
      'planning.heritageInventoried',
      'planning.floodingBuildingScore',
      'planning.floodingParcelScore',
    ]) {
      expect(byKey(fields, key).visible).toBe(false);
    }
    const flanders = planningFields(
      buildEstate('1', { general: { certificateAsBuilt: 'YES', floodingParcelScore: 'D' } }),
      'en',
    );
    expect(byKey(flanders, 'planning.certificateAsBuilt')).toMatchObject({
      visible: true,
      value: 'Yes',
    });
    expect(byKey(flanders, 'planning.floodingParcelScore').visible).toBe(true);
  });

  it('shows the default "no remedial measure" text for a null proceeding', () => {
    const fields = planningFields(buildEstate('1'), 'en');
    expect(byKey(fields, 'planning.townPlanningViolation')).toMatchObject({
      visible: true,
      value: 'No remedial planning measure has been imposed',
    });
  });

  it('reads the zoning code by its label', () => {
    const fields = planningFields(buildEstate('1', { general: { townPlanningValue: 'WG' } }), 'nl');
    expect(byKey(fields, 'planning.townPlanningValue').value).not.toBe('');
  });

  it('shows the flooding icon when the score letter is after C', () => {
    expect(['A', 'B', 'C', 'D', 'E', null, ''].map(showsFloodingIcon)).toEqual([
      false,
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
    const fields = planningFields(
      buildEstate('1', { general: { floodingBuildingScore: 'C', floodingParcelScore: 'D' } }),
      'en',
    );
    expect(byKey(fields, 'planning.floodingBuildingScore').icon).toBeUndefined();
    expect(byKey(fields, 'planning.floodingParcelScore').icon).toBe('flooding');
  });
});

describe('technical fields', () => {
  const technical = (patch: object) => ({ ...buildEstate('x').technical, ...patch });

  it('shows new building only when true', () => {
    const yes = technicalFields(
      buildEstate('1', { technical: technical({ newBuilding: true }) }),
      'en',
    );
    const no = technicalFields(
      buildEstate('1', { technical: technical({ newBuilding: false }) }),
      'en',
    );
    expect(byKey(yes, 'technical.newBuilding')).toMatchObject({ visible: true, value: 'Yes' });
    expect(byKey(no, 'technical.newBuilding').visible).toBe(false);
  });

  it('reads codes by their enumeration labels and years as plain numbers', () => {
    const fields = technicalFields(
      buildEstate('1', {
        technical: technical({
          condition: 'GOOD_CONDITION',
          constructionYear: 2010,
          elevator: false,
        }),
      }),
      'fr',
    );
    expect(byKey(fields, 'technical.condition').value).toBe('Bon état');
    expect(byKey(fields, 'technical.constructionYear').value).toBe('2010');
    expect(byKey(fields, 'technical.elevator')).toMatchObject({ visible: true, value: 'Non' });
  });
});

describe('room counts by type id (SPEC §3)', () => {
  it('counts bedrooms 1, bathrooms 5, garages 6, terraces 10, parking 14 and toilets 16', () => {
    const estate = buildEstate('1', {
      layout: [
        buildRoom(1, 'Bedroom', { count: 2 }),
        buildRoom(1, 'Bedroom', { count: 1 }),
        buildRoom(5, 'Bathroom'),
        buildRoom(6, 'Garage', { count: 2 }),
        buildRoom(10, 'Terrace'),
        buildRoom(14, 'Parking', { count: 3 }),
        buildRoom(16, 'Toilet', { count: 2 }),
        buildRoom(20, 'Living'),
      ],
    });
    const values = Object.fromEntries(
      roomCountFields(estate, 'en').map((f) => [f.key, f.visible ? f.value : null]),
    );
    expect(values).toEqual({
      'rooms.bedroom': '3',
      'rooms.bathroom': '1',
      'rooms.garage': '2',
      'rooms.terrace': '1',
      'rooms.parkingSpace': '3',
      'rooms.toilet': '2',
    });
  });

  it('prefers the general bedroom count and hides a count of 0', () => {
    const estate = buildEstate('1', {
      general: { bedroomCount: 4 },
      layout: [buildRoom(1, 'Bedroom', { count: 2 })],
    });
    const fields = roomCountFields(estate, 'en');
    expect(byKey(fields, 'rooms.bedroom').value).toBe('4');
    expect(byKey(fields, 'rooms.garage').visible).toBe(false);
  });
});

describe('energy fields (SPEC §3 units)', () => {
  it('shows kWh/m²/year, kWh/year and kg/m²/year in the page language', () => {
    const estate = buildEstate('1', {
      energy: {
        ...buildEstate('x').energy,
        energyLabel: 'A_plus',
        epcValue: 245,
        epcValueTotal: 29400,
        co2: 38,
      },
    });
    const nl = energyFields(estate, 'nl');
    expect(byKey(nl, 'energy.energyLabel').value).toBe('A+');
    expect(byKey(nl, 'energy.epcValue').value).toBe('245 kWh/m²/jaar');
    expect(byKey(nl, 'energy.epcValueTotal').value).toBe('29.400 kWh/jaar');
    expect(byKey(nl, 'energy.co2').value).toBe('38 kg/m²/jaar');
    expect(byKey(energyFields(estate, 'en'), 'energy.epcValue').value).toBe('245 kWh/m²/year');
  });

  it('prefers the custom EPC label and hides -1 values', () => {
    const estate = buildEstate('1', {
      energy: { ...buildEstate('x').energy, energyLabel: 'B', customEpcLabel: 'B_A', epcValue: -1 },
    });
    const fields = energyFields(estate, 'en');
    expect(byKey(fields, 'energy.energyLabel').value).toBe('B_A');
    expect(byKey(fields, 'energy.epcValue').visible).toBe(false);
  });
});

describe('sticker colours (SPEC §5)', () => {
  it('ignores the default white colour and the default black text colour', () => {
    const fields = stickerFields(
      { id: 1, name: { en: 'New' }, color: '#FFFFFF', colorText: '#000000' },
      'en',
    );
    expect(byKey(fields, 'sticker.name')).toMatchObject({ visible: true, value: 'New' });
    expect(byKey(fields, 'sticker.color').visible).toBe(false);
    expect(byKey(fields, 'sticker.colorText').visible).toBe(false);
  });

  it('keeps any other colours', () => {
    const fields = stickerFields(
      { id: 1, name: { en: 'New' }, color: '#2e7d32', colorText: '#ffffff' },
      'en',
    );
    expect(byKey(fields, 'sticker.color')).toMatchObject({ visible: true, value: '#2e7d32' });
    expect(byKey(fields, 'sticker.colorText')).toMatchObject({ visible: true, value: '#ffffff' });
  });
});

describe('extra fields', () => {
  it('reads TEXT and BIGTEXT in the page language and other types by value', () => {
    const estate = buildEstate('1', {
      extraFields: [
        {
          extra_field_autoid: 1,
          type: 'TEXT',
          value: null,
          value_lang_string: { en: 'Near transport' },
        },
        {
          extra_field_autoid: 2,
          type: 'BIGTEXT',
          value: 'fallback',
          value_lang_string: { nl: 'x' },
        },
        { extra_field_autoid: 3, type: 'NUMBER', value: '12', value_lang_string: null },
        { extra_field_autoid: 4, type: 'TEXT', value: null, value_lang_string: null },
      ],
    });
    expect(extraFieldFields(estate, 'en').map((f) => [f.value, f.visible])).toEqual([
      ['Near transport', true],
      ['fallback', true],
      ['12', true],
      ['', false],
    ]);
  });
});

describe('nothing shown twice', () => {
  const estate = buildEstate('1', {
    general: { petsAllowed: true },
    technical: {
      ...buildEstate('x').technical,
      elevator: true,
      petsAllowed: true,
      furniture: true,
    },
    facilities: [
      { id: 1, name: { en: 'Lift', nl: 'Lift' }, value: null },
      { id: 5, name: { en: 'Swimming pool', nl: 'Zwembad' }, value: 'YES' },
    ],
    environments: [{ id: 1, name: { en: 'Town', nl: 'Stedelijk' } }],
    rentalOptions: [
      { id: 1, name: { en: 'Furnished', nl: 'Gemeubeld' } },
      { id: 2, name: { en: 'Pets allowed', nl: 'Huisdieren toegelaten' } },
      { id: 3, name: { en: 'Garden use', nl: 'Tuingebruik' } },
    ],
    extraFields: [
      { extra_field_autoid: 7, type: 'TEXT', value: 'Quiet street', value_lang_string: null },
    ],
  });
  // Read in the tests, once the set-up has loaded the labels.
  const groups = () => displayGroups(estate, 'en');
  const shown = (id: string) =>
    groups()
      .find((g) => g.id === id)
      ?.fields.filter((f) => f.visible)
      .map((f) => [f.label, f.value]);

  it('shows "Lift: Yes" and "Pets allowed: Yes" once, at their first place', () => {
    expect(shown('technical')).toContainEqual(['Lift', 'Yes']);
    expect(shown('facilities')).toEqual([['Swimming pool', 'Yes']]);
    expect(shown('general')).toContainEqual(['Pets allowed', 'Yes']);
    expect(shown('technical')).not.toContainEqual(['Pets allowed', 'Yes']);
  });

  it('lists surroundings, rental options and extra fields by their values alone', () => {
    for (const id of ['environments', 'rentalOptions', 'extraFields']) {
      expect(groups().find((g) => g.id === id)?.presentation).toBe('list');
    }
    expect(shown('environments')?.map(([, value]) => value)).toEqual(['Town']);
    // "Furnished" and "Pets allowed" are already shown as "Yes" facts above.
    expect(shown('rentalOptions')?.map(([, value]) => value)).toEqual(['Garden use']);
    expect(shown('extraFields')?.map(([, value]) => value)).toEqual(['Quiet street']);
  });
});

describe('data in one language on other languages’ pages', () => {
  it("shows a project's building name, its own title, in the page's language", () => {
    const project = buildEstate('1', {
      general: {
        buildingName: 'Residentie De Schelde',
        title: {
          nl: 'Residentie De Schelde',
          en: 'De Schelde Residence',
          fr: 'Résidence De Schelde',
        },
      },
    });
    const building = byKey(generalFields(project, 'en', 'nl'), 'general.buildingName');
    expect(building.value).toBe('De Schelde Residence');
    expect(building.lang).toBeUndefined();
  });

  it('marks a building name and an untranslated extra field with the language they are in', () => {
    const unit = buildEstate('2', {
      general: { buildingName: 'Blok A' },
      extraFields: [
        { extra_field_autoid: 1, type: 'TEXT', value: 'Rustige straat', value_lang_string: null },
        {
          extra_field_autoid: 2,
          type: 'TEXT',
          value: 'Rustig',
          value_lang_string: { en: 'Quiet', nl: 'Rustig' },
        },
      ],
    });
    const building = byKey(generalFields(unit, 'en', 'nl'), 'general.buildingName');
    expect([building.value, building.lang]).toEqual(['Blok A', 'nl']);
    expect(byKey(generalFields(unit, 'nl', 'nl'), 'general.buildingName').lang).toBeUndefined();
    expect(extraFieldFields(unit, 'en', 'nl').map((f) => [f.value, f.lang])).toEqual([
      ['Rustige straat', 'nl'],
      ['Quiet', undefined],
    ]);
    // The site's data language decides (a French-speaking agency writes in French).
    expect(byKey(generalFields(unit, 'en', 'fr'), 'general.buildingName').lang).toBe('fr');
  });
});
