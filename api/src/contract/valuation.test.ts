/** The API's valuation request schema: what it accepts and refuses, in the visitor's language. */
import { validateRequest, valuationRequestSchema } from './index';

const request = {
  street: 'Kerkstraat',
  houseNumber: '12 bus 3',
  postalCode: '9000',
  municipality: 'Gent',
  cityId: 12,
  kind: 'HOUSE',
  livingArea: 145,
  bedrooms: 3,
  epcLabel: 'B',
  description: 'Renovated in 2019.',
  intent: 'SELL',
  timeframe: 'MONTHS_6',
  name: 'An Peeters',
  email: 'an.peeters@example.be',
  phone: '0470 12 34 56',
  contactMoment: 'evening',
  consent: true,
  agreementVersion: '2026-12',
  locale: 'nl',
  website: '',
  formToken: 'x',
};

describe('the valuation request', () => {
  it('accepts a complete request, and one without the optional figures', () => {
    expect(validateRequest(valuationRequestSchema, request, 'en').ok).toBe(true);
    const bare: Record<string, unknown> = { ...request };
    for (const key of ['livingArea', 'bedrooms', 'epcLabel', 'description', 'cityId'])
      delete bare[key];
    expect(validateRequest(valuationRequestSchema, bare, 'en').ok).toBe(true);
  });

  it.each([
    ['postalCode', '900', 'Enter a Belgian postal code of four digits, such as 9000.'],
    ['postalCode', '0900', 'Enter a Belgian postal code of four digits, such as 9000.'],
    ['kind', 'CASTLE', 'Please make a choice.'],
    ['intent', '', 'Please make a choice.'],
    ['timeframe', 'SOON', 'Please make a choice.'],
    ['livingArea', 0, 'Enter a valid number.'],
    ['livingArea', 12.5, 'Enter a valid number.'],
    ['bedrooms', -1, 'Enter a valid number.'],
    ['phone', '', 'Please fill in this field.'],
    ['street', 'Kerk\u0000straat', 'This value is not valid.'],
    ['description', '\ud800', 'This value is not valid.'],
    ['contactMoment', 'night', 'Please make a choice.'],
    ['epcLabel', 'Z', 'This value is not valid.'],
  ])('names the field %s when it is %j', (field, value, text) => {
    const result = validateRequest(valuationRequestSchema, { ...request, [field]: value }, 'en');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.fields[field]).toBe(text);
  });

  it('refuses an unknown key', () => {
    expect(validateRequest(valuationRequestSchema, { ...request, price: 1 }, 'en').ok).toBe(false);
  });
});
