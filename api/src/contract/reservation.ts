/**
 * The API's schema of a reservation request (SPEC §7 POST /rental-units/reservation; SPEC §5
 * "reservation forms", decided here), made of the holiday forms' fields (holiday-fields.ts). The
 * holiday team's form extends it with the unit's capacity (mf-holiday/forms). Every issue's
 * message is a code, not a text: each side turns it into its own localized text.
 */
import * as z from 'zod/mini';
import { hasStayDates, holidayFields, isIsoDate } from './holiday-fields';

const { isoDate, unitId, freeText, count, text, email, phone, name, locale, spamFields } =
  holidayFields;

/**
 * A reservation request (POST /rental-units/reservation): the unit, the period by its arrival and
 * departure dates, the party (adults 1–30, children 0–30, pets 0–5), the contact (name 2–120
 * characters, e-mail, phone, postal address 5–300), remarks (up to 2000), the acceptance of the
 * rental conditions and the consent to the privacy statement (both must be true), and the spam
 * fields. Unknown keys are refused. Whether the party fits the unit and
 * the period is one of its free periods the API checks against the unit.
 */
export const reservationSchema = z
  .strictObject({
    rentalUnitId: unitId,
    arrival: isoDate,
    departure: isoDate,
    adults: count(1, 30),
    children: count(0, 30),
    pets: count(0, 5),
    name,
    email,
    phone,
    address: text(5, 300),
    remarks: freeText(2000),
    acceptConditions: z.literal(true, 'conditions'),
    consent: z.literal(true, 'consent'),
    locale,
    ...spamFields,
  })
  .check(
    z.refine((r) => !isIsoDate(r.arrival) || !isIsoDate(r.departure) || r.departure > r.arrival, {
      error: 'departureBeforeArrival',
      path: ['departure'],
      when: hasStayDates,
    }),
  );

/** A parsed reservation request. */
export type ReservationInput = z.infer<typeof reservationSchema>;
