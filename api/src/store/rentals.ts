/**
 * Holiday rentals in the database (SPEC §3 Rental unit and Rental filters, §7
 * rental-units calls): the search, the filter options, a unit with its periods, and the
 * reservation request that puts a period under option.
 *
 * A period's status comes from the nights held (rental_unit_nights): BOOKED when a booked
 * reservation holds one of its nights, OPTION when an option does, else FREE. Only periods
 * arriving on or after `today` are offered.
 */
import type { IdName, SearchResult } from '../contract/domain';
import type {
  RentalFilters,
  RentalPeriod,
  RentalPeriodType,
  RentalQuery,
  RentalSearchRequest,
  RentalUnit,
} from '../contract';
import type { Queryable } from '../db/database';
import { SqlParams } from '../search/sql-params';

/** Page size of the rental search (SPEC §9 page size 15) and its largest page. */
export const RENTAL_PAGE_SIZE = 15;
export const RENTAL_MAX_PAGE_SIZE = 100;

/**
 * SQL condition: the reservation r holds its nights at the moment `now` (a timestamptz
 * parameter: the routes' clock). A visitor's option lapses at its `expires_at` (null: never):
 * a pending one (its e-mail address not confirmed) a short while after it was asked, a confirmed
 * one later; from then on it holds nothing, whether or not the housekeeping job has deleted its
 * nights yet.
 */
const holds = (now: string) => `(r.expires_at IS NULL OR r.expires_at > ${now}::timestamptz)`;

/** SQL of a period's status (p = rental_periods), from the nights its reservations hold. */
const periodStatus = (now: string) => `COALESCE((
  SELECT CASE WHEN bool_or(r.status = 'BOOKED') THEN 'BOOKED' WHEN count(*) > 0 THEN 'OPTION' END
    FROM rental_unit_nights n JOIN rental_reservations r ON r.id = n.reservation_id
   WHERE n.rental_unit_id = p.rental_unit_id AND n.night >= p.arrival AND n.night < p.departure
     AND ${holds(now)}
), 'FREE')`;

/** SQL condition: no night of the period p is held. */
const periodFree = (now: string) => `NOT EXISTS (
  SELECT 1 FROM rental_unit_nights n JOIN rental_reservations r ON r.id = n.reservation_id
   WHERE n.rental_unit_id = p.rental_unit_id AND n.night >= p.arrival AND n.night < p.departure
     AND ${holds(now)}
)`;

/** The unit conditions of a search (u = rental_units), pushed into `params`. */
function unitConditions(params: SqlParams, siteId: number, search: RentalQuery): string[] {
  const where = [`u.site_id = ${params.add(siteId)}`];
  if (search.location?.length)
    where.push(`u.location_id = ANY(${params.add(search.location)}::int[])`);
  if (search.city?.length) where.push(`u.city_id = ANY(${params.add(search.city)}::int[])`);
  if (search.subKind?.length)
    where.push(`u.sub_kind_id = ANY(${params.add(search.subKind)}::int[])`);
  if (search.persons) where.push(`u.max_occupation >= ${params.add(search.persons)}`);
  return where;
}

/** The period conditions of a search (p = rental_periods): from today, its type and arrival. */
function periodConditions(params: SqlParams, search: RentalQuery, today: string): string[] {
  const where = [`p.arrival >= ${params.add(today)}::date`];
  if (search.periodType) where.push(`p.period_type = ${params.add(search.periodType)}`);
  if (search.arrival) where.push(`p.arrival = ${params.add(search.arrival)}::date`);
  return where;
}

/**
 * POST /sites/{siteId}/rental-units: the units matching the search, each with `lowestPrice` (the
 * lowest rent in euro among its free periods of the search's type and arrival date, from today),
 * `periods` empty. With a period type or an arrival date only units with such a free period
 * match. Sorted by `sortType` (price: the lowest price, units without a free period last;
 * persons: maxOccupation), then by id; default price ASC.
 * @param today ISO date (yyyy-mm-dd): earlier periods are not offered
 * @returns total.value (all matches) and the page `from`…`from + size`
 */
export async function searchRentalUnits(
  db: Queryable,
  siteId: number,
  request: RentalSearchRequest,
  today: string,
  now: Date = new Date(),
): Promise<SearchResult<RentalUnit>> {
  const search = request.search ?? {};
  const params = new SqlParams();
  const units = unitConditions(params, siteId, search);
  const periods = periodConditions(params, search, today);
  const free = periodFree(params.add(now.toISOString()));
  const needsPeriod = Boolean(search.periodType || search.arrival);
  const order = request.sortOrder === 'DESC' ? 'DESC' : 'ASC';
  const sort =
    request.sortType === 'persons'
      ? `m2.max_occupation ${order}, m2.id`
      : `m2.price ${order} NULLS LAST, m2.id`;
  const size = Math.min(request.size ?? RENTAL_PAGE_SIZE, RENTAL_MAX_PAGE_SIZE);
  const from = request.from ?? 0;
  const sql = `
    WITH lowest AS (
      SELECT DISTINCT ON (p.rental_unit_id) p.rental_unit_id, p.price::float8 AS price, p.period_type
        FROM rental_periods p JOIN rental_units u ON u.id = p.rental_unit_id
       WHERE ${[...units, ...periods, free].join(' AND ')}
       ORDER BY p.rental_unit_id, p.price, p.arrival, p.id
    ), matching AS (
      SELECT u.id, u.max_occupation, u.data, m.price, m.period_type
        FROM rental_units u LEFT JOIN lowest m ON m.rental_unit_id = u.id
       WHERE ${units.join(' AND ')}${needsPeriod ? ' AND m.price IS NOT NULL' : ''}
    )
    SELECT (SELECT count(*)::int FROM matching) AS total,
           (SELECT json_agg(page.unit ORDER BY page.n)::text FROM (
              SELECT row_number() OVER (ORDER BY ${sort}) AS n,
                     m2.data || jsonb_build_object(
                       'periods', '[]'::jsonb,
                       'lowestPrice', CASE WHEN m2.price IS NULL THEN NULL
                         ELSE jsonb_build_object('price', m2.price, 'type', m2.period_type) END) AS unit
                FROM matching m2
               ORDER BY ${sort}
               LIMIT ${params.add(size)} OFFSET ${params.add(from)}
           ) page) AS results`;
  const { rows } = await db.query<{ total: number; results: string | null }>(sql, params.values);
  const row = rows[0];
  return {
    total: { value: row?.total ?? 0 },
    results: row?.results ? (JSON.parse(row.results) as RentalUnit[]) : [],
  };
}

/**
 * POST /sites/{siteId}/rental-units/filters (SPEC §3 Rental filters): the site's areas, kinds,
 * municipalities and capacities (all of them, so a visitor can widen a search), the period types
 * offered, and the arrival dates and periods that are free for the search's unit filters and
 * period type (not narrowed by its arrival date), from today.
 */
export async function rentalFilters(
  db: Queryable,
  siteId: number,
  search: RentalQuery,
  today: string,
  now: Date = new Date(),
): Promise<RentalFilters> {
  const all = new SqlParams();
  const siteUnits = `u.site_id = ${all.add(siteId)}`;
  const { rows: unitRows } = await db.query<{
    locations: IdName[] | null;
    sub_kinds: IdName[] | null;
    cities: (IdName & { zip: string; locationId: number })[] | null;
    max_occupations: number[] | null;
    period_types: RentalPeriodType[] | null;
  }>(
    `SELECT
       (SELECT jsonb_agg(l ORDER BY (l->>'id')::int) FROM (SELECT DISTINCT data #> '{general,location}' AS l FROM rental_units u WHERE ${siteUnits}) a) AS locations,
       (SELECT jsonb_agg(k ORDER BY (k->>'id')::int) FROM (SELECT DISTINCT data #> '{general,subKind}' AS k FROM rental_units u WHERE ${siteUnits}) b) AS sub_kinds,
       (SELECT jsonb_agg(c ORDER BY c->'name'->>'nl') FROM (SELECT DISTINCT (data #> '{general,city}') || jsonb_build_object('locationId', location_id) AS c FROM rental_units u WHERE ${siteUnits}) c) AS cities,
       (SELECT array_agg(DISTINCT max_occupation ORDER BY max_occupation) FROM rental_units u WHERE ${siteUnits}) AS max_occupations,
       (SELECT array_agg(DISTINCT p.period_type) FROM rental_periods p JOIN rental_units u ON u.id = p.rental_unit_id
         WHERE ${siteUnits} AND p.arrival >= ${all.add(today)}::date) AS period_types`,
    all.values,
  );
  const params = new SqlParams();
  const units = unitConditions(params, siteId, search);
  const periods = periodConditions(params, { periodType: search.periodType }, today);
  const free = periodFree(params.add(now.toISOString()));
  const { rows: dateRows } = await db.query<{ start: string; end: string; type: RentalPeriodType }>(
    `SELECT DISTINCT to_char(p.arrival, 'YYYY-MM-DD') AS start, to_char(p.departure, 'YYYY-MM-DD') AS "end",
            p.period_type AS type
       FROM rental_periods p JOIN rental_units u ON u.id = p.rental_unit_id
      WHERE ${[...units, ...periods, free].join(' AND ')}
      ORDER BY 1, 2, 3`,
    params.values,
  );
  const order: RentalPeriodType[] = ['WEEK', 'MIDWEEK', 'WEEKEND', 'LONG_WEEKEND'];
  const row = unitRows[0];
  return {
    locations: row?.locations ?? [],
    maxOccupations: row?.max_occupations ?? [],
    subKinds: row?.sub_kinds ?? [],
    cities: row?.cities ?? [],
    periodTypes: order.filter((type) => row?.period_types?.includes(type)),
    periodStartDates: [...new Set(dateRows.map((r) => r.start))],
    periodDates: dateRows,
  };
}

/**
 * The periods of a unit from today on, by arrival (then departure), with their status at `now`.
 * @returns [] for a unit without periods (or unknown)
 */
export async function findRentalPeriods(
  db: Queryable,
  unitId: number,
  today: string,
  now: Date = new Date(),
): Promise<RentalPeriod[]> {
  const { rows } = await db.query<{ periods: string | null }>(
    `SELECT json_agg(json_build_object(
        'id', p.id, 'rentalUnitId', p.rental_unit_id, 'type', p.period_type,
        'start', to_char(p.arrival, 'YYYY-MM-DD'), 'end', to_char(p.departure, 'YYYY-MM-DD'),
        'nights', p.departure - p.arrival, 'season', p.season, 'price', p.price::float8,
        'status', ${periodStatus('$3')}) ORDER BY p.arrival, p.departure, p.id)::text AS periods
       FROM rental_periods p
      WHERE p.rental_unit_id = $1 AND p.arrival >= $2::date`,
    [unitId, today, now.toISOString()],
  );
  const text = rows[0]?.periods;
  return text ? (JSON.parse(text) as RentalPeriod[]) : [];
}

/**
 * A unit of a site without its periods.
 * @returns the record, or null when the site has no unit of that id
 */
export async function findRentalUnit(
  db: Queryable,
  siteId: number,
  id: number,
): Promise<Omit<RentalUnit, 'periods'> | null> {
  const { rows } = await db.query<{ data: Omit<RentalUnit, 'periods'> }>(
    'SELECT data FROM rental_units WHERE site_id = $1 AND id = $2',
    [siteId, id],
  );
  return rows[0]?.data ?? null;
}

/** A period found by its unit, arrival and departure. */
export interface PeriodRow {
  id: number;
  type: RentalPeriodType;
  price: number;
  nights: number;
}

/**
 * The period of a unit that starts and ends on those dates, from today on.
 * @returns the period, or null when the unit has no such period (dates outside its periods)
 */
export async function findPeriodByDates(
  db: Queryable,
  unitId: number,
  arrival: string,
  departure: string,
  today: string,
): Promise<PeriodRow | null> {
  const { rows } = await db.query<PeriodRow>(
    `SELECT id, period_type AS type, price::float8 AS price, (departure - arrival) AS nights
       FROM rental_periods
      WHERE rental_unit_id = $1 AND arrival = $2::date AND departure = $3::date AND arrival >= $4::date`,
    [unitId, arrival, departure, today],
  );
  return rows[0] ?? null;
}

/** The limits of the unconfirmed options (HOLD_PENDING_PER_ADDRESS, HOLD_PENDING_PER_UNIT). */
export interface PendingCaps {
  /** Unconfirmed options one e-mail address (normalized) may have at once. */
  perAddress: number;
  /** Unconfirmed options one unit may have at once. */
  perUnit: number;
}

/** What asking for an option gives: held (pending), or over a cap until `retryAt` (ms). */
export type OptionOutcome =
  { kind: 'held' } | { kind: 'overCap'; cap: 'address' | 'unit'; retryAt: number };

/**
 * Holds the nights of a period for a new option, pending until its e-mail address is
 * confirmed, in the caller's transaction: checks the caps of pending options (per address, per
 * unit; each counted under an advisory lock of its key, so two requests at once cannot both pass
 * the last place), lets go of the unit's lapsed options on those nights, inserts the reservation
 * (lapsing `pendingMs` after `now` unless confirmed) with the hash of its confirmation token, then
 * one row per night. The nights' primary key refuses a night held already, so of two requests for
 * the same (or an overlapping) period only one commits.
 * @returns 'held', or 'overCap' with the moment (ms) the oldest pending option of that cap lapses
 * @throws the database's unique violation (code 23505) when a night is held already
 */
export async function insertOption(
  db: Queryable,
  reservation: {
    id: string;
    siteId: number;
    unitId: number;
    periodId: number;
    arrival: string;
    departure: string;
    request: unknown;
    /** The visitor's e-mail address, normalized (forms/guard.ts normalizedAddress). */
    emailKey: string;
    /** The SHA-256 (hex) of the confirmation token of the mail's link. */
    confirmHash: string;
    /** The moment of the request (the routes' clock). */
    now: Date;
    /** How long the option holds its period until confirmed, in ms. */
    pendingMs: number;
    caps: PendingCaps;
  },
): Promise<OptionOutcome> {
  const now = reservation.now.toISOString();
  const pending = async (where: string, value: string | number, max: number) => {
    await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`option:${where}:${value}`]);
    const { rows } = await db.query<{ n: number; first: number | null }>(
      `SELECT count(*)::int AS n, (extract(epoch FROM min(expires_at)) * 1000)::float8 AS first
         FROM rental_reservations
        WHERE ${where} = $1 AND confirmed_at IS NULL AND expires_at > $2::timestamptz`,
      [value, now],
    );
    const row = rows[0] ?? { n: 0, first: null };
    return row.n >= max ? (row.first ?? reservation.now.getTime()) : null;
  };
  const byAddress = await pending('email_key', reservation.emailKey, reservation.caps.perAddress);
  if (byAddress !== null) return { kind: 'overCap', cap: 'address', retryAt: byAddress };
  const byUnit = await pending('rental_unit_id', reservation.unitId, reservation.caps.perUnit);
  if (byUnit !== null) return { kind: 'overCap', cap: 'unit', retryAt: byUnit };
  await db.query(
    `DELETE FROM rental_unit_nights n USING rental_reservations r
     WHERE r.id = n.reservation_id AND n.rental_unit_id = $1 AND r.expires_at <= $4::timestamptz
       AND n.night >= $2::date AND n.night < $3::date`,
    [reservation.unitId, reservation.arrival, reservation.departure, now],
  );
  await db.query(
    `INSERT INTO rental_reservations (id, site_id, rental_unit_id, period_id, arrival, departure,
       status, request, expires_at, confirm_hash, email_key, created_at)
     VALUES ($1, $2, $3, $4, $5::date, $6::date, 'OPTION', $7::jsonb,
       $8::timestamptz + make_interval(secs => $9::float8 / 1000), $10, $11, $8::timestamptz)`,
    [
      reservation.id,
      reservation.siteId,
      reservation.unitId,
      reservation.periodId,
      reservation.arrival,
      reservation.departure,
      JSON.stringify(reservation.request),
      now,
      reservation.pendingMs,
      reservation.confirmHash,
      reservation.emailKey,
    ],
  );
  await db.query(
    `INSERT INTO rental_unit_nights (rental_unit_id, night, reservation_id)
     SELECT $1, night::date, $2 FROM generate_series($3::date, $4::date - 1, interval '1 day') AS night`,
    [reservation.unitId, reservation.id, reservation.arrival, reservation.departure],
  );
  return { kind: 'held' };
}

/** A pending option found by its confirmation token. */
export interface OptionToConfirm {
  id: string;
  unitId: number;
  periodId: number;
  arrival: string;
  departure: string;
  request: unknown;
  confirmed: boolean;
  /** Whether it lapsed before being confirmed (its period may be someone else's now). */
  lapsed: boolean;
}

/**
 * The option of a site whose confirmation token has this hash.
 * @returns null when there is none (never asked, or lapsed and cleaned up)
 */
export async function findOptionToConfirm(
  db: Queryable,
  siteId: number,
  confirmHash: string,
  now: Date,
): Promise<OptionToConfirm | null> {
  const { rows } = await db.query<OptionToConfirm>(
    `SELECT id, rental_unit_id AS "unitId", period_id AS "periodId",
            to_char(arrival, 'YYYY-MM-DD') AS arrival, to_char(departure, 'YYYY-MM-DD') AS departure,
            request, confirmed_at IS NOT NULL AS confirmed,
            (confirmed_at IS NULL AND expires_at <= $3::timestamptz) AS lapsed
       FROM rental_reservations WHERE site_id = $1 AND confirm_hash = $2`,
    [siteId, confirmHash, now.toISOString()],
  );
  return rows[0] ?? null;
}

/**
 * Confirms a pending option, in the caller's transaction: from `now` it holds its period for
 * `optionMs`. Only a pending option that has not lapsed is confirmed (a replay finds none).
 * @returns true when this call confirmed it
 */
export async function confirmOption(
  db: Queryable,
  id: string,
  now: Date,
  optionMs: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE rental_reservations
        SET confirmed_at = $2::timestamptz,
            expires_at = $2::timestamptz + make_interval(secs => $3::float8 / 1000)
      WHERE id = $1 AND confirmed_at IS NULL AND expires_at > $2::timestamptz
      RETURNING id`,
    [id, now.toISOString(), optionMs],
  );
  return rows.length > 0;
}

/** Stores an enquiry (it holds no night). */
export async function insertEnquiry(
  db: Queryable,
  enquiry: { id: string; siteId: number; unitId: number; request: unknown },
): Promise<void> {
  await db.query(
    `INSERT INTO rental_enquiries (id, site_id, rental_unit_id, request) VALUES ($1, $2, $3, $4::jsonb)`,
    [enquiry.id, enquiry.siteId, enquiry.unitId, JSON.stringify(enquiry.request)],
  );
}
