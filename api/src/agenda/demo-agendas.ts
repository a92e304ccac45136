/**
 * The demo sites' live agendas: most estates for sale, to rent or for take-over (four
 * in five, chosen by a hash of the estate id, so the same ones on every run) get an agenda with
 * opening hours on weekdays and Saturday mornings, 30-minute slots for the next four weeks, and
 * a few slots the agency already took (`source` 'agency': no visitor data). Sold, rented and
 * taken-over estates get none. Run by the seed after the estates are in, and at start for a demo
 * site seeded before agendas existed.
 */
import type { Queryable } from '../db/database';
import { createRandom, hashSeed } from '../demo/prng';
import { tokenHash } from '../engagement/service';
import { isBelgianHoliday } from './holidays';
import { agendaSlots, type AgendaRules, type OpeningPeriod } from './slots';

/** The demo opening hours: weekdays 9:30–12:30 and 14:00–18:00, Saturday 10:00–12:30. */
export const DEMO_OPENING_HOURS: readonly OpeningPeriod[] = Object.freeze([
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, from: '09:30', to: '12:30' },
    { weekday, from: '14:00', to: '18:00' },
  ]),
  { weekday: 6, from: '10:00', to: '12:30' },
]);

/** True for the estates that get a demo agenda: four in five open ones. */
export function hasDemoAgenda(estateId: string): boolean {
  return hashSeed(`agenda:${estateId}`) % 5 !== 0;
}

/**
 * Creates the demo agendas of a site that has none yet, with a few slots already taken.
 * @param now the time the taken slots are chosen from (ms)
 * @returns how many agendas it created (0 when the site already had agendas)
 */
export async function seedDemoAgendas(
  db: Queryable,
  siteId: number,
  now: number = Date.now(),
): Promise<number> {
  const { rows: existing } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM agendas WHERE site_id = $1',
    [siteId],
  );
  if ((existing[0]?.n ?? 0) > 0) return 0;
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM estates
     WHERE site_id = $1 AND status IN ('FOR_SALE', 'TO_RENT', 'TAKE_OVER') AND NOT is_project
     ORDER BY id`,
    [siteId],
  );
  const ids = rows.map((row) => row.id).filter(hasDemoAgenda);
  if (ids.length === 0) return 0;
  await db.query(
    `INSERT INTO agendas (site_id, estate_id, opening_hours)
     SELECT $1, id, $3::jsonb FROM unnest($2::text[]) AS id`,
    [siteId, ids, JSON.stringify(DEMO_OPENING_HOURS)],
  );
  const rules: AgendaRules = {
    timeZone: 'Europe/Brussels',
    slotMinutes: 30,
    daysAhead: 28,
    noticeMinutes: 60,
    openingHours: DEMO_OPENING_HOURS,
  };
  const slots = agendaSlots(rules, now, { isHoliday: isBelgianHoliday });
  const taken: { id_hash: string; estate_id: string; start: number; end: number }[] = [];
  for (const estateId of ids) {
    const random = createRandom(`agenda-taken:${estateId}`);
    const count = random.int(2, 8);
    const chosen = new Set<number>();
    for (let i = 0; i < count && slots.length > 0; i += 1)
      chosen.add(random.int(0, slots.length - 1));
    for (const index of chosen) {
      const slot = slots[index];
      if (!slot) continue;
      taken.push({
        id_hash: tokenHash(`demo:${siteId}:${estateId}:${slot.start}`),
        estate_id: estateId,
        start: slot.start,
        end: slot.end,
      });
    }
  }
  await db.query(
    `INSERT INTO appointments (id_hash, site_id, estate_id, starts_at, ends_at, source, locale)
     SELECT r.id_hash, $1, r.estate_id, to_timestamp(r.start / 1000), to_timestamp(r."end" / 1000),
       'agency', 'nl'
     FROM jsonb_to_recordset($2::jsonb) AS r(id_hash text, estate_id text, start float8, "end" float8)`,
    [siteId, JSON.stringify(taken)],
  );
  return ids.length;
}
