/**
 * The forms' tokens: the fill time of a form measured by the server, not reported by the browser.
 * A form asks for a token when it is shown (`GET /sites/{siteId}/form-token`) and sends it back
 * with the submission (`formToken`). The token says which site it was issued for and when, signed
 * with HMAC-SHA256 under a server key, so a browser can neither forge one nor make it older: a
 * submission is refused (400) when its token is missing, not the server's, older than the maximum
 * age, or younger than the least fill time. A token may be used more than once within its age:
 * it proves time spent, not uniqueness; the rate limits bound how often.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';

/** Why a submission's token is refused; each is a message code of the contract (contract/messages.ts). */
export type FormTokenProblem =
  'formTokenMissing' | 'formTokenInvalid' | 'formTokenExpired' | 'formTooFast';

/** The API code of each refusal (the `code` of the 400 answer). */
export const FORM_TOKEN_CODES: Record<FormTokenProblem, string> = {
  formTokenMissing: 'FORM_TOKEN_MISSING',
  formTokenInvalid: 'FORM_TOKEN_INVALID',
  formTokenExpired: 'FORM_TOKEN_EXPIRED',
  formTooFast: 'FORM_TOO_FAST',
};

/** The least length of a configured key, in characters. */
export const MIN_SECRET_LENGTH = 32;

/** A clock skew between two API instances that a token's issue time may be ahead by, in ms. */
const SKEW_MS = 5_000;

/** `{issued, base 36}.{nonce}.{signature}`, all base64url or base-36 characters. */
const TOKEN_SHAPE = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/**
 * Issues and checks the forms' tokens of one key. The key is read when first needed, not when the
 * API starts: an API started while its database is unreachable answers (500 or 503) and recovers
 * when the database does, instead of never starting.
 */
export class FormTokens {
  private key: Promise<string> | null = null;
  private readonly load: () => Promise<string>;

  /**
   * @param secret the signing key (at least MIN_SECRET_LENGTH characters), or a function that
   *   reads it (called again after it fails; see `formTokenSecret`)
   * @param minFillMs the least time between issue and submission, in ms (0: none)
   * @param maxAgeMs the longest, in ms
   * @throws Error when a given key is too short
   */
  constructor(
    secret: string | (() => Promise<string>),
    readonly minFillMs: number,
    readonly maxAgeMs: number,
  ) {
    if (typeof secret === 'string') checkSecretLength(secret);
    this.load = typeof secret === 'string' ? () => Promise.resolve(secret) : secret;
  }

  private secret(): Promise<string> {
    this.key ??= this.load().then(
      (secret) => (checkSecretLength(secret), secret),
      (error: unknown) => {
        this.key = null;
        throw error;
      },
    );
    return this.key;
  }

  private async sign(siteId: number, issued: string, nonce: string): Promise<string> {
    return createHmac('sha256', await this.secret())
      .update(`${siteId}.${issued}.${nonce}`)
      .digest('base64url');
  }

  /**
   * A token for a form of a site.
   * @param siteId the site the form is shown on
   * @param issuedAt when it is issued, in ms since the epoch (now by default; tests pass earlier)
   * @returns the token, about 70 ASCII characters
   * @throws the database's error when the key cannot be read
   */
  async issue(siteId: number, issuedAt: number = Date.now()): Promise<string> {
    const issued = Math.floor(issuedAt).toString(36);
    const nonce = randomBytes(12).toString('base64url');
    return `${issued}.${nonce}.${await this.sign(siteId, issued, nonce)}`;
  }

  /**
   * Checks a submission's token.
   * @param token what the submission sent as `formToken` (any value)
   * @param siteId the site it is submitted to
   * @param now the submission's time in ms (now by default)
   * @returns null when it is good, else why not
   * @throws the database's error when the key cannot be read
   */
  async check(
    token: unknown,
    siteId: number,
    now: number = Date.now(),
  ): Promise<FormTokenProblem | null> {
    if (token === undefined || token === null || token === '') return 'formTokenMissing';
    const match = typeof token === 'string' ? TOKEN_SHAPE.exec(token) : null;
    if (!match) return 'formTokenInvalid';
    const [, issued = '', nonce = '', signature = ''] = match;
    const expected = Buffer.from(await this.sign(siteId, issued, nonce));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return 'formTokenInvalid';
    const age = now - parseInt(issued, 36);
    if (age < -SKEW_MS) return 'formTokenInvalid';
    if (age > this.maxAgeMs) return 'formTokenExpired';
    if (age < this.minFillMs) return 'formTooFast';
    return null;
  }
}

/**
 * The key of the forms' tokens: the configured one, else the database's (made at random the first
 * time and kept in `app_secrets`, so that every instance on the database and every restart use
 * the same key).
 * @param configured FORM_TOKEN_SECRET ('' for none)
 * @throws Error when the configured key is too short, or the database's error
 */
export async function formTokenSecret(db: Queryable, configured: string): Promise<string> {
  if (configured !== '') {
    checkSecretLength(configured);
    return configured;
  }
  await db.query(
    `INSERT INTO app_secrets (name, value) VALUES ('form-token', $1) ON CONFLICT (name) DO NOTHING`,
    [randomBytes(32).toString('base64url')],
  );
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM app_secrets WHERE name = 'form-token'`,
  );
  return (rows[0] as { value: string }).value;
}

/**
 * @param secret a signing key
 * @throws Error when it is shorter than MIN_SECRET_LENGTH characters
 */
export function checkSecretLength(secret: string): void {
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`FORM_TOKEN_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
}
