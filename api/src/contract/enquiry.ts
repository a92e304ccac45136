/**
 * The API's schema of an enquiry (SPEC §7 POST /rental-units/enquiry), made of the holiday forms'
 * fields (holiday-fields.ts). The enquiry team's form extends it with the unit's capacity
 * (mf-holiday-enquiry/forms). Every issue's message is a code, not a text: each side turns it
 * into its own localized text.
 */
import * as z from 'zod/mini';
import type { Locale } from 'shared/domain';
import { hasStayDates, holidayFields, isIsoDate, nightsBetween } from './holiday-fields';

const { isoDate, unitId, freeText, count, email, phone, name, locale, spamFields } = holidayFields;

/** The most nights an enquiry may ask for. */
export const MAX_ENQUIRY_NIGHTS = 28;

/**
 * An enquiry with wished dates (POST /rental-units/enquiry, mf-holiday-enquiry): the unit, the
 * wished arrival and departure (departure after arrival, at most 28 nights), persons 1–30, the
 * contact (name, e-mail, phone), a message (up to 2000 characters), the consent to the privacy
 * statement (must be true, 'consent') and the spam fields.
 */
export const rentalEnquirySchema = z
  .strictObject({
    rentalUnitId: unitId,
    arrival: isoDate,
    departure: isoDate,
    persons: count(1, 30),
    name,
    email,
    phone,
    message: freeText(2000),
    consent: z.literal(true, 'consent'),
    locale,
    ...spamFields,
  })
  .check(
    z.superRefine(
      (r, ctx) => {
        if (!isIsoDate(r.arrival) || !isIsoDate(r.departure)) return;
        if (r.departure <= r.arrival) {
          ctx.addIssue({ code: 'custom', message: 'departureBeforeArrival', path: ['departure'] });
        } else if (nightsBetween(r.arrival, r.departure) > MAX_ENQUIRY_NIGHTS) {
          ctx.addIssue({
            code: 'custom',
            message: 'stayTooLong',
            path: ['departure'],
            params: { max: MAX_ENQUIRY_NIGHTS },
          });
        }
      },
      { when: hasStayDates },
    ),
  );

/** A parsed enquiry. */
export type RentalEnquiryInput = z.infer<typeof rentalEnquirySchema>;

/**
 * An enquiry to the office about a rental unit with wished dates (POST /rental-units/enquiry;
 * validated by rentalEnquirySchema): it holds nothing, the office answers.
 */
export interface RentalEnquiryRequest {
  rentalUnitId: number;
  /** Wished arrival, ISO yyyy-mm-dd. */
  arrival: string;
  /** Wished departure, ISO yyyy-mm-dd. */
  departure: string;
  persons: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The visitor agreed that the agency uses their details as the privacy statement says. */
  consent: true;
  locale: Locale;
  /** The honeypot: empty from a person (see fields.ts). */
  website?: string;
  /** The token the API issued when the form was shown (GET /sites/{siteId}/form-token). */
  formToken?: string;
}
