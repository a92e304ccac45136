/**
 * Seeds a database with the demo data (demo/generate.ts). Inserts go in batches through
 * `jsonb_to_recordset` (one parameter per batch) inside one transaction, so an empty PGlite is
 * seeded in well under a second.
 */
import type { Estate } from '../contract/domain';
import type { RentalUnit } from '../contract';
import type { DemoData } from '../demo/generate';
import { generateDemoData } from '../demo/generate';
import type { RentalDemoData } from '../demo/rentals';
import { generateSecondSiteData } from '../demo/second-site';
import { ARDENNES_SALES_REPS, SALES_REPS } from '../demo/catalog';
import type { Database, Queryable } from './database';
import { importFeed } from '../feed/import';
import { problemLine } from '../feed/validate';
import { ESTATE_COLUMNS, estateRow } from './estate-row';
import { insertDefaultAgreements } from '../engagement/agreements';
import { seedDemoAgendas } from '../agenda/demo-agendas';
import { LEGAL_PAGE_IDS } from '../demo/legal';

/** Estates per INSERT statement. */
const BATCH = 500;

/**
 * Inserts estates of a site, parents before their units.
 * @param estates flat estates (units carry `general.parentId`); `children` are not inserted
 * @throws the SQL error on a duplicate id or a unit whose parent is missing
 */
export async function insertEstates(
  db: Queryable,
  siteId: number,
  estates: readonly Estate[],
): Promise<void> {
  const ordered = [...estates].sort(
    (a, b) => Number(a.general.parentId !== null) - Number(b.general.parentId !== null),
  );
  const names = ESTATE_COLUMNS.map(([name]) => name).join(', ');
  const types = ESTATE_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');
  const sql = `INSERT INTO estates (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${types})`;
  for (let i = 0; i < ordered.length; i += BATCH) {
    const rows = ordered.slice(i, i + BATCH).map((e) => estateRow(siteId, e));
    await db.query(sql, [JSON.stringify(rows)]);
  }
}

/**
 * Refreshes the planner statistics and the visibility map after a bulk load (VACUUM cannot run in
 * a transaction), so that searches can count with index-only scans. The first pass right after a
 * bulk load leaves much of the estates' visibility map unset (PostgreSQL 15: 1,846 of 3,243 pages
 * at 20,000 estates, so an index-only count still reads 4,000 table rows); a second pass sets
 * the rest, as autovacuum does over time in a running database, and skips what is already set.
 */
export async function vacuumAnalyze(db: Database): Promise<void> {
  await db.exec('VACUUM ANALYZE');
  await db.exec('VACUUM');
}

/**
 * Inserts the holiday rental units of a site with their periods, and the demo's
 * reservations with the nights they hold.
 * @throws the SQL error on a duplicate id or two reservations holding one night
 */
export async function insertRentalData(db: Queryable, rentals: RentalDemoData): Promise<void> {
  const units = rentals.units.map((unit) => {
    // Stored without periods (they have their own table) and search-only fields.
    const data: Partial<RentalUnit> = { ...unit };
    delete data.periods;
    delete data.lowestPrice;
    return {
      id: unit.id,
      location_id: unit.general.location.id,
      city_id: unit.general.city.id,
      sub_kind_id: unit.general.subKind.id,
      max_occupation: unit.general.maxOccupation,
      bedrooms: unit.rooms.bedrooms,
      garage: unit.general.garage,
      data,
    };
  });
  await db.query(
    `INSERT INTO rental_units (id, site_id, location_id, city_id, sub_kind_id, max_occupation, bedrooms, garage, data)
     SELECT id, $1, location_id, city_id, sub_kind_id, max_occupation, bedrooms, garage, data
       FROM jsonb_to_recordset($2::jsonb) AS r(id integer, location_id integer, city_id integer,
         sub_kind_id integer, max_occupation integer, bedrooms integer, garage boolean, data jsonb)`,
    [rentals.siteId, JSON.stringify(units)],
  );
  for (let i = 0; i < rentals.periods.length; i += 2000) {
    await db.query(
      `INSERT INTO rental_periods (id, rental_unit_id, period_type, arrival, departure, season, price)
       SELECT id, "rentalUnitId", type, start::date, "end"::date, season, price
         FROM jsonb_to_recordset($1::jsonb) AS r(id integer, "rentalUnitId" integer, type text,
           start text, "end" text, season text, price numeric)`,
      [JSON.stringify(rentals.periods.slice(i, i + 2000))],
    );
  }
  await db.query(
    `INSERT INTO rental_reservations (id, site_id, rental_unit_id, period_id, arrival, departure, status)
     SELECT id, $1, "rentalUnitId", "periodId", start::date, "end"::date, status
       FROM jsonb_to_recordset($2::jsonb) AS r(id text, "rentalUnitId" integer, "periodId" integer,
         start text, "end" text, status text)`,
    [rentals.siteId, JSON.stringify(rentals.reservations)],
  );
  await db.query(
    `INSERT INTO rental_unit_nights (rental_unit_id, night, reservation_id)
     SELECT rental_unit_id, night::date, id
       FROM rental_reservations, generate_series(arrival, departure - 1, interval '1 day') AS night
      WHERE site_id = $1`,
    [rentals.siteId],
  );
}

/**
 * Inserts landing pages of a site (SPEC §7 GET /estate-pages/{a}/{b}); a page the site has
 * already (another instance starting at the same time) is left as it is.
 */
async function insertEstatePages(
  db: Queryable,
  siteId: number,
  pages: readonly DemoData['estatePages'][number][],
): Promise<void> {
  for (const page of pages) {
    await db.query(
      `INSERT INTO estate_pages (site_id, id, a_nl, b_nl, a_fr, b_fr, a_en, b_en, a_de, b_de, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)
       ON CONFLICT (site_id, id) DO NOTHING`,
      [
        siteId,
        page.id,
        ...(['nl', 'fr', 'en', 'de'] as const).flatMap((l) => [page.slugs[l].a, page.slugs[l].b]),
        JSON.stringify(page),
      ],
    );
  }
}

/**
 * Inserts content pages of a site; with `replace`, a page the site has under the same id is
 * replaced by it (otherwise that is a conflict).
 * @returns the ids of the pages written
 */
async function insertPages(
  db: Queryable,
  siteId: number,
  pages: readonly DemoData['pages'][number][],
  replace = false,
): Promise<number[]> {
  const written: number[] = [];
  for (const page of pages) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO pages (site_id, id, url_nl, url_fr, url_en, url_de, data) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
       ${replace ? 'ON CONFLICT (site_id, id) DO UPDATE SET url_nl = excluded.url_nl, url_fr = excluded.url_fr, url_en = excluded.url_en, url_de = excluded.url_de, data = excluded.data' : ''}
       RETURNING id`,
      [
        siteId,
        page.id,
        page.url.nl ?? null,
        page.url.fr ?? null,
        page.url.en ?? null,
        page.url.de ?? null,
        JSON.stringify(page),
      ],
    );
    written.push(...rows.map((row) => row.id));
  }
  return written;
}

/**
 * Brings a demo site that an older demo seeded up to the demo's content, leaving alone what an
 * operator changed: the site phrases the demo added since (inserted where missing); estates shown
 * by a sales representative of the other demo agency get their own agency's one; and a site
 * without landing pages gets the demo's, with the footer menu that links them (the older second
 * agency's footer linked the first agency's pages, which its site does not have); the legal
 * mentions of its settings when it has none; the demo's pages it lacks (the rental conditions),
 * and its legal pages where they still hold the older demo's one-paragraph text (no heading).
 * Only the demo's own site is touched (its id, hostname and name), never an agency's real one.
 * @returns true when it changed anything
 */
export async function refreshDemoContent(db: Database, data: DemoData): Promise<boolean> {
  const siteId = data.site.id;
  return db.transaction(async (tx) => {
    const { rows: demo } = await tx.query<{ id: number }>(
      'SELECT id FROM sites WHERE id = $1 AND hostname = $2 AND name = $3',
      [siteId, data.site.hostname, data.site.name],
    );
    if (demo.length === 0) return false;
    const phrases = Object.entries(data.translations).flatMap(([lang, texts]) =>
      Object.entries(texts).map(([key, value]) => ({ lang, key, value })),
    );
    const { rows: added } = await tx.query<{ key: string }>(
      `INSERT INTO translations (site_id, lang, key, value)
       SELECT $1, lang, key, value FROM jsonb_to_recordset($2::jsonb) AS r(lang text, key text, value text)
       ON CONFLICT (site_id, lang, key) DO NOTHING RETURNING key`,
      [siteId, JSON.stringify(phrases)],
    );
    const own = new Set(data.salesReps.map((rep) => rep.email));
    const others = [...SALES_REPS, ...ARDENNES_SALES_REPS]
      .map((rep) => rep.email)
      .filter((email) => email && !own.has(email));
    const reps = data.estates.map((estate) => ({ id: estate.id, rep: estate.salesRep }));
    const { rows: restaffed } = await tx.query<{ id: string }>(
      `UPDATE estates e SET data = jsonb_set(e.data, '{salesRep}', coalesce(r.rep, 'null'::jsonb))
         FROM jsonb_to_recordset($2::jsonb) AS r(id text, rep jsonb)
        WHERE e.site_id = $1 AND e.id = r.id AND e.data->'salesRep'->>'email' = ANY($3::text[])
       RETURNING e.id`,
      [siteId, JSON.stringify(reps), others],
    );
    const { rows: pages } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM estate_pages WHERE site_id = $1',
      [siteId],
    );
    const footer = data.navigation.find((menu) => menu.name === 'footer');
    const addPages = (pages[0]?.n ?? 0) === 0 && data.estatePages.length > 0;
    if (addPages) {
      await insertEstatePages(tx, siteId, data.estatePages);
      if (footer) {
        await tx.query(
          `INSERT INTO navigation (site_id, name, data) VALUES ($1, 'footer', $2::jsonb)
           ON CONFLICT (site_id, name) DO UPDATE SET data = excluded.data`,
          [siteId, JSON.stringify(footer)],
        );
      }
    }
    const { rows: legal } = data.site.settings.legal
      ? await tx.query<{ id: number }>(
          `UPDATE sites SET data = jsonb_set(data, '{settings,legal}', $2::jsonb)
            WHERE id = $1 AND data->'settings'->'legal' IS NULL RETURNING id`,
          [siteId, JSON.stringify(data.site.settings.legal)],
        )
      : { rows: [] };
    const { rows: office } = data.site.settings.office
      ? await tx.query<{ id: number }>(
          `UPDATE sites SET data = jsonb_set(data, '{settings,office}', $2::jsonb)
            WHERE id = $1 AND data->'settings'->'office' IS NULL RETURNING id`,
          [siteId, JSON.stringify(data.site.settings.office)],
        )
      : { rows: [] };
    // A footer of an older demo: without the rental conditions and the landing pages' own segments.
    const { rows: footers } = footer
      ? await tx.query<{ site_id: number }>(
          `UPDATE navigation SET data = $2::jsonb
            WHERE site_id = $1 AND name = 'footer'
              AND NOT data->'items' @> '[{"route":{"type":"rentalConditions"}}]'::jsonb
          RETURNING site_id`,
          [siteId, JSON.stringify(footer)],
        )
      : { rows: [] };
    const { rows: stored } = await tx.query<{ id: number; body: string | null }>(
      "SELECT id, data->'body'->>'nl' AS body FROM pages WHERE site_id = $1",
      [siteId],
    );
    const have = new Map(stored.map((row) => [row.id, row.body ?? '']));
    const legalIds = new Set<number>(Object.values(LEGAL_PAGE_IDS));
    const stale = data.pages.filter(
      (page) =>
        !have.has(page.id) || (legalIds.has(page.id) && !have.get(page.id)?.includes('<h2>')),
    );
    const rewritten = await insertPages(tx, siteId, stale, true);
    return (
      added.length > 0 ||
      restaffed.length > 0 ||
      addPages ||
      legal.length > 0 ||
      office.length > 0 ||
      footers.length > 0 ||
      rewritten.length > 0
    );
  });
}

/**
 * Inserts a whole demo data set: the site, translations, menus, pages, landing pages, entities and
 * cities in one
 * transaction, then the estates and second-source listings through the feed importer (a full
 * feed, one transaction per batch), then the collections, the holiday rental units and the live
 * agendas of most open estates; then vacuums and analyzes.
 * @throws the SQL error when a row conflicts, or an Error when a demo record does not pass the
 *   feed's validation
 */
export async function seedDemoData(db: Database, data: DemoData): Promise<void> {
  const siteId = data.site.id;
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO sites (id, hostname, name, data) VALUES ($1, $2, $3, $4::jsonb)', [
      siteId,
      data.site.hostname,
      data.site.name,
      JSON.stringify(data.site),
    ]);
    await insertDefaultAgreements(tx, siteId);
    const translations = Object.entries(data.translations).flatMap(([lang, phrases]) =>
      Object.entries(phrases).map(([key, value]) => ({ lang, key, value })),
    );
    await tx.query(
      `INSERT INTO translations (site_id, lang, key, value)
       SELECT $1, lang, key, value FROM jsonb_to_recordset($2::jsonb) AS r(lang text, key text, value text)`,
      [siteId, JSON.stringify(translations)],
    );
    for (const menu of data.navigation) {
      await tx.query('INSERT INTO navigation (site_id, name, data) VALUES ($1, $2, $3::jsonb)', [
        siteId,
        menu.name,
        JSON.stringify(menu),
      ]);
    }
    await insertPages(tx, siteId, data.pages);
    await insertEstatePages(tx, siteId, data.estatePages);
    for (const [position, entity] of data.entities.entries()) {
      await tx.query(
        'INSERT INTO entities (site_id, name, position, items) VALUES ($1, $2, $3, $4::jsonb)',
        [siteId, entity.name, position, JSON.stringify(entity.items)],
      );
    }
    const cities = data.cities.map((c) => ({
      id: c.id,
      zip: c.zip,
      country: c.country,
      region: c.region,
      lat: c.lat,
      lon: c.lon,
      data: {
        id: c.id,
        zip: c.zip,
        name: c.name,
        ...(c.alias ? { alias: c.alias } : {}),
        lat: c.lat,
        lon: c.lon,
      },
    }));
    await tx.query(
      `INSERT INTO cities (id, zip, country, region, lat, lon, data)
       SELECT id, zip, country, region, lat, lon, data FROM jsonb_to_recordset($1::jsonb)
         AS r(id integer, zip text, country text, region text, lat double precision, lon double precision, data jsonb)
       ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(cities)],
    );
  });
  // The estates and second-source listings go through the feed importer, as the agency's feed
  // does: the demo data must pass its validation.
  const report = await importFeed(db, {
    site: siteId,
    full: true,
    estates: data.estates,
    listings: data.skarabeeListings,
  });
  if (report.problems.length > 0 || report.warnings.length > 0) {
    throw new Error(
      `The demo data of site ${siteId} does not pass the feed's validation: ` +
        [...report.problems, ...report.warnings].slice(0, 5).map(problemLine).join('; '),
    );
  }
  await db.transaction(async (tx) => {
    for (const collection of data.collections) {
      await tx.query(
        'INSERT INTO estate_collections (site_id, id, data) VALUES ($1, $2, $3::jsonb)',
        [siteId, collection.id, JSON.stringify(collection)],
      );
    }
    if (data.rentals) await insertRentalData(tx, data.rentals);
    await seedDemoAgendas(tx, siteId);
  });
  await vacuumAnalyze(db);
}

/**
 * Seeds each demo site (the agency of `localhost`, the second market's agency) that the database
 * does not have yet: everything on a first start, and a site added to the demo later on an
 * existing database; a site seeded before the holiday rentals gets its rental units, and one
 * without live agendas the demo's agendas.
 * @returns true when it seeded anything, false when every demo site was already there
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM sites');
  const present = new Set(rows.map((row) => row.id));
  let seeded = false;
  for (const generate of [generateDemoData, generateSecondSiteData]) {
    const data = generate();
    if (!present.has(data.site.id)) {
      await seedDemoData(db, data);
      seeded = true;
      continue;
    }
    if (await refreshDemoContent(db, data)) seeded = true;
    // A demo site seeded before live agendas existed gets its agendas now.
    const id = data.site.id;
    if ((await db.transaction((tx) => seedDemoAgendas(tx, id))) > 0) seeded = true;
    // A database seeded before the holiday rentals (migration 007) gets its units now.
    const rentals = data.rentals;
    if (!rentals) continue;
    const { rows: units } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rental_units WHERE site_id = $1',
      [data.site.id],
    );
    if ((units[0]?.n ?? 0) > 0) continue;
    await db.transaction((tx) => insertRentalData(tx, rentals));
    seeded = true;
  }
  return seeded;
}
