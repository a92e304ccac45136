/**
 * What the engagement endpoints do, apart from HTTP: store a contact request, a
 * send-to-a-friend message or a subscription together with its mails (one transaction, the
 * outbox), confirm, read, change and cancel a subscription by its token, and run the alerts.
 * Tokens are 256 random bits, sent only in mails and stored only as their SHA-256; each mail with
 * links carries a token of its own (the confirmation's token also serves the welcome mail), and
 * all of them keep working, so the links of an old mail still unsubscribe.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from 'shared/domain';
import type { Estate, Site } from '../contract/domain';
import {
  estatePath,
  criteriaQuery,
  searchPath,
  subscriptionPaths,
  type AlertCriteria,
  type ContactRequest,
  type FriendRequest,
  type SubscriptionConfirmation,
  type SubscriptionRequest,
  type SubscriptionView,
  type ValuationRequest,
} from '../contract';
import type { Database, Queryable } from '../db/database';
import { headTypeById } from '../reference/head-types';
import { buildConditions } from '../search/where';
import { SqlParams } from '../search/sql-params';
import { findEstate } from '../store/estates';
import { findSite } from '../store/sites';
import { agreementOf } from './agreements';
import { siteOrigin, type EngagementConfig } from './config';
import {
  alertMail,
  confirmMail,
  contactAgencyMail,
  criteriaText,
  estateSummary,
  friendMail,
  mailbox,
  welcomeMail,
  type CriteriaNames,
  type MailSite,
  type SubscriptionLinks,
} from './mails';
import { eraseFromOutbox } from '../privacy/retention';
import { valuationAgencyMail, valuationOwnerMail } from './valuation-mails';
import { enqueueMail } from './outbox';

/** A new subscriber token: 256 random bits, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: its SHA-256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Records a new token of a subscription (as its hash), in the caller's transaction. */
async function storeToken(tx: Queryable, subscriptionId: number, token: string): Promise<void> {
  await tx.query('INSERT INTO subscription_tokens (token_hash, subscription_id) VALUES ($1, $2)', [
    tokenHash(token),
    subscriptionId,
  ]);
}

/** An e-mail address shown only in part, e.g. 'a•••@example.be'. */
export function emailHint(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

/** What a token's subscription is, for an operation on it. */
export type TokenOutcome<T> =
  { kind: 'ok'; value: T } | { kind: 'unknown' } | { kind: 'expired' } | { kind: 'unsubscribed' };

/** A refused request: the agreement version is not one of the form's texts. */
export class UnknownAgreementError extends Error {
  constructor() {
    super('unknown agreement version');
    this.name = 'UnknownAgreementError';
  }
}

interface SubscriptionRow {
  id: number;
  site_id: number;
  email: string | null;
  locale: Locale;
  criteria: AlertCriteria;
  status: SubscriptionView['status'];
  created_at: string;
  confirmed_at: string | null;
  expired: boolean;
}

/** The outcome of one alerts run. */
export interface AlertsRun {
  /** Active subscriptions looked at. */
  subscriptions: number;
  /** Alert mails queued (one per subscription with new estates at most). */
  mails: number;
  /** Estates alerted, over all mails. */
  estates: number;
}

/** The engagement operations on one database, with the settings and the outbox to wake. */
export class EngagementService {
  private alertsRunning: Promise<AlertsRun> | null = null;

  constructor(
    private readonly db: Database,
    private readonly config: EngagementConfig,
    private readonly outbox: { kick(): void },
  ) {}

  /** Where a site's mails come from and link to. */
  mailSite(site: Site): MailSite {
    const from = this.config.mailFrom || mailbox(site.name, `no-reply@${site.hostname}`);
    return { site, origin: siteOrigin(this.config, site.hostname), from };
  }

  /** The absolute links of a subscription in `locale`. */
  private links(mail: MailSite, locale: Locale, token: string, criteria: AlertCriteria) {
    const paths = subscriptionPaths(locale, token);
    const links: SubscriptionLinks = {
      confirm: `${mail.origin}${paths.confirm}`,
      edit: `${mail.origin}${paths.edit}`,
      unsubscribe: `${mail.origin}${paths.unsubscribe}`,
      oneClick: `${mail.origin}${paths.oneClick}`,
      search: `${mail.origin}${searchPath(locale, criteria)}`,
    };
    return links;
  }

  /** The names of the head types and municipalities of the criteria, in `locale`. */
  private async criteriaNames(criteria: AlertCriteria, locale: Locale): Promise<CriteriaNames> {
    const types = criteria.types.map((id) => headTypeById(id)?.name[locale] ?? String(id));
    let cities: string[] = [];
    if (criteria.cities.length > 0) {
      const { rows } = await this.db.query<{ id: number; name: string | null }>(
        `SELECT id, coalesce(data -> 'name' ->> $2, data -> 'name' ->> 'nl') AS name
         FROM cities WHERE id = ANY($1::int[])`,
        [criteria.cities, locale],
      );
      const byId = new Map(rows.map((row) => [row.id, row.name ?? String(row.id)]));
      cities = criteria.cities.map((id) => byId.get(id) ?? String(id));
    }
    return { types, cities };
  }

  /**
   * Stores a contact request and queues its mail to the agency, in one transaction.
   * @throws UnknownAgreementError when `agreementVersion` is not a version of the contact text
   */
  async contact(site: Site, request: ContactRequest): Promise<void> {
    const agreementId = await agreementOf(this.db, site.id, 'contact', request.agreementVersion);
    if (agreementId === null) throw new UnknownAgreementError();
    const mail = this.mailSite(site);
    const estate = request.estateId ? await findEstate(this.db, site.id, request.estateId) : null;
    const locale = site.settings.defaultLocale;
    const summary = estate
      ? estateSummary(estate, locale, mail.origin, estatePath(locale, String(estate.id)))
      : null;
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO contact_requests (site_id, locale, name, email, phone, estate_id, estate_text,
           message, agreement_id, agreement_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          site.id,
          request.locale,
          request.name,
          request.email,
          request.phone || null,
          estate ? String(estate.id) : null,
          request.estate || summary?.title || null,
          request.message,
          agreementId,
          request.agreementVersion,
        ],
      );
      await enqueueMail(
        tx,
        site.id,
        'contact',
        await contactAgencyMail(
          mail,
          { ...request, estate: request.estate || summary?.title || undefined },
          summary,
        ),
      );
    });
    this.outbox.kick();
  }

  /**
   * Stores a free valuation request and queues its two mails (to the agency, Reply-To the owner;
   * the owner's confirmation in their language), in one transaction.
   * @throws UnknownAgreementError when `agreementVersion` is not a version of the valuation text
   */
  async valuation(site: Site, request: ValuationRequest): Promise<void> {
    const agreementId = await agreementOf(this.db, site.id, 'valuation', request.agreementVersion);
    if (agreementId === null) throw new UnknownAgreementError();
    const mail = this.mailSite(site);
    // Rendered before the transaction, which then holds its locks only for the writes.
    const [agencyMail, ownerMail] = await Promise.all([
      valuationAgencyMail(mail, request),
      valuationOwnerMail(mail, request),
    ]);
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO valuation_requests (site_id, locale, street, house_number, postal_code,
           municipality, city_id, kind, living_area, bedrooms, epc_label, description, intent,
           timeframe, name, email, phone, contact_moment, agreement_id, agreement_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
           $19, $20)`,
        [
          site.id,
          request.locale,
          request.street,
          request.houseNumber,
          request.postalCode,
          request.municipality,
          request.cityId ?? null,
          request.kind,
          request.livingArea ?? null,
          request.bedrooms ?? null,
          request.epcLabel || null,
          request.description || null,
          request.intent,
          request.timeframe,
          request.name,
          request.email,
          request.phone,
          request.contactMoment,
          agreementId,
          request.agreementVersion,
        ],
      );
      await enqueueMail(tx, site.id, 'valuation-agency', agencyMail);
      await enqueueMail(tx, site.id, 'valuation', ownerMail);
    });
    this.outbox.kick();
  }

  /**
   * Stores a send-to-a-friend message and queues the friend's mail, in one transaction.
   * @returns false when the site has no visible estate of that id (nothing is stored)
   */
  async sendToFriend(site: Site, request: FriendRequest): Promise<boolean> {
    const estate = await findEstate(this.db, site.id, request.estateId);
    if (!estate || site.settings.hiddenStatus.includes(estate.general.transaction.id)) return false;
    const mail = this.mailSite(site);
    const locale = request.friendLocale;
    const summary = estateSummary(
      estate,
      locale,
      mail.origin,
      estatePath(locale, String(estate.id)),
    );
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO friend_messages (site_id, locale, friend_locale, sender_name, sender_email,
           friend_email, estate_id, message)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          site.id,
          request.locale,
          locale,
          request.name,
          request.email,
          request.friendEmail,
          String(estate.id),
          request.message || null,
        ],
      );
      await enqueueMail(tx, site.id, 'friend', await friendMail(mail, request, summary));
    });
    this.outbox.kick();
    return true;
  }

  /**
   * Stores a pending subscription with its proof of consent and queues the confirmation mail
   * (double opt-in), in one transaction.
   * @throws UnknownAgreementError when `agreementVersion` is not a version of the subscription text
   */
  async subscribe(site: Site, request: SubscriptionRequest): Promise<void> {
    const agreementId = await agreementOf(
      this.db,
      site.id,
      'keep-me-informed',
      request.agreementVersion,
    );
    if (agreementId === null) throw new UnknownAgreementError();
    const token = newToken();
    const mail = this.mailSite(site);
    const links = this.links(mail, request.locale, token, request.criteria);
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO subscriptions (site_id, email, locale, criteria, status,
           consent_form, agreement_id, agreement_version, consented_at)
         VALUES ($1, $2, $3, $4::jsonb, 'pending', 'keep-me-informed', $5, $6, now())
         RETURNING id::int`,
        [
          site.id,
          request.email,
          request.locale,
          JSON.stringify(request.criteria),
          agreementId,
          request.agreementVersion,
        ],
      );
      await storeToken(tx, (rows[0] as { id: number }).id, token);
      await enqueueMail(
        tx,
        site.id,
        'confirm',
        await confirmMail(mail, request.email, request.locale, links),
      );
    });
    this.outbox.kick();
  }

  private async find(siteId: number, token: string, db: Queryable = this.db) {
    const { rows } = await db.query<SubscriptionRow>(
      `SELECT id::int, site_id, email, locale, criteria, status,
         to_json(created_at) #>> '{}' AS created_at, to_json(confirmed_at) #>> '{}' AS confirmed_at,
         (status = 'pending' AND created_at < now() - make_interval(secs => $3::float8 / 1000)) AS expired
       FROM subscriptions
       WHERE site_id = $1
         AND id = (SELECT subscription_id FROM subscription_tokens WHERE token_hash = $2)`,
      [siteId, tokenHash(token), this.config.confirmWindowMs],
    );
    return rows[0] ?? null;
  }

  private view(row: SubscriptionRow): SubscriptionView {
    const gone = row.status === 'unsubscribed';
    return {
      status: row.status,
      locale: row.locale,
      emailHint: gone ? null : emailHint(row.email),
      criteria: gone ? null : row.criteria,
      createdAt: row.created_at,
      confirmedAt: row.confirmed_at,
    };
  }

  /**
   * The subscription of a token: 'unknown' for no such token on the site, 'expired' for one never
   * confirmed in time; an unsubscribed one is answered without its address and criteria.
   */
  async read(siteId: number, token: string): Promise<TokenOutcome<SubscriptionView>> {
    const row = await this.find(siteId, token);
    if (!row) return { kind: 'unknown' };
    if (row.expired) return { kind: 'expired' };
    return { kind: 'ok', value: this.view(row) };
  }

  /**
   * Confirms a pending subscription (double opt-in) and queues its welcome mail, once: of two
   * confirmations at the same time, one confirms and the other finds it confirmed.
   * @returns the subscription and whether this call confirmed it (`now`) or it already was
   */
  async confirm(site: Site, token: string): Promise<TokenOutcome<SubscriptionConfirmation>> {
    const row = await this.find(site.id, token);
    if (!row) return { kind: 'unknown' };
    if (row.expired) return { kind: 'expired' };
    if (row.status === 'unsubscribed') return { kind: 'unsubscribed' };
    if (row.status === 'active')
      return { kind: 'ok', value: { subscription: this.view(row), confirmed: 'already' } };
    const mail = this.mailSite(site);
    // Read before the transaction: PGlite runs one statement at a time, a transaction included.
    const names = await this.criteriaNames(row.criteria, row.locale);
    const confirmed = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ confirmed_at: string }>(
        `UPDATE subscriptions SET status = 'active', confirmed_at = now(), last_alert_at = now(),
           updated_at = now()
         WHERE id = $1 AND status = 'pending'
         RETURNING to_json(confirmed_at) #>> '{}' AS confirmed_at`,
        [row.id],
      );
      if (rows.length === 0) return null;
      await enqueueMail(
        tx,
        site.id,
        'welcome',
        await welcomeMail(
          mail,
          row.email ?? '',
          row.locale,
          this.links(mail, row.locale, token, row.criteria),
          criteriaText(row.criteria, names, row.locale),
        ),
      );
      return rows[0]?.confirmed_at ?? null;
    });
    if (confirmed === null) {
      const now = await this.find(site.id, token);
      if (!now || now.status === 'unsubscribed') return { kind: 'unsubscribed' };
      return { kind: 'ok', value: { subscription: this.view(now), confirmed: 'already' } };
    }
    this.outbox.kick();
    return {
      kind: 'ok',
      value: {
        subscription: { ...this.view(row), status: 'active', confirmedAt: confirmed },
        confirmed: 'now',
      },
    };
  }

  /** Changes the criteria of a pending or active subscription. */
  async update(
    siteId: number,
    token: string,
    criteria: AlertCriteria,
  ): Promise<TokenOutcome<SubscriptionView>> {
    const row = await this.find(siteId, token);
    if (!row) return { kind: 'unknown' };
    if (row.expired) return { kind: 'expired' };
    if (row.status === 'unsubscribed') return { kind: 'unsubscribed' };
    await this.db.query(
      `UPDATE subscriptions SET criteria = $2::jsonb, updated_at = now()
       WHERE id = $1 AND status <> 'unsubscribed'`,
      [row.id, JSON.stringify(criteria)],
    );
    return { kind: 'ok', value: this.view({ ...row, criteria }) };
  }

  /**
   * Unsubscribes in one step and erases the address (the proof of consent and the time of the
   * withdrawal stay). A second call finds it done.
   * @returns whether it was already unsubscribed
   */
  async unsubscribe(siteId: number, token: string): Promise<TokenOutcome<{ already: boolean }>> {
    const row = await this.find(siteId, token);
    if (!row) return { kind: 'unknown' };
    // The address goes at once, from the subscription and from the outbox (its mails not sent
    // yet are dropped, the sent ones keep no trace of it), in one transaction.
    const done = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ email: string | null }>(
        `UPDATE subscriptions s SET status = 'unsubscribed', unsubscribed_at = now(), email = NULL,
           updated_at = now()
         FROM (SELECT id, email FROM subscriptions WHERE id = $1 FOR UPDATE) old
         WHERE s.id = old.id AND s.status <> 'unsubscribed' RETURNING old.email`,
        [row.id],
      );
      const email = rows[0]?.email;
      if (email) await eraseFromOutbox(tx, email);
      return rows.length > 0;
    });
    return { kind: 'ok', value: { already: !done } };
  }

  /**
   * The alerts run: for every confirmed subscription of every site, the estates published since
   * its last alert that match its criteria and were never sent to it (the site's hidden statuses
   * left out), newest first, at most `alertsMaxEstates`, go out as one mail; the estates are
   * recorded and the watermark moves on, in the mail's transaction. A run asked for while one is
   * under way waits for that one.
   */
  runAlerts(): Promise<AlertsRun> {
    if (this.alertsRunning) return this.alertsRunning;
    this.alertsRunning = this.alerts().finally(() => {
      this.alertsRunning = null;
    });
    return this.alertsRunning;
  }

  private async alerts(): Promise<AlertsRun> {
    const run: AlertsRun = { subscriptions: 0, mails: 0, estates: 0 };
    const { rows: start } = await this.db.query<{ now: string }>(
      `SELECT to_json(now()) #>> '{}' AS now`,
    );
    const runStart = start[0]?.now ?? new Date().toISOString();
    const { rows: subscriptions } = await this.db.query<
      SubscriptionRow & { last_alert_at: string }
    >(
      `SELECT id::int, site_id, email, locale, criteria, status,
         to_json(coalesce(last_alert_at, confirmed_at)) #>> '{}' AS last_alert_at
       FROM subscriptions WHERE status = 'active' ORDER BY site_id, id`,
    );
    const sites = new Map<number, Site | null>();
    for (const subscription of subscriptions) {
      if (!sites.has(subscription.site_id))
        sites.set(subscription.site_id, await findSite(this.db, subscription.site_id));
      const site = sites.get(subscription.site_id);
      if (!site || !subscription.email) continue;
      run.subscriptions += 1;
      const params = new SqlParams();
      const where = buildConditions(
        site.id,
        criteriaQuery(subscription.criteria, site.settings.hiddenStatus),
        params,
      );
      const { rows: found } = await this.db.query<{ data: Estate }>(
        `SELECT data FROM estates
         WHERE ${where.join(' AND ')}
           AND publication_date > ${params.add(subscription.last_alert_at)}::timestamptz
           AND publication_date <= ${params.add(runStart)}::timestamptz
           AND NOT EXISTS (SELECT 1 FROM subscription_alerts a
             WHERE a.subscription_id = ${params.add(subscription.id)} AND a.estate_id = estates.id)
         ORDER BY publication_date DESC, id LIMIT ${params.add(this.config.alertsMaxEstates)}`,
        params.values,
      );
      const estates = found.map((row) => row.data);
      if (estates.length === 0) {
        await this.db.query(
          `UPDATE subscriptions SET last_alert_at = greatest(last_alert_at, $2::timestamptz)
           WHERE id = $1 AND status = 'active'`,
          [subscription.id, runStart],
        );
        continue;
      }
      const mail = this.mailSite(site);
      const locale = subscription.locale;
      // Read before the transaction: PGlite runs one statement at a time, a transaction included.
      const names = await this.criteriaNames(subscription.criteria, locale);
      const sent = await this.db.transaction(async (tx) => {
        const { rows: inserted } = await tx.query<{ estate_id: string }>(
          `INSERT INTO subscription_alerts (subscription_id, estate_id)
           SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING RETURNING estate_id`,
          [subscription.id, estates.map((e) => String(e.id))],
        );
        await tx.query(
          `UPDATE subscriptions SET last_alert_at = greatest(last_alert_at, $2::timestamptz)
           WHERE id = $1 AND status = 'active'`,
          [subscription.id, runStart],
        );
        const fresh = new Set(inserted.map((row) => row.estate_id));
        const alerted = estates.filter((e) => fresh.has(String(e.id)));
        if (alerted.length === 0) return 0;
        // Tokens are stored only hashed: the alert's links carry a new token of their own.
        const token = newToken();
        await storeToken(tx, subscription.id, token);
        await enqueueMail(
          tx,
          site.id,
          'alert',
          await alertMail(
            mail,
            subscription.email ?? '',
            locale,
            this.links(mail, locale, token, subscription.criteria),
            criteriaText(subscription.criteria, names, locale),
            alerted.map((e) =>
              estateSummary(e, locale, mail.origin, estatePath(locale, String(e.id))),
            ),
          ),
        );
        return alerted.length;
      });
      if (sent > 0) {
        run.mails += 1;
        run.estates += sent;
      }
    }
    if (run.mails > 0) this.outbox.kick();
    return run;
  }
}
