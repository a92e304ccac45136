import {
  holidayFieldErrors,
  isPhoneNumber,
  rentalEnquiryFormSchema,
  reservationFormSchema,
  rentalEnquirySchema,
  reservationSchema,
} from './reservation';

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

describe('holiday form schemas', () => {
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
      { field: 'body', code: 'unknownField:admin' },
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

  it('reads Belgian and international phone numbers', () => {
    for (const phone of ['0470 12 34 56', '+32 9 123 45 67', '050/12.34.56', '(+31) 20-123 4567'])
      expect(isPhoneNumber(phone)).toBe(true);
    for (const phone of ['call me', '123', '+32 470 12 34 56 78 90 12'])
      expect(isPhoneNumber(phone)).toBe(false);
  });

  it('checks the enquiry: dates in order, at most 28 nights, persons within the capacity', () => {
    const enquiry = {
      rentalUnitId: 801,
      arrival: '2027-07-10',
      departure: '2027-07-17',
      persons: 5,
      name: 'Marie Dubois',
      email: 'marie@example.be',
      phone: '0470 12 34 56',
      message: '',
      locale: 'fr',
    };
    expect(rentalEnquiryFormSchema(6).safeParse(enquiry).success).toBe(true);
    expect(holidayFieldErrors(rentalEnquiryFormSchema(4).safeParse(enquiry))).toEqual([
      { field: 'persons', code: 'tooManyPersons', params: { max: 4 } },
    ]);
    expect(
      holidayFieldErrors(
        rentalEnquiryFormSchema(6).safeParse({ ...enquiry, departure: '2027-08-20' }),
      ),
    ).toEqual([{ field: 'departure', code: 'stayTooLong', params: { max: 28 } }]);
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
    const enquiry = rentalEnquirySchema.safeParse({
      rentalUnitId: 501,
      arrival: '2027-03-05',
      departure: '2027-03-12',
      persons: 2,
      name: 'An \ud800',
      email: 'an@example.be',
      phone: '+32 470 12 34 56',
      message: 'Hi \udc00',
      locale: 'en',
    });
    expect(holidayFieldErrors(enquiry).map((e) => [e.field, e.code])).toEqual([
      ['name', 'invalid'],
      ['message', 'invalid'],
    ]);
  });
});
