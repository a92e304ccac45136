/**
 * The engagement forms' browser rules against the API's contract (api/contract): every example
 * the browser form accepts, sent as the form sends it, is a request the API accepts (the browser
 * may be stricter, never looser); what the API refuses, the browser refuses too, with the same
 * text in the visitor's language. And the reading of a listing search into criteria.
 */
import { validateRequest, type Validated } from 'api/contract';
import {
  appointmentFieldsSchema,
  appointmentRequestSchema,
  contactFieldsSchema,
  contactRequestSchema,
  criteriaFromSearch,
  criteriaToSearch,
  friendFieldsSchema,
  friendRequestSchema,
  subscriptionEditFieldsSchema,
  subscriptionFieldsSchema,
  subscriptionRequestSchema,
  subscriptionUpdateSchema,
  valuationFieldsSchema,
  valuationRequestSchema,
} from './index';

/** What every form adds to its fields when it sends them (the spam fields as a person's). */
const sent = { agreementVersion: '2026-12', locale: 'nl', website: '', formToken: 'token' };

/** The field errors of a result, `{}` when it passed (so a failure shows which field failed). */
function errorsOf(result: Validated<unknown>): Record<string, string> {
  return result.ok ? {} : result.errors.fields;
}

/**
 * One form: its browser schema, how it sends its fields (the request the browser builds) and
 * the API's schema of that request.
 */
interface Form {
  fields: Parameters<typeof validateRequest>[0];
  request: Parameters<typeof validateRequest>[0];
  send: (fields: Record<string, unknown>) => Record<string, unknown>;
  /** Values the browser form accepts, as a visitor may type them. */
  valid: Record<string, unknown>[];
  /** A field the API refuses, with the value, as typed in the browser. */
  refused: [field: string, value: unknown][];
}

const person = { name: 'An Peeters', email: 'an.peeters@example.be' };

const FORMS: Record<string, Form> = {
  contact: {
    fields: contactFieldsSchema,
    request: contactRequestSchema,
    send: (fields) => ({ ...fields, estateId: '1042', ...sent }),
    valid: [
      { ...person, phone: '', estate: '', message: 'Is het huis nog vrij?', consent: true },
      {
        name: '  Zoë De Smet ',
        email: 'ZOE+huis@Example-Agency.COM',
        phone: '+32 470 12 34 56',
        estate: 'Villa in Gent',
        message: 'Bel me na 18 u.\nDank u.',
        consent: true,
      },
    ],
    refused: [
      ['email', 'an@home'],
      ['name', 'An\nPhone: 0470'],
      ['phone', '12'],
      ['message', 'x'.repeat(2001)],
      ['consent', false],
    ],
  },
  friend: {
    fields: friendFieldsSchema,
    request: friendRequestSchema,
    send: (fields) => ({ ...fields, estateId: '1042', locale: 'nl', website: '', formToken: 't' }),
    valid: [
      { friendEmail: 'bart@example.be', friendLocale: 'fr', ...person, message: '' },
      { friendEmail: 'bart@example.be', friendLocale: 'de', ...person, message: 'Kijk eens!' },
    ],
    refused: [
      ['friendEmail', 'bart'],
      ['message', 'Zie www.example.com'],
      ['friendLocale', 'es'],
    ],
  },
  subscription: {
    fields: subscriptionFieldsSchema,
    request: subscriptionRequestSchema,
    send: (fields) => ({ ...fields, ...sent }),
    valid: [
      { email: person.email, criteria: { types: [], cities: [] }, consent: true },
      {
        email: person.email,
        criteria: { status: 'TO_RENT', types: [1], cities: [12], priceMax: 900, bedrooms: 6 },
        consent: true,
      },
    ],
    refused: [
      ['criteria', { status: 'SOLD', types: [], cities: [] }],
      ['email', ''],
    ],
  },
  appointment: {
    fields: appointmentFieldsSchema,
    request: appointmentRequestSchema,
    send: (fields) => ({ ...fields, estateId: '1042', start: '2026-12-03T09:30:00.000Z', ...sent }),
    valid: [
      { ...person, phone: '0470 12 34 56', message: '', consent: true },
      { ...person, phone: '0044 20 7946 0958', message: 'Met de fiets.', consent: true },
    ],
    refused: [
      ['phone', ''],
      ['name', '\u200b'],
    ],
  },
  valuation: {
    fields: valuationFieldsSchema,
    request: valuationRequestSchema,
    // As the valuation form sends them: the numbers typed become numbers, empty ones are left out.
    send: ({ livingArea, bedrooms, ...rest }) => ({
      ...rest,
      ...(String(livingArea).trim() ? { livingArea: Number(livingArea) } : {}),
      ...(String(bedrooms).trim() ? { bedrooms: Number(bedrooms) } : {}),
      cityId: 12,
      ...sent,
    }),
    valid: [
      {
        street: 'Kerkstraat',
        houseNumber: '12 bus 3',
        postalCode: '9000',
        municipality: 'Gent',
        kind: 'HOUSE',
        livingArea: '145',
        bedrooms: '0',
        epcLabel: 'B',
        description: 'Gerenoveerd in 2019.',
        intent: 'SELL',
        timeframe: 'MONTHS_6',
        ...person,
        phone: '09 123 45 67',
        contactMoment: 'evening',
        consent: true,
      },
      {
        street: 'Rue Haute',
        houseNumber: '1',
        postalCode: '1000',
        municipality: 'Bruxelles',
        kind: 'OTHER',
        livingArea: '',
        bedrooms: '',
        epcLabel: '',
        description: '',
        intent: 'RENT',
        timeframe: 'UNDECIDED',
        ...person,
        phone: '0470 12 34 56',
        contactMoment: 'any',
        consent: true,
      },
    ],
    refused: [
      ['livingArea', '0'],
      ['bedrooms', '51'],
      ['postalCode', '0900'],
    ],
  },
};

describe.each(Object.entries(FORMS))('the %s form against the API', (_name, form) => {
  it.each(form.valid.map((values) => [values]))(
    'sends a request the API accepts for what the form accepts: %j',
    (values) => {
      expect(errorsOf(validateRequest(form.fields, values, 'en'))).toEqual({});
      expect(errorsOf(validateRequest(form.request, form.send(values), 'en'))).toEqual({});
    },
  );

  it.each(form.refused)(
    'refuses %s %j in the browser as the API does, in French',
    (field, value) => {
      const values = { ...form.valid[0], [field]: value };
      const api = errorsOf(validateRequest(form.request, form.send(values), 'fr'));
      const browser = errorsOf(validateRequest(form.fields, values, 'fr'));
      const apiText = Object.entries(api).find(([path]) => path.startsWith(field))?.[1];
      expect(apiText).toEqual(expect.any(String));
      expect(Object.entries(browser).find(([path]) => path.startsWith(field))?.[1]).toBe(apiText);
    },
  );
});

describe('the subscription edit form against the API', () => {
  it('sends a change the API accepts', () => {
    const change = { criteria: { status: 'FOR_SALE', types: [3], cities: [], priceMin: 100 } };
    expect(errorsOf(validateRequest(subscriptionEditFieldsSchema, change, 'en'))).toEqual({});
    expect(errorsOf(validateRequest(subscriptionUpdateSchema, change, 'en'))).toEqual({});
  });
});

describe('criteria and the search they come from', () => {
  it('reads a search URL into criteria', () => {
    expect(
      criteriaFromSearch(
        '?trans=huren&type=1,2&city=12&city=x&price-min=900&price-max=600&bedrooms=3&bedrooms=2&sortType=price',
      ),
    ).toEqual({
      status: 'TO_RENT',
      types: [1, 2],
      cities: [12],
      priceMin: 600,
      priceMax: 900,
      bedrooms: 2,
    });
  });

  it('follows no status when the search names several, and caps bedrooms at 6', () => {
    expect(criteriaFromSearch('status=FOR_SALE&status=TO_RENT&bed-min=9')).toEqual({
      types: [],
      cities: [],
      bedrooms: 6,
    });
  });

  it("reads back the API's search of the criteria (an alert's link) as the same criteria", () => {
    const criteria = {
      status: 'FOR_SALE' as const,
      types: [3],
      cities: [12, 14],
      priceMax: 250000,
    };
    expect(criteriaFromSearch(criteriaToSearch(criteria))).toEqual(criteria);
  });

  it('reads criteria the API accepts from any search', () => {
    const criteria = criteriaFromSearch('trans=kopen&type=1&city=99999999999&price-min=abc');
    expect(errorsOf(validateRequest(subscriptionUpdateSchema, { criteria }, 'en'))).toEqual({});
  });
});
