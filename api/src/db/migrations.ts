/**
 * Schema migrations, as TypeScript string constants so the build needs no file copying.
 * Each runs once, in order, in its own transaction, and is recorded in `schema_migrations`.
 * Never edit a released migration: add a new one.
 */

export interface Migration {
  /** Sortable, unique id, e.g. '001_initial'. */
  id: string;
  sql: string;
}

const INITIAL = `
CREATE TABLE sites (
  id integer PRIMARY KEY,
  hostname text NOT NULL UNIQUE,
  name text NOT NULL,
  -- The full Site record (SPEC §3), including settings.hiddenStatus.
  data jsonb NOT NULL
);

-- Site phrases per language (GET /translations/{lang}).
CREATE TABLE translations (
  lang text NOT NULL CHECK (lang IN ('nl', 'fr', 'en', 'de')),
  key text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (lang, key)
);

CREATE TABLE navigation (
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- The NavigationMenu record.
  data jsonb NOT NULL,
  PRIMARY KEY (site_id, name)
);

CREATE TABLE pages (
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  id integer NOT NULL,
  url_nl text,
  url_fr text,
  url_en text,
  url_de text,
  -- The Page record.
  data jsonb NOT NULL,
  PRIMARY KEY (site_id, id)
);

CREATE TABLE entities (
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL,
  -- The EntityItem list.
  items jsonb NOT NULL,
  PRIMARY KEY (site_id, name)
);

-- Municipalities offered as filter locations.
CREATE TABLE cities (
  id integer PRIMARY KEY,
  zip text NOT NULL,
  country text NOT NULL,
  region text,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  -- The Location record (id, zip, name, alias, lat, lon).
  data jsonb NOT NULL
);

-- Estates: real columns for every search filter and sort, the full Estate record in data.
-- Children (project units) have parent_id set; data.children is stored empty and assembled on read.
CREATE TABLE estates (
  id text COLLATE "C" PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  parent_id text COLLATE "C" REFERENCES estates (id) ON DELETE CASCADE,
  is_project boolean NOT NULL DEFAULT false,
  head_type_id integer NOT NULL,
  sub_type_id integer,
  transaction_id integer NOT NULL,
  status text NOT NULL,
  city_id integer,
  -- City names folded for sorting (lower case, no accents), one per language.
  city_name_nl text COLLATE "C",
  city_name_fr text COLLATE "C",
  city_name_en text COLLATE "C",
  city_name_de text COLLATE "C",
  zip text,
  country text,
  region text,
  -- Euro: the price, or for a project its lowest unit price (priceFrom).
  price numeric(14, 2),
  bedrooms integer,
  bathrooms integer,
  area_build numeric(12, 2),
  publication_date timestamptz NOT NULL,
  lat double precision,
  lon double precision,
  floor integer,
  data jsonb NOT NULL
);

CREATE INDEX estates_site_publication_idx ON estates (site_id, publication_date DESC NULLS LAST, id);
CREATE INDEX estates_parent_floor_idx ON estates (parent_id, floor);
CREATE INDEX estates_head_type_idx ON estates (head_type_id);
CREATE INDEX estates_sub_type_idx ON estates (sub_type_id);
CREATE INDEX estates_transaction_idx ON estates (transaction_id);
CREATE INDEX estates_status_idx ON estates (status);
CREATE INDEX estates_city_idx ON estates (city_id);
CREATE INDEX estates_city_name_nl_idx ON estates (city_name_nl);
CREATE INDEX estates_city_name_fr_idx ON estates (city_name_fr);
CREATE INDEX estates_city_name_en_idx ON estates (city_name_en);
CREATE INDEX estates_city_name_de_idx ON estates (city_name_de);
CREATE INDEX estates_zip_idx ON estates (zip);
CREATE INDEX estates_country_idx ON estates (country);
CREATE INDEX estates_region_idx ON estates (region);
CREATE INDEX estates_price_idx ON estates (price);
CREATE INDEX estates_bedrooms_idx ON estates (bedrooms);
-- Geo range: a range scan on lat with lon checked in the index, then the exact distance.
CREATE INDEX estates_geo_idx ON estates (lat, lon);

CREATE TABLE estate_collections (
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  id integer NOT NULL,
  -- The EstateCollection record.
  data jsonb NOT NULL,
  PRIMARY KEY (site_id, id)
);
`;

/** Index tuning after benchmarking searches at 20,000 estates. */
const SEARCH_INDEXES = `
-- Covers the conditions of most searches (site, status, units rule, type, city), so counting the
-- matches can be an index-only scan once the table is vacuumed.
CREATE INDEX estates_listing_idx ON estates (site_id, transaction_id, parent_id, head_type_id, city_id);
-- Price sorts in both directions with the id tiebreak (DESC sorts NULLS LAST too).
DROP INDEX estates_price_idx;
CREATE INDEX estates_price_idx ON estates (price, id);
CREATE INDEX estates_price_desc_idx ON estates (price DESC NULLS LAST, id);
`;

/**
 * Second-source listings (SPEC §3 "Second listing data model", GET /estates/skarabee/{id}): found
 * by their own id or by the guid of their estate.
 */
const SKARABEE_LISTINGS = `
CREATE TABLE skarabee_listings (
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  id text COLLATE "C" NOT NULL,
  -- The estate's general.guid (alternate-source marker) and id.
  guid text COLLATE "C" NOT NULL,
  estate_id text COLLATE "C" REFERENCES estates (id) ON DELETE CASCADE,
  -- The SkarabeeListing record.
  data jsonb NOT NULL,
  PRIMARY KEY (site_id, id),
  UNIQUE (site_id, guid)
);
`;

/** The languages of the per-language sort columns of migration 004, fixed here (not imported). */
const SORT_LANGS = ['nl', 'fr', 'en', 'de'] as const;

/** One SQL line per language of SORT_LANGS, `{l}` replaced by the language. */
const perLang = (line: string): string =>
  SORT_LANGS.map((lang) => line.replaceAll('{l}', lang)).join('\n');

/**
 * Sort columns and indexes for every ORDER BY of a search (sort fields of SPEC §7 in both
 * directions, grouping orders of SPEC §9 followed by the default sort), so that a page is an
 * index scan with a LIMIT:
 * - head_type_rank, status_rank: the rank of the head type and transaction in the grouping orders
 *   (1, 3, 7, 2, 4, 6, 10, 5, 9 and 1, 3, 2, 4, 10, 5, 6; other ids 1000 + id; id 0 none), generated;
 * - sub_type_key, city_key: the group key (NULL for a missing or 0 id), generated;
 * - sub_type_name_{lang}: the subtype name folded like the city names (estate-row.ts foldName),
 *   NULL without a subtype key; written with the row, filled here for existing rows.
 * City names of estates without a city key are cleared, so that they sort (and group) last.
 */
const SORT_COLUMNS = `
ALTER TABLE estates
  ADD COLUMN head_type_rank integer GENERATED ALWAYS AS (
    CASE head_type_id WHEN 1 THEN 0 WHEN 3 THEN 1 WHEN 7 THEN 2 WHEN 2 THEN 3 WHEN 4 THEN 4
      WHEN 6 THEN 5 WHEN 10 THEN 6 WHEN 5 THEN 7 WHEN 9 THEN 8 WHEN 0 THEN NULL
      ELSE 1000 + head_type_id END) STORED,
  ADD COLUMN status_rank integer GENERATED ALWAYS AS (
    CASE transaction_id WHEN 1 THEN 0 WHEN 3 THEN 1 WHEN 2 THEN 2 WHEN 4 THEN 3 WHEN 10 THEN 4
      WHEN 5 THEN 5 WHEN 6 THEN 6 WHEN 0 THEN NULL
      ELSE 1000 + transaction_id END) STORED,
  ADD COLUMN sub_type_key integer GENERATED ALWAYS AS (NULLIF(sub_type_id, 0)) STORED,
  ADD COLUMN city_key integer GENERATED ALWAYS AS (NULLIF(city_id, 0)) STORED,
${perLang('  ADD COLUMN sub_type_name_{l} text COLLATE "C",').replace(/,$/, ';')}

UPDATE estates SET
${perLang(
  `  sub_type_name_{l} = CASE WHEN sub_type_key IS NULL THEN NULL ELSE NULLIF(lower(regexp_replace(normalize(data #>> '{general,subType,name,{l}}', NFD), U&'[\\0300-\\036F]', '', 'g')), '') END,`,
)}
${perLang('  city_name_{l} = CASE WHEN city_key IS NULL THEN NULL ELSE city_name_{l} END,').replace(/,$/, ';')}

-- Publication date ascending (the DESC index of 001 cannot give ASC NULLS LAST with id ASC).
CREATE INDEX estates_site_publication_asc_idx ON estates (site_id, publication_date, id);
-- Type sort both ways, and the TYPE and STATUS groupings followed by the default sort.
CREATE INDEX estates_type_idx ON estates (site_id, head_type_rank, id);
CREATE INDEX estates_type_desc_idx ON estates (site_id, head_type_rank DESC NULLS LAST, id);
CREATE INDEX estates_type_group_idx ON estates (site_id, head_type_rank, publication_date DESC NULLS LAST, id);
CREATE INDEX estates_status_group_idx ON estates (site_id, status_rank, publication_date DESC NULLS LAST, id);
-- City sort both ways and the CITY grouping, per language (these replace the name-only indexes).
${perLang('DROP INDEX estates_city_name_{l}_idx;')}
${perLang('CREATE INDEX estates_city_{l}_idx ON estates (site_id, city_name_{l}, city_key, id);')}
${perLang('CREATE INDEX estates_city_{l}_desc_idx ON estates (site_id, city_name_{l} DESC NULLS LAST, city_key DESC NULLS LAST, id);')}
${perLang('CREATE INDEX estates_city_{l}_group_idx ON estates (site_id, city_name_{l}, city_key, publication_date DESC NULLS LAST, id);')}
-- SUBTYPE grouping per language.
${perLang('CREATE INDEX estates_sub_type_{l}_group_idx ON estates (site_id, sub_type_name_{l}, sub_type_key, publication_date DESC NULLS LAST, id);')}
`;

/**
 * Site phrases per site (issue 10, a second market with its own texts): `translations` gains the
 * site id. Existing phrases belong to the first site; the key becomes (site, language, key).
 */
const TRANSLATIONS_PER_SITE = `
ALTER TABLE translations ADD COLUMN site_id integer REFERENCES sites (id) ON DELETE CASCADE;
UPDATE translations SET site_id = (SELECT min(id) FROM sites);
DELETE FROM translations WHERE site_id IS NULL;
ALTER TABLE translations ALTER COLUMN site_id SET NOT NULL;
ALTER TABLE translations DROP CONSTRAINT translations_pkey;
ALTER TABLE translations ADD PRIMARY KEY (site_id, lang, key);
`;

/**
 * Landing pages of the site (issue 16, SPEC §7 GET /estate-pages/{a}/{b}): content and a
 * predefined estate search, reached by two path segments per language (e.g. 'nieuwbouw/gent' in
 * nl, 'new-builds/ghent' in en). The record is an EstatePage (shared/domain).
 */
const ESTATE_PAGES = `
CREATE TABLE estate_pages (
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  id integer NOT NULL,
  a_nl text NOT NULL, b_nl text NOT NULL,
  a_fr text NOT NULL, b_fr text NOT NULL,
  a_en text NOT NULL, b_en text NOT NULL,
  a_de text NOT NULL, b_de text NOT NULL,
  data jsonb NOT NULL,
  PRIMARY KEY (site_id, id),
  UNIQUE (site_id, a_nl, b_nl),
  UNIQUE (site_id, a_fr, b_fr),
  UNIQUE (site_id, a_en, b_en),
  UNIQUE (site_id, a_de, b_de)
);
`;

/** Every migration, oldest first. */
export const MIGRATIONS: readonly Migration[] = [
  { id: '001_initial', sql: INITIAL },
  { id: '002_search_indexes', sql: SEARCH_INDEXES },
  { id: '003_skarabee_listings', sql: SKARABEE_LISTINGS },
  { id: '004_sort_columns', sql: SORT_COLUMNS },
  { id: '005_translations_per_site', sql: TRANSLATIONS_PER_SITE },
  { id: '009_estate_pages', sql: ESTATE_PAGES },
];
