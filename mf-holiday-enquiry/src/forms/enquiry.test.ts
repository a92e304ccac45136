import { holidayErrorCode, holidayFieldErrors } from 'api/contract';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import nl from '../locales/nl.json';
import { rentalEnquiryFormSchema, rentalEnquirySchema } from './index';

describe('enquiry schema', () => {
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
      consent: true,
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

  it('asks for the consent to the privacy statement', () => {
    const enquiry = {
      rentalUnitId: 801,
      arrival: '2027-07-10',
      departure: '2027-07-17',
      persons: 2,
      name: 'Marie Dubois',
      email: 'marie@example.be',
      phone: '0470 12 34 56',
      message: '',
      locale: 'fr',
    };
    for (const consent of [undefined, false, 'true', 1]) {
      expect(holidayFieldErrors(rentalEnquirySchema.safeParse({ ...enquiry, consent }))).toEqual([
        { field: 'consent', code: 'consent' },
      ]);
    }
    expect(rentalEnquirySchema.safeParse({ ...enquiry, consent: true }).success).toBe(true);
    // Without it, the dates' own errors still show, all at once.
    expect(
      holidayFieldErrors(rentalEnquirySchema.safeParse({ ...enquiry, departure: '2027-07-03' })),
    ).toEqual([
      { field: 'consent', code: 'consent' },
      { field: 'departure', code: 'departureBeforeArrival' },
    ]);
  });

  it("refuses lone surrogates in the enquiry's texts", () => {
    const enquiry = rentalEnquirySchema.safeParse({
      rentalUnitId: 501,
      arrival: '2027-03-05',
      departure: '2027-03-12',
      persons: 2,
      name: 'An \ud800',
      email: 'an@example.be',
      phone: '+32 470 12 34 56',
      message: 'Hi \udc00',
      consent: true,
      locale: 'en',
    });
    expect(holidayFieldErrors(enquiry).map((e) => [e.field, e.code])).toEqual([
      ['name', 'invalid'],
      ['message', 'invalid'],
    ]);
  });
});

describe('the enquiry form against the API', () => {
  const enquiry = {
    rentalUnitId: 801,
    arrival: '2027-07-10',
    departure: '2027-07-17',
    persons: 2,
    name: 'Marie Dubois',
    email: 'marie@example.be',
    phone: '0470 12 34 56',
    message: '',
    consent: true,
    locale: 'fr',
  };

  it.each([
    enquiry,
    {
      ...enquiry,
      departure: '2027-08-07',
      persons: 6,
      name: ' Ђорђе ',
      phone: '+32 9 123 45 67',
      message: 'Avec un chien ?',
      locale: 'nl',
      website: '',
      formToken: 'token',
    },
  ])('sends a request the API accepts for what the form accepts: %j', (values) => {
    expect(holidayFieldErrors(rentalEnquiryFormSchema(6).safeParse(values))).toEqual([]);
    expect(holidayFieldErrors(rentalEnquirySchema.safeParse(values))).toEqual([]);
  });

  it.each([
    ['arrival', '2027-02-30'],
    ['departure', '2027-07-09'],
    ['departure', '2027-08-08'],
    ['persons', 0],
    ['name', ' '],
    ['email', 'marie@'],
    ['consent', false],
  ])(
    'refuses %s %j in the browser as the API does, in words of all four languages',
    (field, value) => {
      const request = { ...enquiry, [field]: value };
      const api = holidayFieldErrors(rentalEnquirySchema.safeParse(request));
      const browser = holidayFieldErrors(rentalEnquiryFormSchema(6).safeParse(request));
      expect(api).toEqual([expect.objectContaining({ field })]);
      expect(browser).toEqual(api);
      for (const texts of [nl, fr, en, de]) {
        const code = holidayErrorCode(api[0]!.code);
        expect(texts.errors[code as keyof typeof texts.errors]).toEqual(expect.any(String));
      }
    },
  );
});
