/**
 * The enquiry form's browser schema: the API's enquiry schema (api/contract `rentalEnquirySchema`)
 * with the one rule the form can check before it sends, the unit's capacity. An extension of the
 * API's schema, so the browser never accepts what the API refuses. Every issue's message is a
 * code, not a text: the form words it (`errors.{code}`).
 */
import * as z from 'zod/mini';
import { rentalEnquirySchema } from 'api/contract';

/**
 * The enquiry schema for one unit: also refuses more persons than the unit's maxOccupation, as
 * error 'tooManyPersons' on `persons` (its `params.max` is the capacity).
 */
export function rentalEnquiryFormSchema(maxOccupation: number) {
  return rentalEnquirySchema.check(
    z.refine((r) => r.persons <= maxOccupation, {
      error: 'tooManyPersons',
      path: ['persons'],
      params: { max: maxOccupation },
      // Checked even while other fields are still wrong, so the visitor sees it at once.
      when: (payload) => typeof (payload.value as { persons?: unknown })?.persons === 'number',
    }),
  );
}
