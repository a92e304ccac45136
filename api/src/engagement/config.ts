/**
 * Settings of the engagement endpoints, the mail outbox and the alerts job, read from
 * the environment once at start. Every one has a default that suits a developer's machine with
 * MailDev (`npm start`).
 */

/** The settings, as `engagementConfig` reads them. */
export interface EngagementConfig {
  /** SMTP server of the outgoing mail (`SMTP_URL`), e.g. 'smtp://127.0.0.1:1025'. */
  smtpUrl: string;
  /** The sender of every mail (`MAIL_FROM`); empty: `"{site name}" <no-reply@{site hostname}>`. */
  mailFrom: string;
  /**
   * The origin of a site's links in mails (`SITE_URL`), `{hostname}` standing for the site's
   * hostname, e.g. 'http://{hostname}:3000' (default) or 'https://{hostname}'.
   */
  siteUrl: string;
  /** Submissions of one form per client address per window (`FORM_RATE_LIMIT_IP`, 10). */
  ipLimit: number;
  /** That window in ms (`FORM_RATE_LIMIT_IP_WINDOW_MS`, 10 minutes). */
  ipWindowMs: number;
  /** Submissions of one form per e-mail address per window (`FORM_RATE_LIMIT_EMAIL`, 3). */
  emailLimit: number;
  /** That window in ms (`FORM_RATE_LIMIT_EMAIL_WINDOW_MS`, 1 hour). */
  emailWindowMs: number;
  /**
   * The least fill time of a form in ms (`FORM_MIN_FILL_MS`, 1000; 0 turns it off), measured by
   * the server from the issue of the form's token to its submission. Only what no person can do
   * is refused: a returning visitor's browser fills a form in at once (autofill), and the site's
   * forms hold a quick submission until this time has passed; the honeypot, the limits and the
   * token itself stop the rest.
   */
  minFillMs: number;
  /**
   * The key of the forms' tokens (`FORM_TOKEN_SECRET`, at least 32 characters). Empty: a random
   * key made once and kept in the database (`app_secrets`), shared by every instance on it.
   */
  formTokenSecret: string;
  /**
   * How long a form's token is accepted, in ms (`FORM_TOKEN_MAX_AGE_MS`, 1 hour): long enough to
   * fill in any form, short enough that a harvested token is soon of no use.
   */
  formTokenMaxAgeMs: number;
  /** Send-to-a-friend requests per sender address per day (`FRIEND_DAILY_LIMIT_SENDER`, 5). */
  friendDailyPerSender: number;
  /** Send-to-a-friend requests per client address per day (`FRIEND_DAILY_LIMIT_IP`, 10). */
  friendDailyPerIp: number;
  /**
   * Submissions naming one e-mail address, all forms together, per hour (`MAIL_LIMIT_ADDRESS_HOUR`,
   * 6) and per day (`MAIL_LIMIT_ADDRESS_DAY`, 20): what one address can make the site mail.
   */
  mailHourlyPerAddress: number;
  mailDailyPerAddress: number;
  /**
   * Mails to addresses the site has not verified (the confirmations of the forms, the friend's
   * mail of send-to-a-friend, the subscription's confirmation) that one client address may make
   * the site send, all forms together, per hour (`MAIL_LIMIT_CLIENT_HOUR`, 10) and per day
   * (`MAIL_LIMIT_CLIENT_DAY`, 30).
   */
  mailHourlyPerClient: number;
  mailDailyPerClient: number;
  /**
   * Such mails one site sends per hour, whoever asks (`MAIL_LIMIT_SITE_HOUR`, 300): the bound of
   * what many client addresses together make it send to strangers.
   */
  mailHourlyPerSite: number;
  /**
   * Holiday options one client address or one e-mail address may put on one unit per hour
   * (`HOLIDAY_OPTION_LIMIT`, 2).
   */
  holidayOptionsPerUnit: number;
  /**
   * How long a confirmed holiday option holds its period, in ms (`HOLIDAY_OPTION_HOURS`, 48),
   * counted from the confirmation of its e-mail address.
   */
  holidayOptionMs: number;
  /**
   * How long a holiday option or a viewing booking holds its period or slot while its e-mail
   * address is not confirmed, in ms (`HOLD_PENDING_MINUTES`, 30, at most 30): then it lapses and
   * the period or slot is free again.
   */
  pendingHoldMs: number;
  /**
   * Unconfirmed holds one e-mail address (normalized) may have at once, options and bookings
   * each (`HOLD_PENDING_PER_ADDRESS`, 2; 0: none allowed).
   */
  pendingHoldsPerAddress: number;
  /**
   * Unconfirmed holds one rental unit or one estate's agenda may have at once
   * (`HOLD_PENDING_PER_UNIT`, 3; 0: none allowed).
   */
  pendingHoldsPerUnit: number;
  /**
   * How often the housekeeping job runs (retention, expired options), in ms
   * (`HOUSEKEEPING_INTERVAL_MS`, 5 minutes; 0: never on its own).
   */
  housekeepingIntervalMs: number;
  /** How long a subscription waits for its confirmation, in ms (`SUBSCRIPTION_CONFIRM_HOURS`, 168). */
  confirmWindowMs: number;
  /** How often the alerts job runs, in ms (`ALERTS_INTERVAL_MS`, 15 minutes; 0: never on its own). */
  alertsIntervalMs: number;
  /** The most estates listed in one alert mail (`ALERTS_MAX_ESTATES`, 10). */
  alertsMaxEstates: number;
  /** How often the sender looks for due mails in ms (`OUTBOX_POLL_MS`, 2000). */
  outboxPollMs: number;
  /** First retry delay in ms, doubled after each failure (`OUTBOX_RETRY_BASE_MS`, 5000). */
  retryBaseMs: number;
  /** Longest retry delay in ms (`OUTBOX_RETRY_MAX_MS`, 1 hour). */
  retryMaxMs: number;
  /**
   * Attempts on the backoff before a mail is marked failed (`OUTBOX_MAX_ATTEMPTS`, 12); a failed
   * mail is still tried every `failedRetryMs` until 30 days after it was queued.
   */
  maxAttempts: number;
  /** The delay between the tries of a failed mail in ms (`OUTBOX_FAILED_RETRY_MS`, 1 hour). */
  failedRetryMs: number;
  /**
   * The bearer token of the operator's endpoints (`ADMIN_TOKEN`): the alerts run and the
   * publication of an estate. Empty: those endpoints answer 403.
   */
  adminToken: string;
}

/** A whole number of the environment, or `fallback` when unset, empty or not a number ≥ 0. */
function count(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The engagement settings of an environment (the process's by default). See EngagementConfig
 * for each variable and its default.
 */
export function engagementConfig(env: NodeJS.ProcessEnv = process.env): EngagementConfig {
  return {
    smtpUrl: env.SMTP_URL?.trim() || 'smtp://127.0.0.1:1025',
    mailFrom: env.MAIL_FROM?.trim() ?? '',
    siteUrl: (env.SITE_URL?.trim() || 'http://{hostname}:3000').replace(/\/+$/, ''),
    ipLimit: count(env.FORM_RATE_LIMIT_IP, 10),
    ipWindowMs: count(env.FORM_RATE_LIMIT_IP_WINDOW_MS, 10 * MINUTE),
    emailLimit: count(env.FORM_RATE_LIMIT_EMAIL, 3),
    emailWindowMs: count(env.FORM_RATE_LIMIT_EMAIL_WINDOW_MS, HOUR),
    minFillMs: count(env.FORM_MIN_FILL_MS, 1000),
    formTokenSecret: env.FORM_TOKEN_SECRET?.trim() ?? '',
    formTokenMaxAgeMs: Math.max(MINUTE, count(env.FORM_TOKEN_MAX_AGE_MS, HOUR)),
    friendDailyPerSender: count(env.FRIEND_DAILY_LIMIT_SENDER, 5),
    friendDailyPerIp: count(env.FRIEND_DAILY_LIMIT_IP, 10),
    mailHourlyPerAddress: count(env.MAIL_LIMIT_ADDRESS_HOUR, 6),
    mailDailyPerAddress: count(env.MAIL_LIMIT_ADDRESS_DAY, 20),
    mailHourlyPerClient: count(env.MAIL_LIMIT_CLIENT_HOUR, 10),
    mailDailyPerClient: count(env.MAIL_LIMIT_CLIENT_DAY, 30),
    mailHourlyPerSite: count(env.MAIL_LIMIT_SITE_HOUR, 300),
    holidayOptionsPerUnit: count(env.HOLIDAY_OPTION_LIMIT, 2),
    holidayOptionMs: Math.max(1, count(env.HOLIDAY_OPTION_HOURS, 48)) * HOUR,
    pendingHoldMs: Math.min(30, Math.max(1, count(env.HOLD_PENDING_MINUTES, 30))) * MINUTE,
    pendingHoldsPerAddress: count(env.HOLD_PENDING_PER_ADDRESS, 2),
    pendingHoldsPerUnit: count(env.HOLD_PENDING_PER_UNIT, 3),
    housekeepingIntervalMs: count(env.HOUSEKEEPING_INTERVAL_MS, 5 * MINUTE),
    confirmWindowMs: count(env.SUBSCRIPTION_CONFIRM_HOURS, 168) * HOUR,
    alertsIntervalMs: count(env.ALERTS_INTERVAL_MS, 15 * MINUTE),
    alertsMaxEstates: Math.max(1, count(env.ALERTS_MAX_ESTATES, 10)),
    outboxPollMs: Math.max(50, count(env.OUTBOX_POLL_MS, 2000)),
    retryBaseMs: count(env.OUTBOX_RETRY_BASE_MS, 5000),
    retryMaxMs: count(env.OUTBOX_RETRY_MAX_MS, HOUR),
    maxAttempts: Math.max(1, count(env.OUTBOX_MAX_ATTEMPTS, 12)),
    failedRetryMs: Math.max(1000, count(env.OUTBOX_FAILED_RETRY_MS, HOUR)),
    adminToken: env.ADMIN_TOKEN?.trim() ?? '',
  };
}

/** The origin of a site's links, e.g. 'http://ardennes.localhost:3000' (no trailing slash). */
export function siteOrigin(config: Pick<EngagementConfig, 'siteUrl'>, hostname: string): string {
  return config.siteUrl.replaceAll('{hostname}', hostname);
}
