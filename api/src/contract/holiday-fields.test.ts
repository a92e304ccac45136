import * as z from 'zod/mini';
import { holidayFieldErrors, holidayFields, nightsBetween } from './holiday-fields';

describe('holiday form fields', () => {
  it("reads phone numbers by the site's one rule (fields.ts isPhoneNumber)", () => {
    for (const phone of ['0470 12 34 56', '+32 9 123 45 67', '050/12.34.56', '(+31) 20-123 4567'])
      expect(holidayFields.phone.safeParse(phone)).toEqual({ success: true, data: phone });
    for (const phone of ['call me', '123', '12345678', '+32 470 12 34 56 78 90 12']) {
      const result = holidayFields.phone.safeParse(phone);
      expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toContain(
        'phone',
      );
    }
    expect(holidayFields.phone.safeParse('  0470 12 34 56 ').data).toBe('0470 12 34 56');
  });

  it('names each wrong field once, with its code and values, and unknown keys as the body', () => {
    const schema = z.strictObject({
      arrival: holidayFields.isoDate,
      persons: holidayFields.count(1, 30),
      email: holidayFields.email,
    });
    expect(holidayFieldErrors(schema.safeParse({ arrival: '2027-02-30', persons: 0 }))).toEqual([
      { field: 'arrival', code: 'date' },
      { field: 'persons', code: 'tooFew' },
      { field: 'email', code: 'required' },
    ]);
    const valid = { arrival: '2027-03-05', persons: 2, email: 'an@example.be' };
    expect(holidayFieldErrors(schema.safeParse({ ...valid, admin: true }))).toEqual([
      { field: 'body', code: 'unknownField', params: { fields: 'admin' } },
    ]);
    expect(holidayFieldErrors(schema.safeParse(valid))).toEqual([]);
  });

  it('counts the nights between two dates', () => {
    expect(nightsBetween('2027-03-26', '2027-04-02')).toBe(7);
  });
});
