/** Reads of single estates, their units and their contacts. */
import type { ContactInfo, Estate, SearchResult } from '../contract/domain';
import type { Queryable } from '../db/database';

/**
 * An estate record without its children.
 * @returns the record, or null when the site has no estate of that id
 */
export async function findEstate(
  db: Queryable,
  siteId: number,
  id: string,
): Promise<Estate | null> {
  const { rows } = await db.query<{ data: Estate }>(
    'SELECT data FROM estates WHERE site_id = $1 AND id = $2',
    [siteId, id],
  );
  return rows[0]?.data ?? null;
}

/**
 * The units of a project, sorted by floor (SPEC §3, §9; no floor last), then by id.
 * @returns the unit records (empty for an estate without units)
 */
export async function findChildren(
  db: Queryable,
  siteId: number,
  parentId: string,
): Promise<Estate[]> {
  // One JSON text instead of one jsonb per row: PGlite decodes a single large value much faster.
  const { rows } = await db.query<{ children: string | null }>(
    `SELECT json_agg(data ORDER BY floor ASC NULLS LAST, id)::text AS children
       FROM estates WHERE site_id = $1 AND parent_id = $2`,
    [siteId, parentId],
  );
  const text = rows[0]?.children;
  return text ? (JSON.parse(text) as Estate[]) : [];
}

/**
 * The full estate of GET /estates/v2/{id}: the record with `children`, its units sorted by floor.
 * @returns the estate, or null when unknown
 */
export async function findEstateWithChildren(
  db: Queryable,
  siteId: number,
  id: string,
): Promise<Estate | null> {
  const [estate, children] = await Promise.all([
    findEstate(db, siteId, id),
    findChildren(db, siteId, id),
  ]);
  return estate ? { ...estate, children } : null;
}

/**
 * The group of GET /estates/group/{id}: a project followed by its units sorted by floor. For a
 * unit, its project's group; for an estate outside any project, that estate alone.
 * @returns the group as a search answer (total = number of results), or null when the id is unknown
 */
export async function findGroup(
  db: Queryable,
  siteId: number,
  id: string,
): Promise<SearchResult<Estate> | null> {
  const estate = await findEstate(db, siteId, id);
  if (!estate) return null;
  const head = estate.general.parentId
    ? ((await findEstate(db, siteId, estate.general.parentId)) ?? estate)
    : estate;
  const children = await findChildren(db, siteId, head.id);
  const results = [head, ...children];
  return { total: { value: results.length }, results };
}

/**
 * The contact of an estate: its sales representative (SPEC §7 contact-info).
 * @returns `{ found: false }` for an unknown estate, `{ found: true, contact: null }` when it has no
 *   sales representative
 */
export async function findContactInfo(
  db: Queryable,
  siteId: number,
  id: string,
): Promise<{ found: false } | { found: true; contact: ContactInfo | null }> {
  const { rows } = await db.query<{ rep: Estate['salesRep'] }>(
    "SELECT data->'salesRep' AS rep FROM estates WHERE site_id = $1 AND id = $2",
    [siteId, id],
  );
  if (rows.length === 0) return { found: false };
  const rep = rows[0]?.rep ?? null;
  if (!rep) return { found: true, contact: null };
  return {
    found: true,
    contact: {
      firstname: rep.firstname,
      lastname: rep.lastname,
      phone: rep.phone,
      mobile: rep.mobile,
      email: rep.email,
      picture: rep.picture,
    },
  };
}
