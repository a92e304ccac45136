/**
 * The consent texts of the engagement forms (SPEC §7 `GET /agreements?locale=`): what
 * the contact form and the keep-me-informed form show next to their consent checkbox, and which
 * version of it a visitor agreed to. A text is never edited: a new version is a new row, and the
 * newest `valid_from` of a form is its current text.
 */
import type { Locale } from 'shared/domain';
import type { Agreement } from '../contract/domain';
import type { Queryable } from '../db/database';

/** The forms that ask for consent ('appointment': both appointment forms). */
export type AgreementKey = 'contact' | 'keep-me-informed' | 'appointment' | 'valuation';

interface AgreementText {
  id: number;
  key: AgreementKey;
  version: string;
  title: Record<Locale, string>;
  body: Record<Locale, string>;
}

/**
 * The first version of each form's consent text; `{site}` stands for the agency's name (in
 * French after "l'agence", so that no name needs an elision: "que l'agence Immo…").
 */
export const DEFAULT_AGREEMENTS: readonly AgreementText[] = Object.freeze([
  {
    id: 1,
    key: 'contact',
    version: '2026-01',
    title: {
      nl: 'Toestemming',
      fr: 'Consentement',
      en: 'Consent',
      de: 'Einwilligung',
    },
    body: {
      nl: 'Ik ga ermee akkoord dat {site} mijn gegevens gebruikt om mijn vraag te beantwoorden, zoals beschreven in de privacyverklaring.',
      fr: "J'accepte que l'agence {site} utilise mes données pour répondre à ma question, comme décrit dans la déclaration de confidentialité.",
      en: 'I agree that {site} uses my details to answer my question, as described in the privacy statement.',
      de: 'Ich bin damit einverstanden, dass {site} meine Daten zur Beantwortung meiner Frage verwendet, wie in der Datenschutzerklärung beschrieben.',
    },
  },
  {
    id: 2,
    key: 'keep-me-informed',
    version: '2026-01',
    title: {
      nl: 'Toestemming',
      fr: 'Consentement',
      en: 'Consent',
      de: 'Einwilligung',
    },
    body: {
      nl: 'Ik wil e-mails van {site} ontvangen over nieuwe panden die bij mijn zoekopdracht passen. Ik kan me op elk moment uitschrijven, zoals beschreven in de privacyverklaring.',
      fr: "Je souhaite recevoir des e-mails de l'agence {site} sur les nouveaux biens correspondant à ma recherche. Je peux me désinscrire à tout moment, comme décrit dans la déclaration de confidentialité.",
      en: 'I want to receive e-mails from {site} about new properties that match my search. I can unsubscribe at any time, as described in the privacy statement.',
      de: 'Ich möchte E-Mails von {site} über neue Immobilien erhalten, die zu meiner Suche passen. Ich kann mich jederzeit abmelden, wie in der Datenschutzerklärung beschrieben.',
    },
  },
]);

/**
 * The consent text of the appointment forms (booking a live-agenda slot, a viewing
 * request), seeded with every site (`seedConsentTexts`).
 */
export const APPOINTMENT_AGREEMENT: AgreementText = Object.freeze({
  id: 3,
  key: 'appointment',
  version: '2026-12',
  title: { nl: 'Toestemming', fr: 'Consentement', en: 'Consent', de: 'Einwilligung' },
  body: {
    nl: 'Ik ga ermee akkoord dat {site} mijn gegevens gebruikt om dit bezoek te plannen en mij daarover te contacteren, zoals beschreven in de privacyverklaring.',
    fr: "J'accepte que l'agence {site} utilise mes données pour organiser cette visite et me contacter à ce sujet, comme décrit dans la déclaration de confidentialité.",
    en: 'I agree that {site} uses my details to arrange this viewing and contact me about it, as described in the privacy statement.',
    de: 'Ich bin damit einverstanden, dass {site} meine Daten verwendet, um diese Besichtigung zu planen und mich dazu zu kontaktieren, wie in der Datenschutzerklärung beschrieben.',
  },
});

/**
 * The consent text of the free valuation request, seeded with every site (`seedConsentTexts`).
 */
export const VALUATION_AGREEMENT: AgreementText = Object.freeze({
  id: 4,
  key: 'valuation',
  version: '2026-12',
  title: { nl: 'Toestemming', fr: 'Consentement', en: 'Consent', de: 'Einwilligung' },
  body: {
    nl: 'Ik ga ermee akkoord dat {site} mijn gegevens gebruikt om mijn pand te waarderen en mij daarover te contacteren, zoals beschreven in de privacyverklaring.',
    fr: "J'accepte que l'agence {site} utilise mes données pour estimer mon bien et me contacter à ce sujet, comme décrit dans la déclaration de confidentialité.",
    en: 'I agree that {site} uses my details to value my property and contact me about it, as described in the privacy statement.',
    de: 'Ich bin damit einverstanden, dass {site} meine Daten verwendet, um meine Immobilie zu bewerten und mich dazu zu kontaktieren, wie in der Datenschutzerklärung beschrieben.',
  },
});

/** A SQL string literal of a text (single quotes doubled). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Every consent text a site starts with, oldest first. */
const SEED_AGREEMENTS: readonly AgreementText[] = [
  ...DEFAULT_AGREEMENTS,
  APPOINTMENT_AGREEMENT,
  VALUATION_AGREEMENT,
];

/**
 * The INSERT of `texts` for the sites of `source`, a SQL row source with the columns `id` and
 * `name` (e.g. `(SELECT id, name FROM sites) AS s`); `{site}` becomes the name. A text a site
 * already has (same id, or same form and version) is left as it is.
 */
function agreementsSql(texts: readonly AgreementText[], source: string): string {
  return texts
    .map(
      (a) =>
        `INSERT INTO agreements (site_id, id, key, version, required, title, body)
SELECT s.id, ${a.id}, ${literal(a.key)}, ${literal(a.version)}, true, ${literal(JSON.stringify(a.title))}::jsonb,
  replace(${literal(JSON.stringify(a.body))}, '{site}', replace(replace(s.name, '\\', '\\\\'), '"', '\\"'))::jsonb
FROM ${source}
ON CONFLICT DO NOTHING;`,
    )
    .join('\n');
}

/**
 * Inserts the consent texts of one new site (seeding): the contact and keep-me-informed forms',
 * the appointment forms' and the valuation request's.
 */
export async function insertDefaultAgreements(db: Queryable, siteId: number): Promise<void> {
  const source = `(SELECT id, name FROM sites WHERE id = ${Number(siteId)}) AS s`;
  await db.exec(agreementsSql(SEED_AGREEMENTS, source));
}

/**
 * Gives every site the consent texts it lacks (by id), as seed data after the migrations: a
 * site created before a form asked for consent gets that form's text, while the schema's
 * migrations hold no content. Writes nothing (and so leaves the data version alone) when every
 * site has them all.
 * @returns how many texts were missing (0: nothing written)
 */
export async function seedConsentTexts(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sites s CROSS JOIN unnest($1::int[]) AS t (id)
     WHERE NOT EXISTS (SELECT 1 FROM agreements a WHERE a.site_id = s.id AND a.id = t.id)`,
    [SEED_AGREEMENTS.map((a) => a.id)],
  );
  const missing = rows[0]?.n ?? 0;
  if (missing > 0)
    await db.exec(agreementsSql(SEED_AGREEMENTS, '(SELECT id, name FROM sites) AS s'));
  return missing;
}

interface AgreementRow {
  id: number;
  key: string;
  version: string;
  required: boolean;
  title: Partial<Record<Locale, string>>;
  body: Partial<Record<Locale, string>>;
}

/** The consent texts of a site as they are now (CurrentAgreements). */
export interface CurrentAgreements {
  /** One Agreement per form key, sorted by id. */
  texts: Agreement[];
  /**
   * Whether a text is still to come (its `valid_from` in the future): the current texts then
   * change by date alone, with no write that would bump the data version.
   */
  waiting: boolean;
}

/**
 * The current consent text of each form of a site, in `locale` (SPEC §7 GET /agreements): the
 * newest text of each key whose `valid_from` has come, read with one query.
 */
export async function currentAgreements(
  db: Queryable,
  siteId: number,
  locale: Locale,
): Promise<CurrentAgreements> {
  const { rows } = await db.query<AgreementRow & { current: boolean }>(
    `SELECT id, key, version, required, title, body, valid_from <= now() AS current
     FROM agreements WHERE site_id = $1
     ORDER BY key, valid_from DESC, id DESC`,
    [siteId],
  );
  const newest = new Map<string, AgreementRow>();
  for (const row of rows) if (row.current && !newest.has(row.key)) newest.set(row.key, row);
  const texts = [...newest.values()]
    .map((row) => ({
      id: row.id,
      key: row.key,
      version: row.version,
      required: row.required,
      title: row.title[locale] ?? row.title.nl ?? '',
      body: row.body[locale] ?? row.body.nl ?? '',
    }))
    .sort((a, b) => a.id - b.id);
  return { texts, waiting: rows.some((row) => !row.current) };
}

/**
 * The consent text of a form that a visitor agreed to: its id when `version` is a version of
 * that form's text on the site (the current one or an earlier one), else null.
 */
export async function agreementOf(
  db: Queryable,
  siteId: number,
  key: AgreementKey,
  version: string,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM agreements WHERE site_id = $1 AND key = $2 AND version = $3',
    [siteId, key, version],
  );
  return rows[0]?.id ?? null;
}
