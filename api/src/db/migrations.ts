/**
 * Schema migrations, as TypeScript string constants so the build needs no file copying.
 * Each runs once, in order, in its own transaction, and is recorded in `schema_migrations`.
 * Never edit a released migration: add a new one. Each is frozen, plain SQL text: this file
 * imports nothing and no migration's template has a placeholder, so that no other module can
 * change what has already run; contents (consent texts, phrases) are seed data, not schema.
 * `migrations.sha256` holds each migration's checksum, which `migrations.test.ts` compares: a
 * new migration adds its line there (see api/README.md).
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

/** Indexes for the searches of a site with 20,000 estates. */
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
  ADD COLUMN sub_type_name_nl text COLLATE "C",
  ADD COLUMN sub_type_name_fr text COLLATE "C",
  ADD COLUMN sub_type_name_en text COLLATE "C",
  ADD COLUMN sub_type_name_de text COLLATE "C";

UPDATE estates SET
  sub_type_name_nl = CASE WHEN sub_type_key IS NULL THEN NULL ELSE NULLIF(lower(regexp_replace(normalize(data #>> '{general,subType,name,nl}', NFD), U&'[\\0300-\\036F]', '', 'g')), '') END,
  sub_type_name_fr = CASE WHEN sub_type_key IS NULL THEN NULL ELSE NULLIF(lower(regexp_replace(normalize(data #>> '{general,subType,name,fr}', NFD), U&'[\\0300-\\036F]', '', 'g')), '') END,
  sub_type_name_en = CASE WHEN sub_type_key IS NULL THEN NULL ELSE NULLIF(lower(regexp_replace(normalize(data #>> '{general,subType,name,en}', NFD), U&'[\\0300-\\036F]', '', 'g')), '') END,
  sub_type_name_de = CASE WHEN sub_type_key IS NULL THEN NULL ELSE NULLIF(lower(regexp_replace(normalize(data #>> '{general,subType,name,de}', NFD), U&'[\\0300-\\036F]', '', 'g')), '') END,
  city_name_nl = CASE WHEN city_key IS NULL THEN NULL ELSE city_name_nl END,
  city_name_fr = CASE WHEN city_key IS NULL THEN NULL ELSE city_name_fr END,
  city_name_en = CASE WHEN city_key IS NULL THEN NULL ELSE city_name_en END,
  city_name_de = CASE WHEN city_key IS NULL THEN NULL ELSE city_name_de END;

-- Publication date ascending (the DESC index of 001 cannot give ASC NULLS LAST with id ASC).
CREATE INDEX estates_site_publication_asc_idx ON estates (site_id, publication_date, id);
-- Type sort both ways, and the TYPE and STATUS groupings followed by the default sort.
CREATE INDEX estates_type_idx ON estates (site_id, head_type_rank, id);
CREATE INDEX estates_type_desc_idx ON estates (site_id, head_type_rank DESC NULLS LAST, id);
CREATE INDEX estates_type_group_idx ON estates (site_id, head_type_rank, publication_date DESC NULLS LAST, id);
CREATE INDEX estates_status_group_idx ON estates (site_id, status_rank, publication_date DESC NULLS LAST, id);
-- City sort both ways and the CITY grouping, per language (these replace the name-only indexes).
DROP INDEX estates_city_name_nl_idx;
DROP INDEX estates_city_name_fr_idx;
DROP INDEX estates_city_name_en_idx;
DROP INDEX estates_city_name_de_idx;
CREATE INDEX estates_city_nl_idx ON estates (site_id, city_name_nl, city_key, id);
CREATE INDEX estates_city_fr_idx ON estates (site_id, city_name_fr, city_key, id);
CREATE INDEX estates_city_en_idx ON estates (site_id, city_name_en, city_key, id);
CREATE INDEX estates_city_de_idx ON estates (site_id, city_name_de, city_key, id);
CREATE INDEX estates_city_nl_desc_idx ON estates (site_id, city_name_nl DESC NULLS LAST, city_key DESC NULLS LAST, id);
CREATE INDEX estates_city_fr_desc_idx ON estates (site_id, city_name_fr DESC NULLS LAST, city_key DESC NULLS LAST, id);
CREATE INDEX estates_city_en_desc_idx ON estates (site_id, city_name_en DESC NULLS LAST, city_key DESC NULLS LAST, id);
CREATE INDEX estates_city_de_desc_idx ON estates (site_id, city_name_de DESC NULLS LAST, city_key DESC NULLS LAST, id);
CREATE INDEX estates_city_nl_group_idx ON estates (site_id, city_name_nl, city_key, publication_date DESC NULLS LAST, id);
CREATE INDEX estates_city_fr_group_idx ON estates (site_id, city_name_fr, city_key, publication_date DESC NULLS LAST, id);
CREATE INDEX estates_city_en_group_idx ON estates (site_id, city_name_en, city_key, publication_date DESC NULLS LAST, id);
CREATE INDEX estates_city_de_group_idx ON estates (site_id, city_name_de, city_key, publication_date DESC NULLS LAST, id);
-- SUBTYPE grouping per language.
CREATE INDEX estates_sub_type_nl_group_idx ON estates (site_id, sub_type_name_nl, sub_type_key, publication_date DESC NULLS LAST, id);
CREATE INDEX estates_sub_type_fr_group_idx ON estates (site_id, sub_type_name_fr, sub_type_key, publication_date DESC NULLS LAST, id);
CREATE INDEX estates_sub_type_en_group_idx ON estates (site_id, sub_type_name_en, sub_type_key, publication_date DESC NULLS LAST, id);
CREATE INDEX estates_sub_type_de_group_idx ON estates (site_id, sub_type_name_de, sub_type_key, publication_date DESC NULLS LAST, id);
`;

/**
 * Site phrases per site (a second market has its own texts): `translations` gains the
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
 * Engagement: the consent texts of the forms (SPEC §7 agreements, one row per version),
 * contact requests, send-to-a-friend messages, keep-me-informed subscriptions (their tokens stored
 * only as SHA-256, the proof of consent, the watermark of the alerts) with the estates each
 * was alerted about, and the transactional mail outbox. The consent texts themselves are seed
 * data (engagement/agreements.ts `seedConsentTexts`), not part of this schema.
 */
const ENGAGEMENT = `
CREATE TABLE agreements (
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  id integer NOT NULL,
  -- The form the text belongs to: 'contact', 'keep-me-informed'.
  key text NOT NULL,
  version text NOT NULL,
  required boolean NOT NULL DEFAULT true,
  title jsonb NOT NULL,
  body jsonb NOT NULL,
  -- The newest valid_from of a key is its current version.
  valid_from timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, id),
  UNIQUE (site_id, key, version)
);

CREATE TABLE contact_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  locale text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  estate_id text,
  estate_text text,
  message text NOT NULL,
  agreement_id integer NOT NULL,
  agreement_version text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_requests_site_idx ON contact_requests (site_id, created_at DESC);

CREATE TABLE friend_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  locale text NOT NULL,
  friend_locale text NOT NULL,
  sender_name text NOT NULL,
  sender_email text NOT NULL,
  friend_email text NOT NULL,
  estate_id text NOT NULL,
  message text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  -- Erased when the subscriber unsubscribes.
  email text,
  locale text NOT NULL,
  -- AlertCriteria of shared/forms.
  criteria jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'active', 'unsubscribed')),
  -- Proof of consent: the form, the text and its version, when; then when it was confirmed.
  consent_form text NOT NULL,
  agreement_id integer NOT NULL,
  agreement_version text NOT NULL,
  consented_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- Estates published after this were not alerted yet (the confirmation time at first).
  last_alert_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_active_idx ON subscriptions (site_id, id) WHERE status = 'active';

-- The subscriber's tokens, as their SHA-256 (hex): the token itself is only in the mails. Each
-- mail with links carries a token of its own, and every one of them keeps working.
CREATE TABLE subscription_tokens (
  token_hash text PRIMARY KEY,
  subscription_id bigint NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscription_tokens_subscription_idx ON subscription_tokens (subscription_id);

-- Never the same estate twice to one subscription.
CREATE TABLE subscription_alerts (
  subscription_id bigint NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  estate_id text COLLATE "C" NOT NULL,
  alerted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_id, estate_id)
);

-- The transactional outbox: a request and its mails are written in one transaction; the sender
-- delivers them with retries and backoff.
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_id integer REFERENCES sites (id) ON DELETE CASCADE,
  kind text NOT NULL,
  recipient text NOT NULL,
  -- The rendered mail: from, to, replyTo, subject, text, html, headers.
  message jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Claimed by a sender until then (another sender leaves it alone).
  locked_until timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, id)
  WHERE sent_at IS NULL AND failed_at IS NULL;

`;

/**
 * Holiday rentals (SPEC §3 Rental unit, §7 rental-units calls):
 * - rental_units: real columns for every search filter, the RentalUnit record (without periods)
 *   in data;
 * - rental_periods: the periods a unit is rented for (arrival inclusive, departure exclusive);
 * - rental_reservations: reservation requests (status OPTION) and the agency's bookings;
 * - rental_unit_nights: one row per night a reservation holds. Its primary key (unit, night) is
 *   the rule "a night is held once": two requests for the same (or an overlapping) period at the
 *   same moment cannot both commit; the second gets a unique violation and a clear refusal;
 * - rental_enquiries: enquiries with wished dates (the enquiry module), which hold nothing.
 * A period's status comes from the nights: BOOKED when a booked reservation holds one of them,
 * OPTION when an option does, else FREE.
 */
const HOLIDAY = `
CREATE TABLE rental_units (
  id integer PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  location_id integer NOT NULL,
  city_id integer NOT NULL,
  sub_kind_id integer NOT NULL,
  max_occupation integer NOT NULL CHECK (max_occupation > 0),
  bedrooms integer NOT NULL,
  garage boolean NOT NULL,
  -- The RentalUnit record without periods.
  data jsonb NOT NULL
);
CREATE INDEX rental_units_site_idx ON rental_units (site_id, location_id, city_id);

CREATE TABLE rental_periods (
  id integer PRIMARY KEY,
  rental_unit_id integer NOT NULL REFERENCES rental_units (id) ON DELETE CASCADE,
  period_type text NOT NULL CHECK (period_type IN ('WEEK', 'MIDWEEK', 'WEEKEND', 'LONG_WEEKEND')),
  arrival date NOT NULL,
  departure date NOT NULL,
  season text NOT NULL CHECK (season IN ('LOW', 'MID', 'HIGH')),
  -- Euro.
  price numeric(10, 2) NOT NULL CHECK (price >= 0),
  CHECK (departure > arrival),
  UNIQUE (rental_unit_id, arrival, departure)
);
CREATE INDEX rental_periods_arrival_idx ON rental_periods (arrival, period_type);

CREATE TABLE rental_reservations (
  id text COLLATE "C" PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  rental_unit_id integer NOT NULL REFERENCES rental_units (id) ON DELETE CASCADE,
  period_id integer NOT NULL REFERENCES rental_periods (id) ON DELETE CASCADE,
  arrival date NOT NULL,
  departure date NOT NULL,
  status text NOT NULL CHECK (status IN ('OPTION', 'BOOKED')),
  -- The request as the visitor sent it (ReservationRequest), null for the demo's bookings.
  request jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rental_reservations_unit_idx ON rental_reservations (rental_unit_id, arrival);

CREATE TABLE rental_unit_nights (
  rental_unit_id integer NOT NULL REFERENCES rental_units (id) ON DELETE CASCADE,
  night date NOT NULL,
  reservation_id text COLLATE "C" NOT NULL REFERENCES rental_reservations (id) ON DELETE CASCADE,
  PRIMARY KEY (rental_unit_id, night)
);
CREATE INDEX rental_unit_nights_reservation_idx ON rental_unit_nights (reservation_id);

CREATE TABLE rental_enquiries (
  id text COLLATE "C" PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  rental_unit_id integer NOT NULL REFERENCES rental_units (id) ON DELETE CASCADE,
  -- The enquiry as the visitor sent it (RentalEnquiryRequest).
  request jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;

/**
 * A lighter search answer and the agency's feed:
 * - `estate_card(data)`: the record as the card view of a search answers it (`view: 'card'`):
 *   the Estate shape with the parts no card, list, map or favourite reads emptied (the general
 *   description texts `{}`, the sales rep null, layout, facilities, build technicals, files,
 *   videos, environments, rental options, extra fields and children `[]`) and only the main
 *   picture (the lowest index). About a third of the full record. IMMUTABLE (its jsonb builders are
 *   only STABLE for other types' output functions), so that it can fill a generated column.
 * - `estates.card`: that view, generated from `data` with the row (every write keeps it).
 * - `data_version`: bumped by every statement that changes `estates` or `sites` (a statement
 *   trigger), so that each API instance can keep search answers until the data changes.
 * - `withdrawn_estates`: estates that a full feed no longer lists (SPEC §1 feed): moved out of
 *   `estates` (searches and reads no longer find them) with their record and second-source
 *   listing, never deleted; a feed that lists one again brings it back.
 */
const CARD_VIEW_AND_FEED = `
CREATE FUNCTION estate_card(data jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT data
    || '{"salesRep": null, "layout": [], "facilities": [], "buildTechnicals": [], "files": [], "videos": [], "environments": [], "rentalOptions": [], "extraFields": [], "children": []}'::jsonb
    || jsonb_build_object(
      'general', coalesce(data->'general', '{}'::jsonb) || '{"description": {}, "shortDescription": {}}'::jsonb,
      'pictures', coalesce(
        (SELECT jsonb_agg(p.value) FROM (
          SELECT value FROM jsonb_array_elements(
            CASE WHEN jsonb_typeof(data->'pictures') = 'array' THEN data->'pictures' ELSE '[]'::jsonb END)
          ORDER BY (value->>'index')::numeric NULLS LAST LIMIT 1) p),
        '[]'::jsonb))
$fn$;

ALTER TABLE estates ADD COLUMN card jsonb GENERATED ALWAYS AS (estate_card(data)) STORED;

-- One row counting the writes that change a search answer (estates, sites), whichever process or
-- API instance makes them: the API keeps answers in memory while it does not change.
CREATE TABLE data_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO data_version (id, version) VALUES (true, 1);
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE data_version SET version = version + 1;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER estates_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON estates
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER sites_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sites
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();

CREATE TABLE withdrawn_estates (
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  id text COLLATE "C" NOT NULL,
  withdrawn_at timestamptz NOT NULL DEFAULT now(),
  -- The Estate record as it was last published, and its second-source listing (or null).
  data jsonb NOT NULL,
  listing jsonb,
  PRIMARY KEY (site_id, id)
);
`;

/**
 * Landing pages of the site (SPEC §7 GET /estate-pages/{a}/{b}): content and a
 * predefined estate search, reached by two path segments per language (e.g. 'nieuwbouw/gent' in
 * nl, 'new-builds/ghent' in en). The record is an EstatePage (api/contract/domain).
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

/**
 * When each estate last changed (the sitemaps' lastmod): set on insert, and on an update
 * that changes the record (the feed's upsert writes only records that differ). Rows already
 * there start at their publication date.
 */
const ESTATE_CHANGED_AT = `
ALTER TABLE estates ADD COLUMN changed_at timestamptz;
UPDATE estates SET changed_at = publication_date;
ALTER TABLE estates ALTER COLUMN changed_at SET DEFAULT now();
ALTER TABLE estates ALTER COLUMN changed_at SET NOT NULL;
CREATE FUNCTION estate_changed_at() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.data IS DISTINCT FROM OLD.data THEN
    NEW.changed_at := now();
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER estates_changed_at BEFORE UPDATE ON estates
  FOR EACH ROW EXECUTE FUNCTION estate_changed_at();
`;

/**
 * Viewing appointments (SPEC §1, §4 "Appointment lifecycle", §7 live-agenda):
 * - `agendas`: the live agenda of an estate: its time zone, slot length, how many days ahead it
 *   offers, and its weekly opening hours. Keyed by the estate's id, not tied to `estates` by a
 *   foreign key: an estate withdrawn by the feed and listed again keeps its agenda and bookings.
 * - `appointments`: the bookings. The id in the cancel link is stored only as its SHA-256 (hex).
 *   A slot is booked at most once: the partial unique index on (site, estate, start) of the
 *   booked ones is what refuses the second of two simultaneous bookings (409); a cancelled one
 *   frees its slot. `source` 'agency' marks a slot the agency took itself (no visitor data).
 * - `viewing_requests`: the requests of the second appointment module (mf-viewing-request), for
 *   an office without a live agenda: preferred days and parts of the day.
 * The consent text of both appointment forms ('appointment') is seed data (agreements.ts).
 */
const APPOINTMENTS = `
CREATE TABLE agendas (
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  estate_id text COLLATE "C" NOT NULL,
  time_zone text NOT NULL DEFAULT 'Europe/Brussels',
  slot_minutes integer NOT NULL DEFAULT 30 CHECK (slot_minutes BETWEEN 5 AND 240),
  days_ahead integer NOT NULL DEFAULT 28 CHECK (days_ahead BETWEEN 1 AND 366),
  -- The least time between booking and the slot's start, in minutes.
  notice_minutes integer NOT NULL DEFAULT 60 CHECK (notice_minutes >= 0),
  -- Weekly opening hours: [{ "weekday": 1..7 (ISO, Monday 1), "from": "HH:MM", "to": "HH:MM" }].
  opening_hours jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, estate_id)
);

CREATE TABLE appointments (
  id_hash text PRIMARY KEY,
  site_id integer NOT NULL,
  estate_id text COLLATE "C" NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
  source text NOT NULL DEFAULT 'visitor' CHECK (source IN ('visitor', 'agency')),
  locale text NOT NULL CHECK (locale IN ('nl', 'fr', 'en', 'de')),
  name text,
  email text,
  phone text,
  message text,
  agreement_id integer,
  agreement_version text,
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  FOREIGN KEY (site_id, estate_id) REFERENCES agendas (site_id, estate_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX appointments_one_booking_per_slot ON appointments (site_id, estate_id, starts_at)
  WHERE status = 'booked';

CREATE TABLE viewing_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  estate_id text COLLATE "C" NOT NULL,
  locale text NOT NULL CHECK (locale IN ('nl', 'fr', 'en', 'de')),
  -- ["2026-12-01", ...] and ["morning", "evening"].
  preferred_days jsonb NOT NULL,
  day_parts jsonb NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  message text,
  agreement_id integer NOT NULL,
  agreement_version text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

`;

/**
 * The card view kept as text: `estates.card_text`
 * (`estate_card(data)::text`, generated with the row), so that a page of cards is the texts
 * joined (`'[' || string_agg(card_text, ', ') || ']'`, the bytes json_agg writes of the jsonb)
 * instead of each card written out of jsonb again on every search. The jsonb `card` of 009
 * stays, so that an instance of the previous release still answers during a rolling deploy; a
 * later migration drops it once none runs. Adding a stored column rewrites the table under an
 * exclusive lock: about a second at 20,000 estates, during which searches wait.
 */
const CARD_TEXT = `
ALTER TABLE estates ADD COLUMN card_text text GENERATED ALWAYS AS (estate_card(data)::text) STORED;
`;

/**
 * The rate limits' counts when the API runs on PostgreSQL (rate-limit-store.ts), so that every
 * instance on the database counts the same hits: one row per limiter and client key (stored as
 * the SHA-256 of both, hex) holding the hits of its current window and when the window ends.
 * UNLOGGED: a count is worth nothing after a crash (the limits start afresh), and each limited
 * request writes one, which then costs no WAL. A row whose window has ended is reset by its next
 * hit; the instances delete the others every few minutes (`deleteExpiredRateLimits`, by the
 * index on `resets_at`). PGlite keeps its counts in memory and leaves the table empty.
 */
const RATE_LIMITS = `
CREATE UNLOGGED TABLE rate_limits (
  key text COLLATE "C" PRIMARY KEY,
  hits integer NOT NULL CHECK (hits > 0),
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_resets_at_idx ON rate_limits (resets_at);
`;

/**
 * The data version counts every write that changes what a page shows, not only a search answer:
 * the site server keeps rendered pages by it (and answers their ETag from it), so the content,
 * second-source listings, consent texts and holiday availability bump it too. The forms' own
 * tables (requests, subscriptions, appointments, the outbox) do not: no page shows them.
 */
const PAGE_DATA_VERSION = `CREATE TRIGGER translations_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER navigation_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON navigation
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER pages_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER entities_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON entities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER cities_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER estate_collections_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON estate_collections
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER skarabee_listings_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON skarabee_listings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER agreements_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agreements
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER rental_units_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rental_units
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER rental_periods_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rental_periods
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER rental_reservations_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rental_reservations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER rental_unit_nights_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rental_unit_nights
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER withdrawn_estates_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON withdrawn_estates
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER estate_pages_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON estate_pages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();`;

/**
 * Abuse and privacy:
 * - `app_secrets`: keys the API makes itself when none is configured (the forms' token key),
 *   so that every instance on the database shares them;
 * - `rental_reservations.expires_at`: when a visitor's option lapses (null: never, the agency's
 *   own bookings and options). A lapsed option holds nothing: the periods' status ignores it at
 *   once, and the housekeeping job deletes its nights;
 * - the outbox's due index covers failed mails, which are still tried on a slow schedule, and a
 *   claimed mail records its claim;
 * - indexes on the times the retention job deletes by.
 */
const PRIVACY = `
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE rental_reservations ADD COLUMN expires_at timestamptz;
CREATE INDEX rental_reservations_expires_idx ON rental_reservations (expires_at)
  WHERE expires_at IS NOT NULL;
-- The claim a sender holds on a mail (a random id per pass): it sends only what it still holds.
ALTER TABLE mail_outbox ADD COLUMN claim_id text;
DROP INDEX mail_outbox_due_idx;
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL;
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at);
CREATE INDEX friend_messages_created_idx ON friend_messages (created_at);
CREATE INDEX viewing_requests_created_idx ON viewing_requests (created_at);
CREATE INDEX rental_enquiries_created_idx ON rental_enquiries (created_at);
`;

/**
 * The free valuation requests of homeowners: the property (address, kind, living area in m²,
 * bedrooms, EPC label, free text), the owner's plans (sell or rent out, timeframe) and how to
 * reach them, with the version of the consent text they agreed to. Kept as long as the other
 * requests (see privacy/retention.ts). The form's consent text is seed data (agreements.ts).
 */
const VALUATION = `
CREATE TABLE valuation_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  locale text NOT NULL,
  street text NOT NULL,
  house_number text NOT NULL,
  postal_code text NOT NULL,
  municipality text NOT NULL,
  city_id integer,
  kind text NOT NULL,
  living_area integer,
  bedrooms integer,
  epc_label text,
  description text,
  intent text NOT NULL,
  timeframe text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  contact_moment text NOT NULL,
  agreement_id integer NOT NULL,
  agreement_version text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX valuation_requests_site_idx ON valuation_requests (site_id, created_at DESC);
CREATE INDEX valuation_requests_created_idx ON valuation_requests (created_at);
`;

/**
 * One index that every search condition can be checked in (site, units rule, status, type,
 * city, subtype, country, price, bedrooms, position) and that holds the sort values other than
 * the names (publication date, price, ranks, keys, id): counting the matches of any filter, the
 * group sizes, and the ids and sort values of the matches of a page read by sorting (search.ts)
 * are then index-only scans of about 2 MB at 20,000 estates, instead of reading the table
 * (25 MB, most of it the records and their cards). The units rule comes second, so that a status
 * list is an index condition too. The names (city, subtype, four languages each) stay out: they
 * would double its size. The listing index of 002 stays: it is a tenth of the size, and the
 * planner prefers it for the conditions it holds.
 */
const SEARCH_COVERING_INDEX = `
CREATE INDEX estates_search_idx ON estates (site_id, parent_id, transaction_id, head_type_id, city_id)
  INCLUDE (sub_type_id, country, price, bedrooms, lat, lon, publication_date, head_type_rank,
    status_rank, sub_type_key, city_key, id);
`;

/**
 * Walks by price that read only the estates of the visitor's status: the price indexes of 002
 * read every sale before the first rent when sorting down, and every rent before the first sale
 * when sorting up (prices of rents are monthly, so lower). One transaction (where.ts
 * allowedTransactions makes a single allowed transaction an equality: the rents, the take-overs)
 * is walked by the first two; the sales, which are two transactions (for sale, and under option),
 * by a partial index that the planner uses when the search allows only those (or one of them).
 */
const TRANSACTION_PRICE_INDEXES = `
CREATE INDEX estates_transaction_price_idx ON estates (site_id, transaction_id, price, id);
CREATE INDEX estates_transaction_price_desc_idx ON estates (site_id, transaction_id, price DESC NULLS LAST, id);
CREATE INDEX estates_sale_price_idx ON estates (site_id, price, id) WHERE transaction_id IN (1, 3);
`;

/**
 * Holds that wait for their e-mail address (no lockout by strangers): a visitor's holiday option
 * and live-agenda booking hold their period or slot for a short while (HOLD_PENDING_MINUTES) until
 * the link of the confirmation mail is followed, then as before.
 * - `rental_reservations.confirm_hash`: the SHA-256 of the option's confirmation token;
 *   `confirmed_at`: when it was confirmed (null: pending); `email_key`: the visitor's address,
 *   normalized, to count the pending holds of one address;
 * - `appointments.confirmed_at`, `expires_at` (when a pending booking lapses; null: it holds),
 *   `email_key`; the appointment's own secret id confirms it;
 * - what was held before is kept as confirmed;
 * - `sites.data.settings.holidayBookings`: 'enquiries' for a site that takes holiday enquiries
 *   only (the demo's second site), so that the API refuses an option there whoever asks;
 * - a holiday option no longer moves the data version of every page: `rental_versions` counts
 *   the changes of each unit's availability (its reservations and held nights), so that the site
 *   keeps every page but the unit's own and its site's holiday search (GET /data-version with
 *   `rentalUnit` or `rentalSite`). Emptying those tables still moves the data version.
 */
const PENDING_HOLDS = `
ALTER TABLE rental_reservations ADD COLUMN confirm_hash text;
ALTER TABLE rental_reservations ADD COLUMN confirmed_at timestamptz;
ALTER TABLE rental_reservations ADD COLUMN email_key text;
UPDATE rental_reservations SET confirmed_at = created_at;
CREATE UNIQUE INDEX rental_reservations_confirm_idx ON rental_reservations (confirm_hash)
  WHERE confirm_hash IS NOT NULL;
CREATE INDEX rental_reservations_pending_idx ON rental_reservations (email_key, expires_at)
  WHERE confirmed_at IS NULL;
ALTER TABLE appointments ADD COLUMN confirmed_at timestamptz;
ALTER TABLE appointments ADD COLUMN expires_at timestamptz;
ALTER TABLE appointments ADD COLUMN email_key text;
UPDATE appointments SET confirmed_at = created_at;
CREATE INDEX appointments_pending_idx ON appointments (email_key, expires_at)
  WHERE confirmed_at IS NULL;
UPDATE sites SET data = jsonb_set(data, '{settings,holidayBookings}', '"enquiries"')
  WHERE hostname = 'ardennes.localhost';
CREATE TABLE rental_versions (
  rental_unit_id integer PRIMARY KEY,
  site_id integer NOT NULL,
  version bigint NOT NULL DEFAULT 0
);
CREATE INDEX rental_versions_site_idx ON rental_versions (site_id);
CREATE FUNCTION bump_rental_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unit_id integer;
  unit_site integer;
BEGIN
  IF TG_OP = 'DELETE' THEN unit_id := OLD.rental_unit_id; ELSE unit_id := NEW.rental_unit_id; END IF;
  SELECT site_id INTO unit_site FROM rental_units WHERE id = unit_id;
  -- A unit deleted with its reservations: its page is gone, rental_units moved the data version.
  IF unit_site IS NULL THEN RETURN NULL; END IF;
  INSERT INTO rental_versions (rental_unit_id, site_id, version) VALUES (unit_id, unit_site, 1)
    ON CONFLICT (rental_unit_id) DO UPDATE SET version = rental_versions.version + 1;
  RETURN NULL;
END $$;
DROP TRIGGER rental_reservations_data_version ON rental_reservations;
DROP TRIGGER rental_unit_nights_data_version ON rental_unit_nights;
CREATE TRIGGER rental_reservations_rental_version
  AFTER INSERT OR UPDATE OR DELETE ON rental_reservations
  FOR EACH ROW EXECUTE FUNCTION bump_rental_version();
CREATE TRIGGER rental_unit_nights_rental_version
  AFTER INSERT OR UPDATE OR DELETE ON rental_unit_nights
  FOR EACH ROW EXECUTE FUNCTION bump_rental_version();
CREATE TRIGGER rental_reservations_data_version AFTER TRUNCATE ON rental_reservations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER rental_unit_nights_data_version AFTER TRUNCATE ON rental_unit_nights
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
`;

/** Every migration, oldest first. */
export const MIGRATIONS: readonly Migration[] = [
  { id: '001_initial', sql: INITIAL },
  { id: '002_search_indexes', sql: SEARCH_INDEXES },
  { id: '003_skarabee_listings', sql: SKARABEE_LISTINGS },
  { id: '004_sort_columns', sql: SORT_COLUMNS },
  { id: '005_translations_per_site', sql: TRANSLATIONS_PER_SITE },
  { id: '006_engagement', sql: ENGAGEMENT },
  { id: '007_holiday', sql: HOLIDAY },
  // A database that ran 009 before 008 existed still gets 008: the runner applies every id it
  // has not recorded (migrate.ts).
  { id: '008_appointments', sql: APPOINTMENTS },
  { id: '009_card_view_and_feed', sql: CARD_VIEW_AND_FEED },
  { id: '010_estate_pages', sql: ESTATE_PAGES },
  { id: '011_estate_changed_at', sql: ESTATE_CHANGED_AT },
  { id: '012_card_text', sql: CARD_TEXT },
  { id: '013_rate_limits', sql: RATE_LIMITS },
  { id: '014_page_data_version', sql: PAGE_DATA_VERSION },
  { id: '015_privacy', sql: PRIVACY },
  { id: '016_valuation', sql: VALUATION },
  { id: '017_search_covering_index', sql: SEARCH_COVERING_INDEX },
  { id: '018_transaction_price_indexes', sql: TRANSACTION_PRICE_INDEXES },
  { id: '019_pending_holds', sql: PENDING_HOLDS },
];
