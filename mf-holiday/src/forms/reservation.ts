/**
 * The reservation form's browser schema: the API's reservation request schema (api/contract
 * `reservationSchema`) with the one rule the form can check before it sends, the unit's capacity.
 * An extension of the API's schema, so the browser never accepts what the API refuses. Every
 * issue's message is a code, not a text: the form words it (`errors.{code}`).
 */
import * as z from 'zod/mini';
import { reservationSchema } from 'api/contract';

/**
 * The reservation schema for one unit: also refuses a party (adults + children) larger than the
 * unit's maxOccupation, as error 'tooManyPersons' on `adults` (its `params.max` is the capacity).
 */
export function reservationFormSchema(maxOccupation: number) {
  return reservationSchema.check(
    z.refine((r) => partySize(r) <= maxOccupation, {
      error: 'tooManyPersons',
      path: ['adults'],
      params: { max: maxOccupation },
      // Checked even while other fields are still wrong, so the visitor sees it at once.
      when: (payload) => Number.isFinite(partySize(payload.value)),
    }),
  );
}

/** Adults plus children of a (possibly unparsed) request; NaN when either is no number. */
function partySize(value: unknown): number {
  const { adults, children } = (value ?? {}) as { adults?: unknown; children?: unknown };
  return typeof adults === 'number' && typeof children === 'number' ? adults + children : NaN;
}
