/**
 * The holiday rental calls over HTTP (SPEC §7 rental-units, §3 Rental unit and Rental
 * filters): search, filters, unit, periods, photos, every reservation rule, concurrent requests,
 * and the enquiry. The test API's clock is the demo's reference date (2026-11-01).
 */
import sharp from 'sharp';
import type { SearchResult } from '../contract/domain';
import type { RentalFilters, RentalPeriod, RentalUnit, ReservationRequest } from '../contract';
import { generateRentalData, type RentalDemoData } from '../demo/rentals';
import { engagementConfig } from '../engagement/config';
import { startTestApp, type TestApp } from '../testing/test-app';
import { withFormToken } from '../testing/fixtures';

let t: TestApp;
let demo: RentalDemoData;

beforeAll(async () => {
  t = await startTestApp();
  demo = generateRentalData(1);
}, 60_000);

afterAll(async () => {
  await t.close();
});

type Search = SearchResult<RentalUnit>;

const search = (body: unknown, site = 1) =>
  t.request<Search>('POST', `/sites/${site}/rental-units`, { body });

/** The demo periods of a unit that no demo reservation holds (by nights), of one type. */
function freeDemoPeriods(unitId: number, type: RentalPeriod['type']) {
  const held = demo.reservations.filter((r) => r.rentalUnitId === unitId);
  return demo.periods.filter(
    (p) =>
      p.rentalUnitId === unitId &&
      p.type === type &&
      !held.some((r) => r.start < p.end && p.start < r.end),
  );
}

/** A valid reservation request for a period (2 adults, English). */
function reservation(
  unitId: number,
  arrival: string,
  departure: string,
  extra: Partial<ReservationRequest> = {},
): ReservationRequest {
  return {
    rentalUnitId: unitId,
    arrival,
    departure,
    adults: 2,
    children: 0,
    pets: 0,
    name: 'An Peeters',
    email: 'an.peeters@example.be',
    phone: '+32 470 12 34 56',
    address: 'Kerkstraat 1, 9000 Gent',
    remarks: '',
    acceptConditions: true,
    consent: true,
    locale: 'en',
    ...extra,
  };
}

const reserve = async (body: unknown, site = 1) =>
  t.request<{
    id?: string;
    status?: string;
    statusCode?: number;
    code?: string;
    message?: string;
    errors?: { field: string; code: string; message: string }[];
  }>('POST', `/sites/${site}/rental-units/reservation`, {
    body: await withFormToken(t.db, body, site),
  });

const periodsOf = async (unitId: number) =>
  (await t.request<RentalPeriod[]>('GET', `/sites/1/rental-units/${unitId}/periods`)).body;

describe('POST /sites/{siteId}/rental-units (search)', () => {
  it('answers every unit of the site by page, each with its lowest free price', async () => {
    const first = await search({ search: {} });
    expect(first.status).toBe(200);
    expect(first.body.total.value).toBe(demo.units.length);
    expect(demo.units.length).toBeGreaterThanOrEqual(40);
    expect(first.body.results).toHaveLength(15);
    const all = await search({ search: {}, from: 0, size: 100 });
    const prices = all.body.results.map((u) => u.lowestPrice?.price ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(all.body.results.every((u) => u.periods.length === 0)).toBe(true);
    const second = await search({ search: {}, from: 15, size: 15 });
    expect(second.body.results.map((u) => u.id)).toEqual(
      all.body.results.slice(15, 30).map((u) => u.id),
    );
  });

  it('filters on area, municipality, persons and kind', async () => {
    const coast = await search({ search: { location: [1] }, size: 100 });
    expect(coast.body.total.value).toBe(
      demo.units.filter((u) => u.general.location.id === 1).length,
    );
    expect(coast.body.results.every((u) => u.general.location.id === 1)).toBe(true);
    const knokke = await search({ search: { city: [1] }, size: 100 });
    expect(knokke.body.results.length).toBeGreaterThan(0);
    expect(knokke.body.results.every((u) => u.general.city.name.nl === 'Knokke-Heist')).toBe(true);
    const six = await search({ search: { persons: 6 }, size: 100 });
    expect(six.body.total.value).toBe(
      demo.units.filter((u) => u.general.maxOccupation >= 6).length,
    );
    const chalets = await search({ search: { subKind: [5] }, size: 100 });
    expect(chalets.body.results.every((u) => u.general.subKind.id === 5)).toBe(true);
  });

  it('with a period type and arrival, answers the units free then at that price', async () => {
    const unit = demo.units[0]!;
    const week = freeDemoPeriods(unit.id, 'WEEK').find((p) => p.start >= '2027-01-01')!;
    const answer = await search({
      search: { periodType: 'WEEK', arrival: week.start },
      size: 100,
    });
    const found = answer.body.results.find((u) => u.id === unit.id);
    expect(found?.lowestPrice).toEqual({ price: week.price, type: 'WEEK' });
    const expected = demo.units.filter((u) =>
      freeDemoPeriods(u.id, 'WEEK').some((p) => p.start === week.start),
    );
    expect(answer.body.total.value).toBe(expected.length);
  });

  it('sorts by persons, descending', async () => {
    const answer = await search({ search: {}, sortType: 'persons', sortOrder: 'DESC', size: 100 });
    const persons = answer.body.results.map((u) => u.general.maxOccupation);
    expect(persons).toEqual([...persons].sort((a, b) => b - a));
  });

  it("answers the second site's own units in the Ardennes", async () => {
    const answer = await search({ search: {}, size: 100 }, 2);
    expect(answer.body.total.value).toBe(generateRentalData(2).units.length);
    expect(answer.body.results.every((u) => u.general.location.id === 2)).toBe(true);
  });

  it('ignores empty filters and refuses malformed ones naming the field', async () => {
    const empty = await search({ search: { city: [], arrival: '', persons: null } });
    expect(empty.body.total.value).toBe(demo.units.length);
    const bad = await t.request<{ message: string }>('POST', '/sites/1/rental-units', {
      body: { search: { persons: 'four' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('body/search/persons');
    const unknown = await search({ search: { beach: true } });
    expect(unknown.status).toBe(400);
  });

  it.each([
    [{ search: { persons: 'four' } }, 'body/search/persons must be integer'],
    [{ search: { persons: 0 } }, 'body/search/persons must be >= 1'],
    [{ search: { persons: 51 } }, 'body/search/persons must be <= 50'],
    [{ search: { location: [-1] } }, 'body/search/location/0 must be >= 0'],
    [{ search: { city: [2_147_483_648] } }, 'body/search/city/0 must be <= 2147483647'],
    [{ search: { subKind: 'one' } }, 'body/search/subKind must be array'],
    [
      { search: { periodType: 'MONTH' } },
      'body/search/periodType must be equal to one of the allowed values (WEEK, MIDWEEK, WEEKEND, LONG_WEEKEND)',
    ],
    [
      { search: { arrival: '1/12/2026' } },
      'body/search/arrival must match pattern "^\\d{4}-\\d{2}-\\d{2}$"',
    ],
    [{ search: { beach: true } }, 'body/search/beach is not a known property'],
    [
      { search: {}, sortType: 'name' },
      'body/sortType must be equal to one of the allowed values (price, persons)',
    ],
    [
      { search: {}, sortOrder: 'UP' },
      'body/sortOrder must be equal to one of the allowed values (ASC, DESC)',
    ],
    [{ search: {}, from: -1 }, 'body/from must be >= 0'],
    [{ search: {}, size: 101 }, 'body/size must be <= 100'],
    [{ search: {}, page: 2 }, 'body/page is not a known property'],
  ])('refuses the search body %j with 400 "%s"', async (body, message) => {
    const answer = await t.request<{ message: string }>('POST', '/sites/1/rental-units', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe('POST /sites/{siteId}/rental-units/filters', () => {
  it('answers the areas, municipalities, kinds, capacities and period types', async () => {
    const { status, body } = await t.request<RentalFilters>(
      'POST',
      '/sites/1/rental-units/filters',
      { body: {} },
    );
    expect(status).toBe(200);
    expect(body.locations.map((l) => l.name.en)).toEqual(['Belgian coast', 'Ardennes']);
    const cities = body.cities.map((c) => c.name.nl);
    for (const name of ['Knokke-Heist', 'De Haan', 'Oostende', 'Middelkerke', 'Nieuwpoort'])
      expect(cities).toContain(name);
    for (const name of ['De Panne', 'Blankenberge', 'Durbuy', 'La Roche-en-Ardenne', 'Bouillon'])
      expect(cities).toContain(name);
    expect(body.periodTypes).toEqual(['WEEK', 'MIDWEEK', 'WEEKEND', 'LONG_WEEKEND']);
    expect(body.maxOccupations).toEqual([...new Set(body.maxOccupations)].sort((a, b) => a - b));
  });

  it("gives the free arrival dates of the search's period type", async () => {
    const { body } = await t.request<RentalFilters>('POST', '/sites/1/rental-units/filters', {
      body: { search: { periodType: 'MIDWEEK' } },
    });
    expect(body.periodStartDates.length).toBeGreaterThan(40);
    expect(body.periodStartDates.every((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1)).toBe(
      true,
    );
    expect(body.periodDates.every((p) => p.type === 'MIDWEEK')).toBe(true);
  });

  it.each([
    [{ search: { persons: 0 } }, 'body/search/persons must be >= 1'],
    [{ search: {}, size: 10 }, 'body/size is not a known property'],
  ])('refuses the filters body %j with 400 "%s"', async (body, message) => {
    const answer = await t.request<{ message: string }>('POST', '/sites/1/rental-units/filters', {
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe('the OpenAPI description of the rental search', () => {
  type Doc = {
    paths: Record<
      string,
      { post: { requestBody: { content: { 'application/json': { schema: JsonSchema } } } } }
    >;
  };
  type JsonSchema = {
    type?: string;
    enum?: string[];
    minimum?: number;
    maximum?: number;
    pattern?: string;
    description?: string;
    additionalProperties?: boolean;
    properties?: Record<string, JsonSchema>;
    items?: JsonSchema;
  };
  const body = async (path: string) =>
    (await t.request<Doc>('GET', '/openapi.json')).body.paths[path]!.post.requestBody.content[
      'application/json'
    ].schema;

  it('documents the search body: filters, sort, page', async () => {
    const schema = await body('/sites/{siteId}/rental-units');
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties!)).toEqual([
      'search',
      'sortType',
      'sortOrder',
      'from',
      'size',
    ]);
    expect(schema.properties!.sortType!.enum).toEqual(['price', 'persons']);
    expect(schema.properties!.size).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    const filters = schema.properties!.search!;
    expect(filters.additionalProperties).toBe(false);
    expect(Object.keys(filters.properties!)).toEqual([
      'location',
      'city',
      'persons',
      'subKind',
      'periodType',
      'arrival',
    ]);
    expect(filters.properties!.persons).toMatchObject({ minimum: 1, maximum: 50 });
    expect(filters.properties!.persons!.description).toMatch(/at least this many persons/);
    expect(filters.properties!.periodType!.enum).toEqual([
      'WEEK',
      'MIDWEEK',
      'WEEKEND',
      'LONG_WEEKEND',
    ]);
    expect(filters.properties!.city!.items).toMatchObject({ type: 'integer', minimum: 0 });
  });

  it('documents the filters body: the same filters, nothing else', async () => {
    const schema = await body('/sites/{siteId}/rental-units/filters');
    expect(Object.keys(schema.properties!)).toEqual(['search']);
    expect(Object.keys(schema.properties!.search!.properties!)).toContain('arrival');
  });
});

describe('GET /sites/{siteId}/rental-units/{id} and /periods', () => {
  it('answers the unit of SPEC §3 with its periods and their status', async () => {
    const coast = demo.units.find((u) => u.general.location.id === 1)!;
    const { status, body } = await t.request<RentalUnit>(
      'GET',
      `/sites/1/rental-units/${coast.id}`,
    );
    expect(status).toBe(200);
    expect(body.general.rentalName).toEqual(coast.general.rentalName);
    expect(body.general.tourismRegistration).toMatch(/^\d{6}$/);
    expect(body.costs.deposit).toBeGreaterThan(0);
    expect(body.photos[0]!.medium).toBe(`/sites/1/rental-units/photo/${coast.id}/1-medium.webp`);
    expect(body.periods).toEqual(await periodsOf(coast.id));
    const statuses = new Set(
      (await Promise.all(demo.units.slice(0, 10).map((u) => periodsOf(u.id))))
        .flat()
        .map((p) => p.status),
    );
    expect(statuses).toEqual(new Set(['FREE', 'OPTION', 'BOOKED']));
    const ardennes = demo.units.find((u) => u.general.location.id === 2)!;
    const other = await t.request<RentalUnit>('GET', `/sites/1/rental-units/${ardennes.id}`);
    expect(other.body.general.tourismRegistration).toBeNull();
  });

  it('marks the periods overlapping a booked one as held too', async () => {
    const booked = demo.reservations.find((r) => r.status === 'BOOKED' && r.end > '2026-11-20')!;
    const periods = await periodsOf(booked.rentalUnitId);
    const overlapping = periods.filter((p) => p.start < booked.end && booked.start < p.end);
    expect(overlapping.length).toBeGreaterThan(1);
    expect(overlapping.every((p) => p.status !== 'FREE')).toBe(true);
  });

  it('answers 404 for an unknown unit or a unit of another site', async () => {
    expect((await t.request('GET', '/sites/1/rental-units/999999')).status).toBe(404);
    expect((await t.request('GET', '/sites/2/rental-units/501')).status).toBe(404);
    expect((await t.request('GET', '/sites/1/rental-units/999999/periods')).status).toBe(404);
  });
});

describe('GET /sites/{siteId}/rental-units/photo/{a}/{b}', () => {
  it.each([
    ['original', 1600, 1067],
    ['medium', 800, 533],
    ['thumbnail', 240, 160],
  ])('answers the %s picture in its size', async (size, width, height) => {
    const { status, headers, body } = await t.request<string>(
      'GET',
      `/sites/1/rental-units/photo/501/1-${size}`,
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('image/svg+xml');
    expect(body).toContain(`width="${width}" height="${height}"`);
  });

  it.each([
    ['1-medium.webp', 'image/webp', 'webp', { width: 800, height: 533 }],
    ['2-thumbnail.jpg', 'image/jpeg', 'jpeg', { width: 240, height: 160 }],
  ])('answers %s as a raster photo', async (name, type, format, size) => {
    const answer = await fetch(`${t.url}/sites/1/rental-units/photo/501/${name}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(type);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format,
      ...size,
    });
  });

  it('answers 400 for a photo in a format it does not serve', async () => {
    expect((await t.request('GET', '/sites/1/rental-units/photo/501/1-medium.png')).status).toBe(
      400,
    );
  });

  it('answers 404 for a photo the unit does not have, 400 for an unknown size', async () => {
    expect((await t.request('GET', '/sites/1/rental-units/photo/501/99-medium')).status).toBe(404);
    expect((await t.request('GET', '/sites/1/rental-units/photo/501/1-huge')).status).toBe(400);
  });
});

describe('POST /sites/{siteId}/rental-units/reservation', () => {
  it('puts a free period under option for everyone at once, with the overlapping ones', async () => {
    const unit = demo.units[1]!;
    const week = freeDemoPeriods(unit.id, 'WEEK').find((p) => p.start >= '2027-03-01')!;
    const answer = await reserve(reservation(unit.id, week.start, week.end));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      rentalUnitId: unit.id,
      periodId: week.id,
      status: 'OPTION',
    });
    const periods = await periodsOf(unit.id);
    expect(periods.find((p) => p.id === week.id)?.status).toBe('OPTION');
    const weekend = periods.find((p) => p.type === 'WEEKEND' && p.start === week.start);
    expect(weekend?.status).toBe('OPTION');
    const searched = await search({
      search: { periodType: 'WEEK', arrival: week.start },
      size: 100,
    });
    expect(searched.body.results.some((u) => u.id === unit.id)).toBe(false);
  });

  it('queues a mail to the visitor (their language) with the confirmation link, the agency one once confirmed, none on a refusal', async () => {
    const unit = demo.units[7]!;
    const week = freeDemoPeriods(unit.id, 'WEEK').find((p) => p.start >= '2027-06-01')!;
    const outbox = async () =>
      (
        await t.db.query<{
          kind: string;
          recipient: string;
          message: { subject: string; text: string; html: string; replyTo?: unknown };
        }>(
          "SELECT kind, recipient, message FROM mail_outbox WHERE kind = 'reservation' AND message->>'text' LIKE $1 ORDER BY id",
          [`%${week.start.slice(8, 10)}/${week.start.slice(5, 7)}/${week.start.slice(0, 4)}%`],
        )
      ).rows.filter((row) =>
        row.message.text.includes(unit.general.rentalName.nl!.split(' ').pop()!),
      );
    const answer = await reserve(
      reservation(unit.id, week.start, week.end, {
        locale: 'fr',
        email: 'marie@example.be',
        name: 'Marie <Dubois>',
      }),
    );
    expect(answer.status).toBe(201);
    expect((await outbox()).map((m) => m.recipient)).toEqual(['marie@example.be']);
    const token = /\/fr\/vacances\/\d+\?option=([A-Za-z0-9_-]+)/.exec(
      (await outbox())[0]!.message.text,
    )?.[1];
    expect(token).toBeDefined();
    const confirmed = await t.request<{ confirmed: string }>(
      'POST',
      `/sites/1/rental-units/reservation/${token}/confirm`,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.confirmed).toBe('now');
    const mails = await outbox();
    expect(mails.map((m) => m.recipient)).toEqual(['marie@example.be', 'info@immo-zonneveld.be']);
    expect(mails[0]!.message.subject).toMatch(/^Votre demande de réservation pour /);
    expect(mails[0]!.message.text).toContain('est maintenant sous option pour vous');
    expect(mails[0]!.message.text).toContain('Confirmer ma demande');
    expect(mails[0]!.message.html).toContain('Marie &lt;Dubois&gt;');
    expect(mails[0]!.message.text).toContain(`/fr/vacances/${unit.id}`);
    expect(mails[1]!.message.subject).toMatch(/^Reservatieaanvraag: /);
    expect(mails[1]!.message.replyTo).toEqual({
      name: 'Marie <Dubois>',
      address: 'marie@example.be',
    });
    const again = await reserve(reservation(unit.id, week.start, week.end));
    expect(again.status).toBe(409);
    expect(await outbox()).toHaveLength(2);
  });

  it('refuses a period that is not free (409) with a clear message', async () => {
    const held = demo.reservations.find((r) => r.rentalUnitId === demo.units[2]!.id)!;
    const answer = await reserve(reservation(held.rentalUnitId, held.start, held.end));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'PERIOD_NOT_FREE',
      message: 'This period is no longer free. Choose another period.',
    });
  });

  it('refuses more persons than the unit takes (422), in the request language', async () => {
    const unit = demo.units[3]!;
    const week = freeDemoPeriods(unit.id, 'WEEK').find((p) => p.start >= '2027-03-01')!;
    const max = unit.general.maxOccupation;
    const answer = await reserve(
      reservation(unit.id, week.start, week.end, { adults: max, children: 1, locale: 'fr' }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('TOO_MANY_PERSONS');
    expect(answer.body.message).toBe(`Ce logement accueille au maximum ${max} personnes.`);
    expect(answer.body.errors?.[0]).toMatchObject({ field: 'adults', code: 'tooManyPersons' });
    expect((await periodsOf(unit.id)).find((p) => p.id === week.id)?.status).toBe('FREE');
  });

  it('refuses dates outside the periods (422): a Wednesday arrival, or a past period', async () => {
    const unit = demo.units[4]!;
    const wednesday = await reserve(
      reservation(unit.id, '2027-03-03', '2027-03-10', { locale: 'nl' }),
    );
    expect(wednesday.status).toBe(422);
    expect(wednesday.body.code).toBe('DATES_OUTSIDE_PERIODS');
    expect(wednesday.body.message).toMatch(/^Deze data komen niet overeen/);
    const past = await reserve(reservation(unit.id, '2026-10-30', '2026-11-06'));
    expect(past.body.code).toBe('DATES_OUTSIDE_PERIODS');
  });

  it('refuses malformed requests (400) naming each field, in the request language', async () => {
    const unit = demo.units[4]!;
    const answer = await reserve({
      ...reservation(unit.id, '2027-03-05', '2027-03-12', { locale: 'de' }),
      email: 'not-an-address',
      phone: 'call me',
      acceptConditions: false,
      name: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION');
    expect(answer.body.message).toBe('Bitte prüfen Sie die markierten Felder.');
    const byField = Object.fromEntries((answer.body.errors ?? []).map((e) => [e.field, e]));
    expect(byField.email).toMatchObject({
      code: 'email',
      message: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    });
    expect(byField.phone?.code).toBe('phone');
    expect(byField.acceptConditions?.code).toBe('conditions');
    expect(byField.name?.code).toBe('required');
    const missing = await reserve({ rentalUnitId: unit.id, locale: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.find((e) => e.field === 'arrival')?.code).toBe('required');
    const extra = await reserve({
      ...reservation(unit.id, '2027-03-05', '2027-03-12'),
      locale: 'fr',
      admin: 1,
    });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual([
      {
        field: 'body',
        code: 'unknownField',
        params: { fields: 'admin' },
        message: 'Ce formulaire n’a pas de champ admin.',
      },
    ]);
    const reversed = await reserve(reservation(unit.id, '2027-03-12', '2027-03-05'));
    expect(reversed.body.errors?.[0]).toMatchObject({
      field: 'departure',
      code: 'departureBeforeArrival',
    });
  });

  it('answers 404 for an unknown unit', async () => {
    const answer = await reserve(reservation(999999, '2027-03-05', '2027-03-12'));
    expect(answer.status).toBe(404);
  });

  it('gives one option and one refusal to two requests for the same period at once', async () => {
    const unit = demo.units[5]!;
    const week = freeDemoPeriods(unit.id, 'WEEK').find((p) => p.start >= '2027-04-01')!;
    const answers = await Promise.all([
      reserve(reservation(unit.id, week.start, week.end, { name: 'First Visitor' })),
      reserve(reservation(unit.id, week.start, week.end, { name: 'Second Visitor' })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('PERIOD_NOT_FREE');
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rental_reservations WHERE period_id = $1',
      [week.id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('gives one option to two requests for overlapping periods (a week and its weekend) at once', async () => {
    const unit = demo.units[6]!;
    const week = freeDemoPeriods(unit.id, 'WEEK').find((p) => p.start >= '2027-05-20')!;
    const weekend = demo.periods.find(
      (p) => p.rentalUnitId === unit.id && p.type === 'WEEKEND' && p.start === week.start,
    )!;
    const answers = await Promise.all([
      reserve(reservation(unit.id, week.start, week.end)),
      reserve(reservation(unit.id, weekend.start, weekend.end)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});

describe('POST /sites/{siteId}/rental-units/enquiry', () => {
  const enquiry = (extra: Record<string, unknown> = {}) => ({
    rentalUnitId: 801,
    arrival: '2027-07-10',
    departure: '2027-07-17',
    persons: 2,
    name: 'Marie Dubois',
    email: 'marie@example.be',
    phone: '0470 12 34 56',
    message: 'Is the garden fenced?',
    consent: true,
    locale: 'fr',
    ...extra,
  });
  const send = async (body: unknown) =>
    t.request<{
      id?: string;
      code?: string;
      message?: string;
      errors?: { field: string; code: string }[];
    }>('POST', '/sites/2/rental-units/enquiry', { body: await withFormToken(t.db, body, 2) });

  it('stores an enquiry with wished dates, mails the visitor and the agency, and holds nothing', async () => {
    const answer = await send(enquiry());
    expect(answer.status).toBe(201);
    const { rows: mails } = await t.db.query<{ recipient: string; message: { subject: string } }>(
      "SELECT recipient, message FROM mail_outbox WHERE kind = 'enquiry' ORDER BY id",
    );
    expect(mails.map((m) => m.recipient)).toEqual(['marie@example.be', 'info@immo-ardennes.be']);
    expect(mails[0]!.message.subject).toMatch(/^Votre demande au sujet de /);
    expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rental_unit_nights n JOIN rental_reservations r ON r.id = n.reservation_id WHERE r.request IS NOT NULL AND r.rental_unit_id = 801',
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a departure before arrival, a past arrival, too long a stay and too many persons', async () => {
    expect((await send(enquiry({ departure: '2027-07-01' }))).body.errors?.[0]?.code).toBe(
      'departureBeforeArrival',
    );
    expect(
      (await send(enquiry({ arrival: '2026-10-01', departure: '2026-10-05' }))).body.errors?.[0]
        ?.code,
    ).toBe('arrivalInPast');
    expect((await send(enquiry({ departure: '2027-09-01' }))).body.errors?.[0]?.code).toBe(
      'stayTooLong',
    );
    const crowd = await send(enquiry({ persons: 30 }));
    expect(crowd.status).toBe(422);
    expect(crowd.body.code).toBe('TOO_MANY_PERSONS');
    expect((await send(enquiry({ rentalUnitId: 501 }))).status).toBe(404);
  });

  it('refuses an enquiry without the consent to the privacy statement, in the enquiry’s language', async () => {
    const withoutConsent: Record<string, unknown> = enquiry();
    delete withoutConsent.consent;
    for (const body of [withoutConsent, enquiry({ consent: false })]) {
      const answer = await send(body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        {
          field: 'consent',
          code: 'consent',
          message: 'Donnez votre consentement selon la déclaration de confidentialité.',
        },
      ]);
    }
  });
});

describe('rate limit of the reservation and enquiry forms', () => {
  it('answers 429 once an address has sent as many accepted requests as the forms allow; refused ones do not count', async () => {
    const limited = await startTestApp(undefined, {
      engagement: {
        config: { ...engagementConfig({}), ipLimit: 2 },
        transport: { sendMail: () => Promise.reject(new Error('no SMTP server in tests')) },
      },
    });
    const enquiry = (extra: Record<string, unknown> = {}) => ({
      rentalUnitId: 801,
      arrival: '2027-07-10',
      departure: '2027-07-17',
      persons: 2,
      name: 'Marie Dubois',
      email: 'marie@example.be',
      phone: '0470 12 34 56',
      message: 'Is the garden fenced?',
      consent: true,
      locale: 'fr',
      ...extra,
    });
    const send = async (body: unknown) =>
      limited.request<{ code?: string; message?: string; retryAfter?: number }>(
        'POST',
        '/sites/2/rental-units/enquiry',
        { body: await withFormToken(limited.db, body, 2) },
      );
    try {
      const statuses: number[] = [];
      for (const body of [
        {},
        enquiry({ email: 'marie@' }),
        enquiry(),
        enquiry({ persons: 30 }),
        {},
        enquiry(),
      ]) {
        statuses.push((await send(body)).status);
      }
      expect(statuses).toEqual([400, 400, 201, 422, 400, 201]);
      const over = await send(enquiry({ locale: 'nl' }));
      expect(over.status).toBe(429);
      const retryAfter = Number(over.headers.get('retry-after'));
      // The window is FORM_RATE_LIMIT_IP_WINDOW_MS, 10 minutes, opened by the first accepted one.
      expect(retryAfter).toBeGreaterThan(540);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(over.body).toMatchObject({
        code: 'RATE_LIMITED',
        retryAfter,
        message: 'U hebt dit formulier te vaak verstuurd. Probeer het over 10 minuten opnieuw.',
      });
      // Each form counts apart: the reservation form is not limited by the enquiries.
      expect(
        (await limited.request('POST', '/sites/1/rental-units/reservation', { body: {} })).status,
      ).toBe(400);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
