/**
 * What every form of the API (contact, send-to-a-friend, subscription, appointment, viewing
 * request, holiday reservation and enquiry) is held to besides its own fields: the server-measured
 * fill time (form-token.ts) and the limits that do not belong to one form: how many submissions
 * may name one e-mail address per hour and per day across all forms; how many mails to addresses
 * the site has not verified one client address may make it send per hour and per day, and one
 * site per hour, across all forms; the daily caps of send-to-a-friend; and how many holiday
 * options one address may put on one unit per hour.
 * The limits count with @fastify/rate-limit (in PostgreSQL when the database is, see
 * rate-limit-store.ts), by a key this module gives: e-mail addresses normalized, so that
 * `Victim+7@Example.be` and `v.ictim@googlemail.com` count as `victim@example.be` and
 * `victim@gmail.com`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from 'shared/domain';
import { formErrorText } from '../contract';
import type { EngagementConfig } from '../engagement/config';
import { FORM_TOKEN_CODES, type FormTokenProblem, type FormTokens } from './form-token';

/** One hour and one day, in ms. */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The domains of Gmail's one mailbox per name: dots in the name are ignored, both are one. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * An e-mail address as the limits count it, so that the spellings of one mailbox count as one:
 * trimmed, lower case, without the `+tag` of its local part (plus-addressing delivers
 * `name+anything@domain` to `name@domain`), and for Gmail without the dots of the local part and
 * with `googlemail.com` as `gmail.com` (Gmail delivers `v.ictim@googlemail.com` to
 * `victim@gmail.com`).
 * @param email an address (already valid for the forms' pattern)
 * @returns e.g. 'victim@example.be' for ' Victim+12@Example.BE ', 'victim@gmail.com' for
 *   'V.ictim+x@googlemail.com'
 */
export function normalizedAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at).split('+')[0] ?? '';
  let domain = address.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * A limit counted per key: the number of seconds to wait when the request is over it, or null
 * within it (the request is counted either way).
 */
export type KeyedLimit = (request: FastifyRequest, key: string) => Promise<number | null>;

/** The checks of the forms, made once per app (their counts are shared by every route). */
export interface FormGuard {
  tokens: FormTokens;
  /**
   * Checks the submission's `formToken` for the site of the path.
   * @returns null when it is good, else the problem (answered 400 by the route)
   * @throws the database's error when the key cannot be read
   */
  tokenProblem(request: FastifyRequest, siteId: number): Promise<FormTokenProblem | null>;
  /**
   * Counts a submission against the caps of the mail it makes the site send, all forms together:
   * the hourly and daily caps of each e-mail address it names; then, when it sends a mail to an
   * address the site has not verified (`unverified`: a confirmation, the friend's mail), the
   * hourly and daily caps of its client address; then the hourly cap of its site (the site of the
   * path). A cap after one that refuses is not counted, so that a client over its own caps does
   * not use up the site's.
   * @param addresses the e-mail addresses the submission names
   * @param mail.unverified whether it sends a mail to an address the site has not verified
   * @returns the seconds to wait when over a cap, else null
   */
  mailCaps(
    request: FastifyRequest,
    addresses: readonly string[],
    mail: { unverified: boolean },
  ): Promise<number | null>;
  /**
   * Counts a send-to-a-friend request against its daily caps, per sender address and per client
   * address.
   * @returns the seconds to wait when over a cap, else null
   */
  friendCaps(request: FastifyRequest, senderEmail: string): Promise<number | null>;
  /**
   * Counts a holiday option on a unit against the hourly limit per client address and per e-mail
   * address on that unit.
   * @returns the seconds to wait when over the limit, else null
   */
  optionCaps(request: FastifyRequest, unitId: number, email: string): Promise<number | null>;
  /**
   * Counts a submission of one form against the per-address limit of that form (`emailLimit`
   * in `emailWindowMs`), the address normalized.
   * @param form the form's name, e.g. 'holiday:reservation'
   * @returns the seconds to wait when over it, else null
   */
  formEmail(request: FastifyRequest, form: string, email: string): Promise<number | null>;
}

/**
 * Makes the forms' guard of an app (after @fastify/rate-limit is registered). A limit of 0 is
 * none.
 */
export function createFormGuard(
  app: FastifyInstance,
  config: EngagementConfig,
  tokens: FormTokens,
): FormGuard {
  const keys = new WeakMap<FastifyRequest, string>();
  const keyed = (name: string, max: number, windowMs: number): KeyedLimit => {
    if (max <= 0) return async () => null;
    const limiter = app.createRateLimit({
      name,
      max,
      timeWindow: windowMs,
      keyGenerator: (request: FastifyRequest) => keys.get(request) ?? request.ip,
    });
    return async (request, key) => {
      keys.set(request, key);
      const state = await limiter(request);
      if (state.isAllowed || !state.isExceeded) return null;
      // Named in the metrics of refusals (metrics.ts).
      request.rateLimitName = name;
      return state.ttlInSeconds;
    };
  };
  const mailHour = keyed('mail:address:hour', config.mailHourlyPerAddress, HOUR_MS);
  const mailDay = keyed('mail:address:day', config.mailDailyPerAddress, DAY_MS);
  const clientHour = keyed('mail:client:hour', config.mailHourlyPerClient, HOUR_MS);
  const clientDay = keyed('mail:client:day', config.mailDailyPerClient, DAY_MS);
  const siteHour = keyed('mail:site:hour', config.mailHourlyPerSite, HOUR_MS);
  const friendSender = keyed('friend:sender:day', config.friendDailyPerSender, DAY_MS);
  const friendIp = keyed('friend:ip:day', config.friendDailyPerIp, DAY_MS);
  const optionIp = keyed('holiday:option:ip', config.holidayOptionsPerUnit, HOUR_MS);
  const optionEmail = keyed('holiday:option:email', config.holidayOptionsPerUnit, HOUR_MS);
  const formEmail = keyed('form:email', config.emailLimit, config.emailWindowMs);

  /**
   * The longest wait of the limits, each counted in turn (one after the other: a limiter reads
   * its key from `keys` when called).
   */
  async function longest(checks: (() => Promise<number | null>)[]): Promise<number | null> {
    let wait: number | null = null;
    for (const check of checks) {
      const next = await check();
      if (next !== null) wait = Math.max(wait ?? 0, next);
    }
    return wait;
  }

  return {
    tokens,
    tokenProblem: (request, siteId) =>
      tokens.check((request.body as { formToken?: unknown } | null)?.formToken, siteId),
    mailCaps: async (request, addresses, { unverified }) => {
      const unique = [...new Set(addresses.map(normalizedAddress))];
      const byAddress = await longest(
        unique.flatMap((a) => [() => mailHour(request, a), () => mailDay(request, a)]),
      );
      if (byAddress !== null || !unverified) return byAddress;
      const byClient = await longest([
        () => clientHour(request, request.ip),
        () => clientDay(request, request.ip),
      ]);
      if (byClient !== null) return byClient;
      const siteId = (request.params as { siteId?: unknown } | null)?.siteId;
      return siteHour(request, `site:${String(siteId)}`);
    },
    friendCaps: (request, senderEmail) =>
      longest([
        () => friendSender(request, normalizedAddress(senderEmail)),
        () => friendIp(request, request.ip),
      ]),
    optionCaps: (request, unitId, email) =>
      longest([
        () => optionIp(request, `${unitId}:${request.ip}`),
        () => optionEmail(request, `${unitId}:${normalizedAddress(email)}`),
      ]),
    formEmail: (request, form, email) => formEmail(request, `${form}:${normalizedAddress(email)}`),
  };
}

/**
 * The 400 answer of a refused form token, for every form: `code` the API's code
 * (FORM_TOKEN_MISSING, FORM_TOKEN_INVALID, FORM_TOKEN_EXPIRED, FORM_TOO_FAST), `message` and
 * `fields['']` the text in the visitor's language (the request's own, not a field's).
 */
export function tokenRefusal(problem: FormTokenProblem, locale: Locale) {
  const message = formErrorText(problem, locale);
  return {
    statusCode: 400,
    code: FORM_TOKEN_CODES[problem],
    error: 'Bad Request',
    message,
    fields: { '': message },
  };
}
