/**
 * The sitemap of a site: every visible estate, project and unit with its slug
 * per language and its last change, for the site server's `/sitemap-{lang}.xml`.
 */
import type { Locale } from 'shared/domain';
import type { Estate, EstatePage } from '../contract/domain';
import type { SiteSitemap, SitemapKind } from '../contract/sitemap';
import { estateSlug, projectSlug } from 'shared/estate/slug';
import type { Queryable } from '../db/database';
import { LANGS } from '../reference/locales';

interface SitemapRow {
  id: string;
  parent_id: string | null;
  is_project: boolean;
  data: Estate;
  /** The project's `general` part, for a unit. */
  parent: Estate['general'] | null;
  last_change: Date | string;
}

/** A slug per language from `slugOf`. */
function slugsOf(estate: Estate, slugOf: (estate: Estate, locale: Locale) => string) {
  return Object.fromEntries(LANGS.map((locale) => [locale, slugOf(estate, locale)])) as Record<
    Locale,
    string
  >;
}

/**
 * Every visible estate of a site for its sitemap: estates whose transaction id is not in the
 * site's `hiddenStatus` (SPEC §5 visibility), and units only when their project is visible too;
 * projects' last change is the latest of the project and its units. Ordered by id.
 * @param db the database
 * @param siteId the site
 * @param hiddenStatus transaction ids left out (the site setting)
 */
export async function findSitemap(
  db: Queryable,
  siteId: number,
  hiddenStatus: readonly number[],
): Promise<SiteSitemap> {
  const { rows } = await db.query<SitemapRow>(
    `SELECT e.id, e.parent_id, e.is_project,
            e.data - 'children' - 'layout' - 'pictures' - 'salesRep' AS data,
            CASE WHEN e.parent_id IS NULL THEN NULL
                 ELSE p.data->'general' END AS parent,
            greatest(e.changed_at,
                     (SELECT max(u.changed_at) FROM estates u
                       WHERE u.parent_id = e.id AND u.transaction_id <> ALL($2::int[])))
              AS last_change
       FROM estates e
       LEFT JOIN estates p ON p.id = e.parent_id
      WHERE e.site_id = $1
        AND e.transaction_id <> ALL($2::int[])
        AND (e.parent_id IS NULL
             OR (p.site_id = $1 AND p.transaction_id <> ALL($2::int[])))
      ORDER BY e.id`,
    [siteId, hiddenStatus.map(Number)],
  );
  const { rows: landing } = await db.query<{ id: number; data: EstatePage }>(
    'SELECT id, data FROM estate_pages WHERE site_id = $1 ORDER BY id',
    [siteId],
  );
  return {
    landingPages: landing.map((row) => ({ id: row.id, slugs: row.data.slugs })),
    estates: rows.map((row) => {
      const kind: SitemapKind = row.parent_id ? 'unit' : row.is_project ? 'project' : 'estate';
      const slugs =
        kind === 'unit' && row.parent
          ? slugsOf({ general: row.parent } as Estate, projectSlug)
          : slugsOf(row.data, kind === 'project' ? projectSlug : estateSlug);
      return {
        id: row.id,
        kind,
        parentId: row.parent_id,
        slugs,
        lastChange: new Date(row.last_change).toISOString(),
      };
    }),
  };
}
