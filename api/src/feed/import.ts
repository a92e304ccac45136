/**
 * Importing the agency's feed into the database (SPEC §1): every record
 * validated on its own (feed/validate.ts), the valid ones upserted in batches, one transaction per
 * batch (parents before their units), estates a full feed no longer lists withdrawn (moved to
 * `withdrawn_estates` with their second-source listing, never deleted), and a report. Running the
 * same feed twice changes nothing the second time. A bad record never stops the others. The demo
 * seed goes through it too (db/seed.ts).
 */
import type { Estate, SkarabeeListing } from '../contract/domain';
import type { Database, Queryable } from '../db/database';
import { ESTATE_COLUMNS, estateRow } from '../db/estate-row';
import { checkEstate, checkListing, type FeedProblem } from './validate';

/** Estates per batch (one statement and one transaction each). */
export const FEED_BATCH = 500;

/** A feed to import, as read (see feed/read.ts) or built (the demo seed). */
export interface FeedInput {
  /** The site whose estates these are. */
  site: number;
  /** True when the feed lists every estate of the site: the others are withdrawn. */
  full: boolean;
  /** Estate records (SPEC §3), not validated yet. */
  estates: readonly unknown[];
  /** Second-source listings (SPEC §3 dotted model), not validated yet. */
  listings?: readonly unknown[];
  /**
   * Why the feed stopped early (a truncated file), or null: then nothing is withdrawn, since
   * the estates after the cut are unknown.
   */
  broken?: string | null;
}

/** Counts of one kind of record. */
export interface FeedCounts {
  added: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

/** What an import did. */
export interface FeedReport {
  site: number;
  estates: FeedCounts & {
    /** Estates of the site the full feed did not list, moved to withdrawn_estates. */
    withdrawn: number;
  };
  listings: FeedCounts;
  /** Why each refused record was refused (record, field, reason). */
  problems: FeedProblem[];
  /** What was changed in accepted records (a -1 amount read as no value). */
  warnings: FeedProblem[];
  /** The reason the feed stopped early, or null. */
  broken: string | null;
}

const emptyCounts = (): FeedCounts => ({ added: 0, updated: 0, unchanged: 0, rejected: 0 });

/** The INSERT ... ON CONFLICT of a batch of rows (one jsonb parameter), answering what changed. */
const UPSERT_ESTATES = (() => {
  const names = ESTATE_COLUMNS.map(([name]) => name);
  const types = ESTATE_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');
  const set = names
    .filter((name) => name !== 'id')
    .map((name) => `${name} = excluded.${name}`)
    .join(', ');
  return (
    `INSERT INTO estates (${names.join(', ')}) SELECT ${names.join(', ')} ` +
    `FROM jsonb_to_recordset($1::jsonb) AS r(${types}) ` +
    `ON CONFLICT (id) DO UPDATE SET ${set} ` +
    'WHERE estates.site_id = excluded.site_id AND estates.data IS DISTINCT FROM excluded.data ' +
    "RETURNING id, xmax::text = '0' AS inserted"
  );
})();

const UPSERT_LISTINGS =
  'INSERT INTO skarabee_listings (site_id, id, guid, estate_id, data) ' +
  'SELECT $1, id, guid, estate_id, data FROM jsonb_to_recordset($2::jsonb) ' +
  'AS r(id text, guid text, estate_id text, data jsonb) ' +
  'ON CONFLICT (site_id, id) DO UPDATE SET guid = excluded.guid, estate_id = excluded.estate_id, ' +
  'data = excluded.data WHERE skarabee_listings.data IS DISTINCT FROM excluded.data ' +
  'OR skarabee_listings.guid IS DISTINCT FROM excluded.guid ' +
  'OR skarabee_listings.estate_id IS DISTINCT FROM excluded.estate_id ' +
  "RETURNING id, xmax::text = '0' AS inserted";

/**
 * Imports a feed.
 * @param db the migrated database; the site must exist
 * @param feed the site, whether the feed is full, its records and whether it was cut short
 * @param batchSize estates per transaction (default FEED_BATCH)
 * @returns the report: estates and listings added, updated, unchanged, rejected; estates
 *   withdrawn; each refused record's problems (record position and id, field, reason)
 * @throws when the site does not exist, or a database statement fails (the batches before it
 *   stay imported; running the feed again goes on from there)
 */
export async function importFeed(
  db: Database,
  feed: FeedInput,
  batchSize = FEED_BATCH,
): Promise<FeedReport> {
  const { rows: sites } = await db.query<{ id: number }>('SELECT id FROM sites WHERE id = $1', [
    feed.site,
  ]);
  if (sites.length === 0) throw new Error(`Site ${feed.site} does not exist`);
  const report: FeedReport = {
    site: feed.site,
    estates: { ...emptyCounts(), withdrawn: 0 },
    listings: emptyCounts(),
    problems: [],
    warnings: [],
    broken: feed.broken ?? null,
  };

  // 1. Each record on its own; the first of two records with one id wins.
  const valid = new Map<string, { estate: Estate; position: number }>();
  /** Every id the feed names (refused records included: their stored estate is not withdrawn). */
  const named = new Map<string, number>();
  feed.estates.forEach((record, i) => {
    const check = checkEstate(record, i + 1);
    const id = check.estate?.id ?? check.problems[0]?.id ?? null;
    const first = id === null ? undefined : named.get(id);
    if (id !== null && first !== undefined) {
      report.problems.push({
        kind: 'estate',
        record: i + 1,
        id,
        field: 'id',
        reason: `duplicate: id ${id} is already record ${first}`,
      });
      report.estates.rejected++;
      return;
    }
    if (id !== null) named.set(id, i + 1);
    report.warnings.push(...check.warnings);
    if (!check.estate) {
      report.problems.push(...check.problems);
      report.estates.rejected++;
      return;
    }
    valid.set(check.estate.id, { estate: check.estate, position: i + 1 });
  });

  // 2. Ids of another site, and units whose project is neither in the feed nor stored.
  const ids = [...valid.keys()];
  const { rows: stored } = await db.query<{ id: string; site_id: number; is_project: boolean }>(
    'SELECT id, site_id, is_project FROM estates WHERE id = ANY($1::text[])',
    [[...ids, ...[...valid.values()].flatMap(({ estate }) => estate.general.parentId ?? [])]],
  );
  const storedById = new Map(stored.map((row) => [row.id, row]));
  const refuse = (id: string, field: string, reason: string) => {
    const entry = valid.get(id);
    if (!entry) return;
    valid.delete(id);
    report.problems.push({ kind: 'estate', record: entry.position, id, field, reason });
    report.estates.rejected++;
  };
  for (const id of ids) {
    const row = storedById.get(id);
    if (row && row.site_id !== feed.site)
      refuse(id, 'id', `id ${id} belongs to site ${row.site_id}`);
  }
  for (const { estate } of [...valid.values()]) {
    const parentId = estate.general.parentId;
    if (parentId === null) continue;
    const parent = valid.get(parentId)?.estate;
    const storedParent = storedById.get(parentId);
    const ok = parent
      ? parent.general.project && parent.general.parentId === null
      : !feed.full && storedParent?.site_id === feed.site && storedParent.is_project;
    if (!ok)
      refuse(
        estate.id,
        'general.parentId',
        `project ${parentId} is not ${feed.full ? 'in the feed' : 'in the feed or stored'} as a project`,
      );
  }

  // 3. Upsert in batches, projects and standalone estates before units.
  const ordered = [...valid.values()]
    .map(({ estate }) => estate)
    .sort((a, b) => Number(a.general.parentId !== null) - Number(b.general.parentId !== null));
  for (let i = 0; i < ordered.length; i += batchSize) {
    const batch = ordered.slice(i, i + batchSize);
    const changed = await db.transaction(async (tx) => {
      const rows = batch.map((estate) => estateRow(feed.site, estate));
      const { rows: answered } = await tx.query<{ id: string; inserted: boolean }>(UPSERT_ESTATES, [
        JSON.stringify(rows),
      ]);
      // An estate listed again is no longer withdrawn.
      await tx.query('DELETE FROM withdrawn_estates WHERE site_id = $1 AND id = ANY($2::text[])', [
        feed.site,
        batch.map((estate) => estate.id),
      ]);
      return answered;
    });
    const added = changed.filter((row) => row.inserted).length;
    report.estates.added += added;
    report.estates.updated += changed.length - added;
    report.estates.unchanged += batch.length - changed.length;
  }

  // 4. Withdraw what a whole full feed no longer lists (and the units of those projects).
  if (feed.full && report.broken === null) {
    report.estates.withdrawn = await withdrawMissing(db, feed.site, [...named.keys()]);
  }

  // 5. Second-source listings, linked to their estate by external_id.
  await importListings(db, feed, valid, report);
  return report;
}

/**
 * Moves the estates of `site` whose id is not in `listed`, and the units of those projects, to
 * withdrawn_estates (with their second-source listing), in one transaction.
 * @returns how many were withdrawn
 */
async function withdrawMissing(db: Database, site: number, listed: string[]): Promise<number> {
  return db.transaction(async (tx: Queryable) => {
    const gone = `SELECT id FROM estates WHERE site_id = $1 AND (NOT (id = ANY($2::text[]))
      OR parent_id IN (SELECT id FROM estates WHERE site_id = $1 AND NOT (id = ANY($2::text[]))))`;
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO withdrawn_estates (site_id, id, data, listing)
       SELECT e.site_id, e.id, e.data,
         (SELECT l.data FROM skarabee_listings l WHERE l.site_id = e.site_id AND l.estate_id = e.id LIMIT 1)
       FROM estates e WHERE e.id IN (${gone})
       ON CONFLICT (site_id, id) DO UPDATE SET withdrawn_at = now(), data = excluded.data,
         listing = excluded.listing
       RETURNING id`,
      [site, listed],
    );
    if (rows.length > 0) {
      await tx.query('DELETE FROM estates WHERE site_id = $1 AND id = ANY($2::text[])', [
        site,
        rows.map((row) => row.id),
      ]);
    }
    return rows.length;
  });
}

/** Validates and upserts the feed's listings (one transaction per batch). */
async function importListings(
  db: Database,
  feed: FeedInput,
  valid: ReadonlyMap<string, { estate: Estate }>,
  report: FeedReport,
): Promise<void> {
  const listings: SkarabeeListing[] = [];
  const seen = new Map<string, number>();
  (feed.listings ?? []).forEach((record, i) => {
    const check = checkListing(record, i + 1);
    if (!check.listing) {
      report.problems.push(...check.problems);
      report.listings.rejected++;
      return;
    }
    const first = seen.get(check.listing.id);
    if (first !== undefined) {
      report.problems.push({
        kind: 'listing',
        record: i + 1,
        id: check.listing.id,
        field: 'id',
        reason: `duplicate: id ${check.listing.id} is already record ${first}`,
      });
      report.listings.rejected++;
      return;
    }
    seen.set(check.listing.id, i + 1);
    listings.push(check.listing);
  });
  if (listings.length === 0) return;
  // The estate of each listing: in the feed, else stored (a partial feed).
  const { rows: stored } = await db.query<{ id: string; guid: string | null }>(
    "SELECT id, data #>> '{general,guid}' AS guid FROM estates WHERE site_id = $1 AND id = ANY($2::text[])",
    [feed.site, listings.map((listing) => listing.external_id)],
  );
  const guids = new Map<string, string | null>(stored.map((row) => [row.id, row.guid]));
  for (const [id, { estate }] of valid) guids.set(id, estate.general.guid);
  for (let i = 0; i < listings.length; i += FEED_BATCH) {
    const rows = listings.slice(i, i + FEED_BATCH).map((listing) => ({
      id: listing.id,
      guid: guids.get(listing.external_id) || listing.id,
      estate_id: guids.has(listing.external_id) ? listing.external_id : null,
      data: listing,
    }));
    const changed = await db.transaction(async (tx) => {
      const { rows: answered } = await tx.query<{ id: string; inserted: boolean }>(
        UPSERT_LISTINGS,
        [feed.site, JSON.stringify(rows)],
      );
      return answered;
    });
    const added = changed.filter((row) => row.inserted).length;
    report.listings.added += added;
    report.listings.updated += changed.length - added;
    report.listings.unchanged += rows.length - changed.length;
  }
}
