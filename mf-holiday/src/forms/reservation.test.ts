import { holidayErrorCode, holidayFieldErrors } from 'api/contract';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import nl from '../locales/nl.json';
import { reservationFormSchema, reservationSchema } from './index';

const valid = {
  rentalUnitId: 501,
  arrival: '2027-03-05',
  departure: '2027-03-12',
  adults: 2,
  children: 1,
  pets: 0,
  name: 'An Peeters',
  email: 'an@example.be',
  phone: '+32 470 12 34 56',
  address: 'Kerkstraat 1, 9000 Gent',
  remarks: '',
  acceptConditions: true,
  consent: true,
  locale: 'nl',
};

describe('reservation schema', () => {
  it('accepts a complete reservation request and trims its texts', () => {
    const parsed = reservationSchema.parse({ ...valid, name: '  An Peeters ' });
    expect(parsed.name).toBe('An Peeters');
  });
  it('names each wrong field with its code, one per field', () => {
    const result = reservationSchema.safeParse({
      ...valid,
      arrival: '2027-02-30',
      email: 'an@',
      name: '',
      acceptConditions: false,
      consent: false,
      pets: 9,
    });
    expect(holidayFieldErrors(result)).toEqual([
      { field: 'arrival', code: 'date' },
      { field: 'pets', code: 'tooMany' },
      { field: 'name', code: 'required' },
      { field: 'email', code: 'email' },
      { field: 'acceptConditions', code: 'conditions' },
      { field: 'consent', code: 'consent' },
    ]);
  });
  it('names a departure before the arrival while the consent is not given yet', () => {
    const result = reservationSchema.safeParse({
      ...valid,
      departure: '2027-03-01',
      acceptConditions: false,
      consent: false,
    });
    expect(holidayFieldErrors(result)).toEqual([
      { field: 'acceptConditions', code: 'conditions' },
      { field: 'consent', code: 'consent' },
      { field: 'departure', code: 'departureBeforeArrival' },
    ]);
  });
  it('refuses a NUL character in any text and a unit id beyond 32 bits', () => {
    const result = reservationSchema.safeParse({
      ...valid,
      rentalUnitId: 2_147_483_648,
      name: 'An\u0000',
      address: 'Kerkstraat 1\u0000',
      remarks: '\u0000',
    });
    expect(holidayFieldErrors(result)).toEqual([
      { field: 'rentalUnitId', code: 'number' },
      { field: 'name', code: 'invalid' },
      { field: 'address', code: 'invalid' },
      { field: 'remarks', code: 'invalid' },
    ]);
  });
  it('refuses unknown keys and a departure before the arrival', () => {
    expect(holidayFieldErrors(reservationSchema.safeParse({ ...valid, admin: true }))).toEqual([
      { field: 'body', code: 'unknownField', params: { fields: 'admin' } },
    ]);
    expect(
      holidayFieldErrors(reservationSchema.safeParse({ ...valid, departure: '2027-03-01' })),
    ).toEqual([{ field: 'departure', code: 'departureBeforeArrival' }]);
  });
  it("refuses a party larger than the unit's capacity, even while other fields are wrong", () => {
    const result = reservationFormSchema(2).safeParse({ ...valid, email: '' });
    expect(holidayFieldErrors(result)).toContainEqual({
      field: 'adults',
      code: 'tooManyPersons',
      params: { max: 2 },
    });
    expect(reservationFormSchema(3).safeParse(valid).success).toBe(true);
  });
  it('refuses a name without a visible letter, a strict e-mail rule, and lone surrogates', () => {
    const codes = (body: Record<string, unknown>) => {
      const result = reservationSchema.safeParse({ ...valid, ...body });
      return holidayFieldErrors(result).map((e) => [e.field, e.code]);
    };
    expect(codes({ name: '\u200b\u200b\u200b' })).toEqual([['name', 'name']]);
    expect(codes({ name: '\u3164\u3164' })).toEqual([['name', 'name']]);
    expect(codes({ email: 'a@<img/src=x/onerror=alert(1)>.xx' })).toEqual([['email', 'email']]);
    expect(codes({ email: 'an\u0000@example.be' })).toEqual([['email', 'email']]);
    expect(codes({ remarks: 'late \ud800 arrival' })).toEqual([['remarks', 'invalid']]);
    expect(codes({ address: 'Kerkstraat \udfff 1, Gent' })).toEqual([['address', 'invalid']]);
  });
});

describe('the reservation form against the API', () => {
  it.each([
    valid,
    {
      ...valid,
      adults: 1,
      children: 0,
      pets: 5,
      name: ' Zoë De Smet ',
      email: 'zoe+zee@example-agency.com',
      phone: '0044 20 7946 0958',
      remarks: 'We komen laat aan.',
      locale: 'de',
      website: '',
      formToken: 'token',
    },
  ])('sends a request the API accepts for what the form accepts: %j', (values) => {
    expect(holidayFieldErrors(reservationFormSchema(6).safeParse(values))).toEqual([]);
    expect(holidayFieldErrors(reservationSchema.safeParse(values))).toEqual([]);
  });

  it.each([
    ['arrival', '2027-02-30'],
    ['departure', '2027-03-01'],
    ['adults', 0],
    ['pets', 6],
    ['name', 'A\nB'],
    ['email', 'an@'],
    ['phone', '12'],
    ['address', 'x'],
    ['acceptConditions', false],
  ])(
    'refuses %s %j in the browser as the API does, in words of all four languages',
    (field, value) => {
      const request = { ...valid, [field]: value };
      const api = holidayFieldErrors(reservationSchema.safeParse(request));
      const browser = holidayFieldErrors(reservationFormSchema(6).safeParse(request));
      expect(api).toEqual([expect.objectContaining({ field })]);
      expect(browser).toEqual(api);
      for (const texts of [nl, fr, en, de]) {
        const code = holidayErrorCode(api[0]!.code);
        expect(texts.errors[code as keyof typeof texts.errors]).toEqual(expect.any(String));
      }
    },
  );
});
