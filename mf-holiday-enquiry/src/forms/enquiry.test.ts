import { holidayFieldErrors } from 'kit/forms/holiday-fields';
import { rentalEnquiryFormSchema, rentalEnquirySchema } from './enquiry';

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
      locale: 'en',
    });
    expect(holidayFieldErrors(enquiry).map((e) => [e.field, e.code])).toEqual([
      ['name', 'invalid'],
      ['message', 'invalid'],
    ]);
  });
});
