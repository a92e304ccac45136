/** Reads of second-source listings (SPEC §7 GET /estates/skarabee/{id}). */
import type { SkarabeeListing } from '../contract/domain';
import type { Queryable } from '../db/database';

/**
 * A second-source listing, by the `general.guid` of its estate or by its own id.
 * @returns the listing, or null when the site has none with that guid or id
 */
export async function findSkarabeeListing(
  db: Queryable,
  siteId: number,
  idOrGuid: string,
): Promise<SkarabeeListing | null> {
  const { rows } = await db.query<{ data: SkarabeeListing }>(
    `SELECT data FROM skarabee_listings
      WHERE site_id = $1 AND (guid = $2 OR id = $2)
      ORDER BY (guid = $2) DESC
      LIMIT 1`,
    [siteId, idOrGuid],
  );
  return rows[0]?.data ?? null;
}
