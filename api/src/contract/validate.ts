/**
 * Validating a form's request against its schema on a server (site server, API) and telling bots
 * apart (spam and abuse are kept out without a CAPTCHA).
 */
import type * as z from 'zod/mini';
import type { Locale } from 'shared/domain';
import { formErrors, type FormErrors } from './messages';

/** The honeypot field: hidden from people, so only a bot fills it in. */
export const HONEYPOT_FIELD = 'website';

/** A form's token (GET /sites/{siteId}/form-token): the API measures the fill time from it. */
export interface FormTokenAnswer {
  token: string;
  /** The least time between its issue and the submission, in ms. */
  minFillMs: number;
  /** The longest, in ms. */
  maxAgeMs: number;
}

/** A request read against its schema: the valid value, or the localized errors. */
export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FormErrors };

/**
 * Reads `input` with `schema` (one of schemas.ts).
 * @param locale the language of the error texts (the request's own locale when it has a valid one)
 * @returns `{ ok: true, value }` with the trimmed value, or `{ ok: false, errors }` with one text
 *   per field in `locale`
 */
export function validateRequest<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  locale: Locale,
): Validated<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data as z.output<S> };
  // An unknown key (a strict object's) is named as a field of its own, where it was sent, e.g.
  // `criteria.colour`, so that a caller sees which key the form does not have.
  const issues = result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: 'unknownField' }))
      : [
          {
            path: issue.path,
            message: issue.message,
            maximum: 'maximum' in issue ? (issue.maximum as number | bigint) : undefined,
          },
        ],
  );
  return { ok: false, errors: formErrors(issues, locale) };
}

/**
 * True when a submission is a bot's: its honeypot `website` holds anything. Such a submission is
 * answered as if accepted, and dropped. The fill time is not read here: the browser could say
 * anything; the API measures it from the form's token (api/src/forms/form-token.ts).
 */
export function isLikelyBot(body: { website?: unknown }): boolean {
  return body.website !== undefined && body.website !== null && body.website !== '';
}
