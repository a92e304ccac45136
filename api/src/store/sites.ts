/** Reads of the `sites` table. */
import type { Site } from '../contract/domain';
import type { Queryable } from '../db/database';

/**
 * The site of an id.
 * @returns the Site record, or null when there is no such site
 */
export async function findSite(db: Queryable, id: number): Promise<Site | null> {
  const { rows } = await db.query<{ data: Site }>('SELECT data FROM sites WHERE id = $1', [id]);
  return rows[0]?.data ?? null;
}

/**
 * The site of a hostname (case-insensitive, port ignored), falling back to the default site (the
 * lowest id) for an unknown hostname, so that `localhost`, `127.0.0.1` or any preview host work.
 * @returns the Site record, or null only when there is no site at all
 */
export async function findSiteByHostname(db: Queryable, hostname: string): Promise<Site | null> {
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '');
  const { rows } = await db.query<{ data: Site }>(
    'SELECT data FROM sites ORDER BY (lower(hostname) = $1) DESC, id LIMIT 1',
    [host],
  );
  return rows[0]?.data ?? null;
}
