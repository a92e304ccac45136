/** Reads of translations, navigation menus, pages, entities and estate collections. */
import type { Locale, LocalizedText } from 'shared/domain';
import type {
  Entity,
  EntityItem,
  EstateCollection,
  EstatePage,
  NavigationMenu,
  Page,
  Translations,
} from '../contract/domain';
import type { Queryable } from '../db/database';

/**
 * The site phrases of a language, of site `siteId` when that site exists, else of the default
 * site (the lowest id).
 * @returns a key to text map (empty when the language has none)
 */
export async function findTranslations(
  db: Queryable,
  lang: Locale,
  siteId?: number,
): Promise<Translations> {
  const { rows } = await db.query<{ key: string; value: string }>(
    `SELECT key, value FROM translations
     WHERE lang = $1 AND site_id = COALESCE(
       (SELECT id FROM sites WHERE id = $2), (SELECT min(id) FROM sites))
     ORDER BY key`,
    [lang, siteId ?? null],
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/**
 * A navigation menu of a site.
 * @returns the menu, or null when the site has no menu of that name
 */
export async function findMenu(
  db: Queryable,
  siteId: number,
  name: string,
): Promise<NavigationMenu | null> {
  const { rows } = await db.query<{ data: NavigationMenu }>(
    'SELECT data FROM navigation WHERE site_id = $1 AND name = $2',
    [siteId, name],
  );
  return rows[0]?.data ?? null;
}

/** Every page of a site, by id. */
export async function findPages(db: Queryable, siteId: number): Promise<Page[]> {
  const { rows } = await db.query<{ data: Page }>(
    'SELECT data FROM pages WHERE site_id = $1 ORDER BY id',
    [siteId],
  );
  return rows.map((r) => r.data);
}

/**
 * A page by id.
 * @returns the page, or null
 */
export async function findPage(db: Queryable, siteId: number, id: number): Promise<Page | null> {
  const { rows } = await db.query<{ data: Page }>(
    'SELECT data FROM pages WHERE site_id = $1 AND id = $2',
    [siteId, id],
  );
  return rows[0]?.data ?? null;
}

/**
 * A page by its url in any language, preferring the given language when two pages share a url.
 * @param url the page url without leading or trailing slashes, e.g. 'privacy-statement'
 * @returns the page, or null
 */
export async function findPageByUrl(
  db: Queryable,
  siteId: number,
  url: string,
  lang: Locale,
): Promise<Page | null> {
  const { rows } = await db.query<{ data: Page }>(
    `SELECT data FROM pages
      WHERE site_id = $1 AND $2 IN (url_nl, url_fr, url_en, url_de)
      ORDER BY (url_${lang} = $2) DESC NULLS LAST, id LIMIT 1`,
    [siteId, url],
  );
  return rows[0]?.data ?? null;
}

/**
 * A landing page by its two path segments in any language, preferring the given language when
 * two pages share them (SPEC §7 GET /estate-pages/{a}/{b}).
 * @returns the page, or null
 */
export async function findEstatePage(
  db: Queryable,
  siteId: number,
  a: string,
  b: string,
  lang: Locale,
): Promise<EstatePage | null> {
  const { rows } = await db.query<{ data: EstatePage }>(
    `SELECT data FROM estate_pages
      WHERE site_id = $1 AND ($2, $3) IN ((a_nl, b_nl), (a_fr, b_fr), (a_en, b_en), (a_de, b_de))
      ORDER BY (a_${lang} = $2 AND b_${lang} = $3) DESC, id LIMIT 1`,
    [siteId, a, b],
  );
  return rows[0]?.data ?? null;
}

/** The entities of a site with their items, in their display order. */
export async function findEntities(
  db: Queryable,
  siteId: number,
): Promise<Array<Entity & { items: EntityItem[] }>> {
  const { rows } = await db.query<{ name: string; items: EntityItem[] }>(
    'SELECT name, items FROM entities WHERE site_id = $1 ORDER BY position, name',
    [siteId],
  );
  return rows.map((r) => ({ name: r.name, items: r.items }));
}

/**
 * The items of one entity.
 * @returns the items, or null when the site has no entity of that name
 */
export async function findEntityItems(
  db: Queryable,
  siteId: number,
  name: string,
): Promise<EntityItem[] | null> {
  const { rows } = await db.query<{ items: EntityItem[] }>(
    'SELECT items FROM entities WHERE site_id = $1 AND name = $2',
    [siteId, name],
  );
  return rows[0]?.items ?? null;
}

/** An estate collection with the id and title of each of its estates (GET /estate-collections/{id}). */
export type CollectionAnswer = EstateCollection & {
  /** The collection's estates in `estateIds` order (ids the site does not have are left out). */
  estates: { id: string; title: LocalizedText }[];
};

/**
 * An estate collection, with `estates`: the id and title of each estate of `estateIds`.
 * @returns the collection, or null
 */
export async function findCollection(
  db: Queryable,
  siteId: number,
  id: number,
): Promise<CollectionAnswer | null> {
  const { rows } = await db.query<{ data: EstateCollection }>(
    'SELECT data FROM estate_collections WHERE site_id = $1 AND id = $2',
    [siteId, id],
  );
  const collection = rows[0]?.data;
  if (!collection) return null;
  const { rows: titles } = await db.query<{ id: string; title: LocalizedText }>(
    "SELECT id, data->'general'->'title' AS title FROM estates WHERE site_id = $1 AND id = ANY($2::text[])",
    [siteId, collection.estateIds],
  );
  const byId = new Map(titles.map((t) => [t.id, t.title]));
  const estates = collection.estateIds.flatMap((estateId) => {
    const title = byId.get(estateId);
    return title ? [{ id: estateId, title }] : [];
  });
  return { ...collection, estates };
}
