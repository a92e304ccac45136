/**
 * Estate fixtures and database set-ups that several API tests share (routes, EXPLAIN, the real
 * PostgreSQL server). Test support only: nothing here runs in the API.
 */
import type { Estate } from '../contract/domain';
import type { Database, Queryable } from '../db/database';
import { FormTokens, formTokenSecret } from '../forms/form-token';
import { ESTATE_COLUMNS, estateRow, foldName, type EstateRow } from '../db/estate-row';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { insertEstates } from '../db/seed';

/**
 * 45 copies of standalone estates (ids `groups-0`…) of which some have no subtype (every 6th), no
 * city (every 9th, from the 2nd) or no head type (every 11th, from the 3rd): id 0, the "no key"
 * of SPEC §9 groupings ("Projecten"). The alternate-source mark (guid) is removed.
 */
export function estatesWithoutKeys(source: readonly Estate[]): Estate[] {
  return source
    .filter((e) => !e.general.project)
    .slice(0, 45)
    .map((original, i) => {
      const e = structuredClone(original);
      e.id = `groups-${i}`;
      e.general.id = e.id;
      e.general.guid = null;
      if (i % 6 === 0) e.general.subType = { id: 0, name: {} };
      if (i % 9 === 1) e.general.address.city = { id: 0, zip: '', name: {} };
      if (i % 11 === 2) e.general.headType = { id: 0 };
      return e;
    });
}

/** The columns migration 004 adds for sorting, and the city names it may clear. */
export const SORT_COLUMNS_004: readonly string[] = [
  'head_type_rank',
  'status_rank',
  'sub_type_key',
  'city_key',
  ...(['nl', 'fr', 'en', 'de'] as const).flatMap((l) => [`sub_type_name_${l}`, `city_name_${l}`]),
];

/** What `upgradeFrom003` answers: the ids of the migrations it applied and the rows to compare. */
export interface Upgrade004 {
  /** Migrations applied to `old` before its rows (001–003), then after them (004). */
  applied: { before: string[]; after: string[] };
  /** The rows as the code before migration 004 wrote them into `old`. */
  legacyRows: EstateRow[];
  /** Per database, `id` and SORT_COLUMNS_004 of every estate, by id. */
  old: Record<string, unknown>[];
  fresh: Record<string, unknown>[];
}

/**
 * The upgrade path of migration 004 on two empty databases of one kind: `old` is migrated to 003
 * and filled as the code before 004 wrote estates (no subtype names; city names also for the
 * estates whose city id is 0), then migrated to the end; `fresh` is migrated and filled by the
 * current code. The estates are one of every subtype of `demo` (accented names included) and 30
 * more, some without subtype, city or head type key, some with transaction 12. Site 1 is created
 * in both.
 */
export async function upgradeFrom003(
  old: Database,
  fresh: Database,
  demo: readonly Estate[],
): Promise<Upgrade004> {
  const standalone = demo.filter((e) => e.general.parentId === null && !e.general.project);
  const bySubType = new Map(standalone.map((e) => [e.general.subType.id, e]));
  const sources = [...new Set([...bySubType.values(), ...standalone.slice(0, 30)])];
  const estates: Estate[] = sources.map((source, i) => {
    const e = structuredClone(source);
    if (i % 5 === 0) e.general.subType = { id: 0, name: { nl: 'Geen' } };
    if (i % 7 === 1) e.general.address.city = { ...e.general.address.city, id: 0 };
    if (i % 11 === 2) e.general.headType = { id: 0 };
    if (i % 13 === 3) e.general.transaction = { ...e.general.transaction, id: 12 };
    return e;
  });
  const before = await migrate(
    old,
    MIGRATIONS.filter((m) => m.id < '004'),
  );
  await migrate(fresh);
  const site = "INSERT INTO sites (id, hostname, name, data) VALUES (1, 'a', 'A', '{}')";
  await old.exec(site);
  await fresh.exec(site);
  const columns = ESTATE_COLUMNS.filter(([name]) => !name.startsWith('sub_type_name_'));
  const names = columns.map(([name]) => name).join(', ');
  const types = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  const legacyRows = estates.map((e): EstateRow => {
    const city = e.general.address.city;
    return {
      ...estateRow(1, e),
      city_name_nl: foldName(city.name.nl),
      city_name_fr: foldName(city.name.fr),
      city_name_en: foldName(city.name.en),
      city_name_de: foldName(city.name.de),
    };
  });
  await old.query(
    `INSERT INTO estates (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${types})`,
    [JSON.stringify(legacyRows)],
  );
  const after = await migrate(old);
  await insertEstates(fresh, 1, estates);
  const read = async (db: Database) =>
    (
      await db.query<Record<string, unknown>>(
        `SELECT id, ${SORT_COLUMNS_004.join(', ')} FROM estates ORDER BY id`,
      )
    ).rows;
  return { applied: { before, after }, legacyRows, old: await read(old), fresh: await read(fresh) };
}

/**
 * A form token of a site, issued a minute ago (older than any least fill time of the tests), by
 * the key the API keeps in the database: what a browser would send after filling a form in.
 * @param db the database of the API under test (the same key for every instance on it)
 * @param siteId the site the form is on (1 by default)
 */
export async function formTokenFor(db: Queryable, siteId = 1): Promise<string> {
  return new FormTokens(() => formTokenSecret(db, ''), 0, 3_600_000).issue(
    siteId,
    Date.now() - 60_000,
  );
}

/**
 * A form's body with a form token of its site added (see formTokenFor), unless it has a
 * `formToken` key already (a test of the token's own refusals) or is not an object.
 */
export async function withFormToken(db: Queryable, body: unknown, siteId = 1): Promise<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'formToken' in body)
    return body;
  return { ...body, formToken: await formTokenFor(db, siteId) };
}
