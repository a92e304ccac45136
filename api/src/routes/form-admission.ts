/**
 * The admission of a form submission, one implementation for every form route (engagement,
 * appointments, holiday reservations and enquiries): the body's schema (400 with `fields`), the
 * honeypot (a bot's submission is answered as accepted and dropped), the form token (400 with its
 * `code`, forms/form-token.ts), then the rate limits (429 with Retry-After, `retryAfter` and a
 * message saying when to try again). Each route chooses its schema, its bot answer and its limits,
 * in the order the checks run; a submission refused for its fields or its token is answered
 * before any limit counts it, so that a visitor who corrects a refused form is not locked out by
 * the tries it took.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Locale } from 'shared/domain';
import { formErrorText, isLikelyBot, validateRequest, type FormAnswer } from '../contract';
import { tokenRefusal, type FormGuard } from '../forms/guard';

/** The answer of an accepted form (202), and of a bot's submission, which must look the same. */
export const RECEIVED: FormAnswer = Object.freeze({ received: true });

/**
 * A form's body schema as the OpenAPI description shows it (the input side, OpenAPI 3.0); the
 * route validates the body itself with the schema, for texts in the visitor's language.
 * @param schema the form's zod schema
 * @returns the JSON Schema of its input
 */
export function documentedBody(schema: z.ZodMiniType) {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' });
}

/**
 * The validator compiler of a form's route: the body goes through untouched to the handler, which
 * validates it with the form's schema (`admitForm`, localized texts); the site id of the path must
 * be digits (else Fastify's 400).
 */
export const passThroughBody = ({ httpPart }: { httpPart?: string }) =>
  httpPart === 'params'
    ? (params: unknown) =>
        /^\d{1,9}$/.test(String((params as { siteId?: unknown }).siteId))
          ? { value: params }
          : { error: new Error('params/siteId must be a site id') }
    : (data: unknown) => ({ value: data });

/** A rate limit of a submission: the seconds to wait when it refuses it (it counts it), else null. */
export type FormLimit = (request: FastifyRequest) => Promise<number | null>;

/**
 * A rate limit counted by @fastify/rate-limit (registered once in app.ts), in the store its
 * `name` keeps its counts under (rate-limit-store.ts: PostgreSQL, shared by the instances).
 * @param options the limiter's name, the most submissions per window, the window (ms) and the
 *   key a submission is counted under (e.g. the form and the client address)
 * @returns a FormLimit: every call counts the submission
 */
export function formRateLimit(
  app: FastifyInstance,
  options: {
    name: string;
    max: number;
    timeWindow: number;
    keyGenerator: (request: FastifyRequest) => string;
  },
): FormLimit {
  const limiter = app.createRateLimit(options);
  return async (request) => {
    const state = await limiter(request);
    if (state.isAllowed || !state.isExceeded) return null;
    request.rateLimitName = options.name;
    return state.ttlInSeconds;
  };
}

/**
 * The first wait of `limits`, asked in turn: a limit after one that refuses is not asked (nor
 * counted).
 * @returns the seconds to wait, or null when every limit lets the submission through
 */
export async function firstWait(
  request: FastifyRequest,
  limits: readonly FormLimit[],
): Promise<number | null> {
  for (const limit of limits) {
    const wait = await limit(request);
    if (wait !== null) return wait;
  }
  return null;
}

/**
 * Answers 429 with Retry-After, `retryAfter` and the text of `rateLimited` in `locale`.
 * Returns nothing on purpose: a Fastify reply is a thenable, which an async caller returning it
 * would adopt (resolving to undefined once sent).
 * @param code the body's `code`, for the forms whose answers carry one (RATE_LIMITED)
 */
export function answerOverLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  wait: number,
  code?: string,
): void {
  request.log.info({ url: request.url }, 'form submission over its rate limit');
  void reply
    .code(429)
    .header('Retry-After', String(wait))
    .send({
      statusCode: 429,
      ...(code === undefined ? {} : { code }),
      error: 'Too Many Requests',
      message: formErrorText('rateLimited', locale, { retryAfter: wait }),
      retryAfter: wait,
    });
}

/**
 * Applies `limits` in turn and answers 429 (answerOverLimit) when one refuses.
 * @returns true when it answered (the submission goes no further), false within the limits
 */
export async function refusedByLimits(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  limits: readonly FormLimit[],
  code?: string,
): Promise<boolean> {
  const wait = await firstWait(request, limits);
  if (wait === null) return false;
  answerOverLimit(request, reply, locale, wait, code);
  return true;
}

/** A 400 on the fields of a form: `message` the first problem, `fields` one text per field. */
export async function answerBadFields(
  reply: FastifyReply,
  message: string,
  fields: Record<string, string>,
): Promise<void> {
  await reply.code(400).send({ statusCode: 400, error: 'Bad Request', message, fields });
}

/** The bot checks of a submission (see screenSubmission). */
export interface Screening {
  /** The fields the honeypot is read from (the body, or the parsed input). */
  fields: object;
  /** The language of a token refusal. */
  locale: Locale;
  /**
   * The answer a bot gets, as if its submission were accepted (e.g. 202 `{ received: true }`);
   * none when the route answers a bot itself (its success depends on the submission: the
   * booking's appointment), in which case the honeypot is not read here.
   */
  botAnswer?: () => { status: number; body: unknown };
}

/**
 * The bot checks of a submission: its honeypot (answered as accepted, nothing stored) and its form
 * token for the site of the path (400 with the token's `code`).
 * @returns true when it answered (the submission goes no further)
 */
export async function screenSubmission(
  request: FastifyRequest,
  reply: FastifyReply,
  guard: FormGuard,
  { fields, locale, botAnswer }: Screening,
): Promise<boolean> {
  if (botAnswer && isLikelyBot(fields)) {
    request.log.info('form submission taken for a bot: dropped');
    const answer = botAnswer();
    await reply.code(answer.status).send(answer.body);
    return true;
  }
  const siteId = Number((request.params as { siteId: string }).siteId);
  const problem = await guard.tokenProblem(request, siteId);
  if (problem) {
    await reply.code(400).send(tokenRefusal(problem, locale));
    return true;
  }
  return false;
}

/** What admitForm checks, in this order. */
export interface FormAdmission<S extends z.ZodMiniType> {
  /** The form's schema (contract/): a 400 names each field in `locale`. */
  schema: S;
  /** The language of the texts (the body's valid locale, else X-Language). */
  locale: Locale;
  /**
   * A further check of the valid body (e.g. the version of the consent text): the fields it
   * refuses (answered 400 with them), or null.
   */
  check?: (
    value: z.output<S>,
  ) => Promise<{ message: string; fields: Record<string, string> } | null>;
  /** The forms' token check. */
  guard: FormGuard;
  /** The answer a bot gets (see Screening); none: the route reads the honeypot itself. */
  botAnswer?: Screening['botAnswer'];
  /**
   * The rate limits, asked in turn once the submission passed every other check (none: the route
   * applies them later, e.g. once the slot is known to be free).
   */
  limits?: (value: z.output<S>) => readonly FormLimit[];
}

/**
 * Admits a form submission: its schema, the further check, the honeypot and the form token, then
 * the rate limits (see the module's comment), answering the first refusal itself.
 * @returns the valid body, or null when the reply has been sent (400, 429 or a bot's answer)
 */
export async function admitForm<S extends z.ZodMiniType>(
  request: FastifyRequest,
  reply: FastifyReply,
  admission: FormAdmission<S>,
): Promise<z.output<S> | null> {
  const { schema, locale, check, guard, botAnswer, limits } = admission;
  const checked = validateRequest(schema, request.body, locale);
  if (!checked.ok) {
    await answerBadFields(reply, checked.errors.message, checked.errors.fields);
    return null;
  }
  const refused = check ? await check(checked.value) : null;
  if (refused) {
    await answerBadFields(reply, refused.message, refused.fields);
    return null;
  }
  const fields = request.body as object;
  if (await screenSubmission(request, reply, guard, { fields, locale, botAnswer })) return null;
  if (limits && (await refusedByLimits(request, reply, locale, limits(checked.value)))) return null;
  return checked.value;
}
