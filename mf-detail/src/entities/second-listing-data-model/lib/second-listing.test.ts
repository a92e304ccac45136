import type { SkarabeeListing } from 'shared/domain';
import { demoSkarabeeListings } from 'shared/testing/estates';
import {
  isHiddenField,
  secondListingLabel,
  secondListingTabs,
  secondListingValue,
  SOURCE_FIELD_KEYS,
  tabOf,
} from './second-listing';

function listing(patch: Partial<SkarabeeListing> = {}): SkarabeeListing {
  return {
    id: 'skb-1',
    title: { en: 'House' },
    description: {},
    short_description: {},
    external_id: 'X1',
    status: 'FOR_SALE',
    type: 'HOUSE',
    subType: 'VILLA',
    archived: false,
    archived_at: null,
    fields: {},
    ...patch,
  };
}

/** Every key the demo's second source sends. */
const KNOWN_KEYS = [...new Set(demoSkarabeeListings().flatMap((l) => Object.keys(l.fields)))];

const ELECTRICAL = {
  'certification.electrical_certificate': 'OBTAINED',
  'certification.electrical_certificate_information': 'Checked 2024',
};

describe('second listing data model (SPEC §3, §5)', () => {
  it('groups dotted keys into the tabs of SPEC §3', () => {
    expect(tabOf('comfort.heating')).toBe('comfort');
    expect(tabOf('construction.land_surface')).toBe('construction');
    expect(tabOf('financial.price')).toBe('financialPriceDetails');
    expect(tabOf('notary_cost.total')).toBe('financialNotary');
    expect(tabOf('planning.permission')).toBe('planning');
    expect(tabOf('certification.epc_value')).toBe('epc');
    expect(tabOf('flood_information.is_in_flood_area')).toBe('planning');
    expect(tabOf('whatever.else')).toBe('other');
  });

  it('formats values: enum labels, units, yes/no, money', () => {
    const tabs = secondListingTabs(
      listing({
        fields: {
          'comfort.heating': 'GAS',
          'financial.price': 350000,
          'construction.land_surface': 600,
          'flood_information.is_in_flood_area': false,
        },
      }),
      'en',
    );
    const all = Object.fromEntries(tabs.flatMap((t) => t.fields.map((f) => [f.key, f.value])));
    expect(all['comfort.heating']).toBe('Gas');
    expect(all['financial.price']).toBe('€ 350.000');
    expect(all['construction.land_surface']).toBe('600 m²');
    expect(all['flood_information.is_in_flood_area']).toBe('No');
    expect(tabs.map((t) => t.id)).toEqual([
      'construction',
      'comfort',
      'financialPriceDetails',
      'planning',
    ]);
  });

  it('shows a combined field with its description', () => {
    const [epc] = secondListingTabs(listing({ fields: ELECTRICAL }), 'en');
    expect(epc?.fields).toHaveLength(1);
    expect(epc?.fields[0]).toMatchObject({
      key: 'certification.electrical_certificate',
      value: 'Obtained',
      descriptions: [
        { key: 'certification.electrical_certificate_information', value: 'Checked 2024' },
      ],
    });
  });

  it.each(['TO_RENT', 'RENTED'] as const)(
    'hides the electrical, permission, destination, proceeding, subdivision and as-built fields for %s',
    (status) => {
      const l = listing({ status });
      for (const key of [
        'certification.electrical_certificate',
        'certification.electrical_certificate_information',
        'planning.permission',
        'planning.most_recent_destination',
        'planning.proceeding',
        'planning.subdivision_permit',
        'certification.as_built_certificate',
      ]) {
        expect(isHiddenField(key, l)).toBe(true);
      }
      expect(isHiddenField('planning.destination', l)).toBe(false);
      expect(isHiddenField('planning.permission', listing())).toBe(false);
    },
  );

  it('hides the electrical certificate fields for a PLOT', () => {
    const plot = listing({ type: 'PLOT', fields: { ...ELECTRICAL, 'planning.permission': 'YES' } });
    const keys = secondListingTabs(plot, 'en').flatMap((t) => t.fields.map((f) => f.key));
    expect(keys).toEqual(['planning.permission']);
  });

  it('hides price, land price, infrastructure price and notary total under the VAT regime', () => {
    const fields = {
      'financial.vat_regime': true,
      'financial.price': 300000,
      'financial.land_price': 100000,
      'financial.infrastructure_price': 20000,
      'notary_cost.total': 5000,
      'notary_cost.fee': 2000,
    };
    const keys = secondListingTabs(listing({ fields }), 'en').flatMap((t) =>
      t.fields.map((f) => f.key),
    );
    expect(keys).toEqual(['financial.vat_regime', 'notary_cost.fee']);
    const without = secondListingTabs(
      listing({ fields: { ...fields, 'financial.vat_regime': false } }),
      'en',
    );
    expect(without.flatMap((t) => t.fields)).toHaveLength(6);
  });

  it('shows no raw key and nothing "not entered": such fields, and tabs left empty, are left out', () => {
    const tabs = secondListingTabs(
      listing({
        fields: {
          'other.mystery_field': 'x',
          'comfort.heating': 'NUCLEAR',
          'comfort.kitchen_type': null,
          'planning.priority_purchase': 'UNKNOWN',
          'notary.session_date': null,
          'notary_cost.total': -1,
          'notary.bid_url': 'https://example.test',
          'other.distance_public_transport': 750,
          'other.distance_school': 1250,
          'general.advertiser_id': 'ADV-120',
        },
      }),
      'de',
    );
    const all = Object.fromEntries(tabs.flatMap((t) => t.fields.map((f) => [f.key, f])));
    expect(Object.keys(all).sort()).toEqual([
      'general.advertiser_id',
      'notary.bid_url',
      'other.distance_public_transport',
      'other.distance_school',
    ]);
    expect(all['notary.bid_url']?.label).toBe('Link zu den Geboten');
    expect(all['general.advertiser_id']?.label).toBe('Inserentennummer');
    expect(all['other.distance_public_transport']).toMatchObject({
      label: 'Entfernung zu öffentlichen Verkehrsmitteln',
      value: '750 m',
    });
    expect(all['other.distance_school']?.value).toBe('1,3 km');
    expect(tabs.map((t) => t.id)).toEqual(['general', 'notary', 'other']);
    expect(JSON.stringify(tabs)).not.toMatch(/_\w+\.\w+_|Nicht angegeben/);
    // The texts themselves (SPEC §5) are still what a single value reads as.
    expect(secondListingLabel('other.mystery_field', 'de')).toBe('_other.mystery_field_');
    expect(secondListingValue('comfort.kitchen_type', '', 'nl')).toBe('Niet ingevuld');
    expect(secondListingValue('comfort.kitchen_type', null, 'fr')).toBe('Non renseigné');
  });

  it('has a label in every language for every key it knows', () => {
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      for (const key of [...KNOWN_KEYS, ...SOURCE_FIELD_KEYS]) {
        expect([key, secondListingLabel(key, locale)]).not.toEqual([key, `_${key}_`]);
      }
    }
  });

  it("writes a free text in the page's language when the source gives it, else marks the source's", () => {
    const fields = {
      'other.sms_text': { nl: 'Villa te koop - R1', de: 'Villa zu verkaufen - R1' },
      'other.garden': 'FULLY_LANDSCAPED',
      'other.garden_information': { nl: 'Tuin van 300 m²' },
    };
    const [other] = secondListingTabs(listing({ fields }), 'de', 'nl');
    expect(other?.fields.find((f) => f.key === 'other.sms_text')).toMatchObject({
      value: 'Villa zu verkaufen - R1',
    });
    expect(other?.fields.find((f) => f.key === 'other.sms_text')?.lang).toBeUndefined();
    expect(other?.fields.find((f) => f.key === 'other.garden')?.descriptions).toEqual([
      {
        key: 'other.garden_information',
        label: 'Gartenbeschreibung',
        value: 'Tuin van 300 m²',
        lang: 'nl',
      },
    ]);
  });
});

describe('second-source values the visitor tripped over', () => {
  it('clears -1, as a number or as text, to "Not entered" (SPEC §5)', () => {
    expect(secondListingValue('construction.construction_year', -1, 'en')).toBe('Not entered');
    expect(secondListingValue('construction.construction_year', '-1', 'nl')).toBe('Niet ingevuld');
    expect(secondListingValue('construction.living_surface', -1, 'en')).toBe('Not entered');
    expect(secondListingValue('construction.construction_year', '1987', 'en')).toBe('1987');
  });

  it('names every layout room in every language and keeps its m²', () => {
    const tabs = secondListingTabs(
      listing({
        fields: {
          'layout.bedroom5': 14.5,
          'layout.room10': '9',
          'layout.living_room': 38,
          'layout.bedroom2': 12,
        },
      }),
      'de',
    );
    const layout = tabs.find((tab) => tab.id === 'layout');
    expect(layout?.fields.map((f) => [f.label, f.value])).toEqual([
      ['Schlafzimmer 5', '14,5 m²'],
      ['Raum 10', '9 m²'],
      ['Wohnzimmer', '38 m²'],
      ['Schlafzimmer 2', '12 m²'],
    ]);
    expect(secondListingLabel('layout.bedroom5', 'en')).toBe('Bedroom 5');
    expect(secondListingLabel('layout.bedroom5', 'fr')).toBe('Chambre 5');
    expect(secondListingLabel('layout.bedroom5', 'nl')).toBe('Slaapkamer 5');
    // A room the model does not know keeps the SPEC §5 missing-label text, and its unit.
    expect(secondListingLabel('layout.sauna', 'en')).toBe('_layout.sauna_');
    expect(secondListingValue('layout.sauna', 6, 'en')).toBe('6 m²');
  });
});

describe('the source’s free texts on other languages’ pages', () => {
  it('marks the SMS text and information texts with the source language, not codes or numbers', () => {
    const tabs = secondListingTabs(
      listing({
        fields: {
          'other.sms_text': 'Woning met tuin in Kortrijk - ZV-1183',
          'certification.electrical_certificate': 'OBTAINED',
          'certification.electrical_certificate_information': 'Niet-conforme installatie',
          'general.dossierNumber': 'D-1183',
          'other.distance_school': 250,
        },
      }),
      'en',
      'nl',
    );
    const all = tabs.flatMap((tab) => tab.fields);
    const byKey = (key: string) => all.find((f) => f.key === key);
    expect(byKey('other.sms_text')?.lang).toBe('nl');
    expect(byKey('certification.electrical_certificate')?.lang).toBeUndefined();
    expect(byKey('certification.electrical_certificate')?.descriptions[0]?.lang).toBe('nl');
    expect(byKey('general.dossierNumber')?.lang).toBeUndefined();
    expect(byKey('other.distance_school')?.lang).toBeUndefined();
    const dutch = secondListingTabs(listing({ fields: { 'other.sms_text': 'x' } }), 'nl', 'nl');
    expect(dutch[0]?.fields[0]?.lang).toBeUndefined();
  });
});
