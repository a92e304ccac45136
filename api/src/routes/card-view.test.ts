/**
 * The card view of the estate search (a lighter search answer): `view: 'card'` answers
 * the same estates in the same order as the full view, each with only what a card, list, map
 * marker or favourite reads, and follows every write of the record.
 */
import type { Estate, EstateSearchRequest, SearchResult } from '../contract/domain';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function search(body: EstateSearchRequest) {
  const answer = await t.request<SearchResult<Estate>>('POST', '/sites/1/estates', { body });
  expect(answer.status).toBe(200);
  return answer;
}

/** The card of a full record, as the API documents it. */
function expectedCard(estate: Estate): Estate {
  const main = [...estate.pictures].sort((a, b) => a.index - b.index)[0];
  return {
    ...estate,
    general: { ...estate.general, description: {}, shortDescription: {} },
    salesRep: null,
    layout: [],
    facilities: [],
    buildTechnicals: [],
    files: [],
    videos: [],
    environments: [],
    rentalOptions: [],
    extraFields: [],
    children: [],
    pictures: main ? [main] : [],
  };
}

const SEARCHES: EstateSearchRequest[] = [
  { query: {} },
  {
    query: { status: ['TO_RENT'] },
    sort: [{ field: 'children.general.price.value', order: 'ASC' }],
  },
  { query: { includeUnits: true }, groupBy: 'CITY', from: 30, size: 40 },
  { query: { terms: { 'children.general.id': ['1173', '1484', '999999'] } } },
];

describe("POST /estates with view 'card'", () => {
  it.each(SEARCHES.map((body) => ({ body, name: JSON.stringify(body) })))(
    'answers the same estates, total and groups as the full view: $name',
    async ({ body }) => {
      const full = await search(body);
      const card = await search({ ...body, view: 'card' });
      expect(card.body.total).toEqual(full.body.total);
      expect(card.body.results.map((e) => e.id)).toEqual(full.body.results.map((e) => e.id));
      expect((card.body as { groups?: unknown }).groups).toEqual(
        (full.body as { groups?: unknown }).groups,
      );
      expect(card.body.results).toEqual(full.body.results.map(expectedCard));
    },
  );

  it('keeps what a card shows and is at most 40 % of the full answer', async () => {
    const full = await search({ query: {}, size: 15 });
    const card = await search({ query: {}, size: 15, view: 'card' });
    const [first] = card.body.results as [Estate];
    expect(first.general.title).toEqual(full.body.results[0]?.general.title);
    expect(first.general.price).toEqual(full.body.results[0]?.general.price);
    expect(first.general.address).toEqual(full.body.results[0]?.general.address);
    expect(first.energy.energyLabel).toEqual(full.body.results[0]?.energy.energyLabel);
    expect(first.pictures.length).toBeLessThanOrEqual(1);
    const bytes = (answer: { body: unknown }) => JSON.stringify(answer.body).length;
    expect(bytes(card)).toBeLessThan(bytes(full) * 0.4);
  });

  it('follows a change of the record (a generated column)', async () => {
    const [estate] = (await search({ query: {}, size: 1 })).body.results as [Estate];
    const changed = { ...estate, general: { ...estate.general, bedroomCount: 42 } };
    await t.db.query('UPDATE estates SET data = $1::jsonb WHERE id = $2', [
      JSON.stringify(changed),
      estate.id,
    ]);
    try {
      const card = await search({
        query: { terms: { 'children.general.id': [estate.id] } },
        view: 'card',
      });
      expect(card.body.results[0]?.general.bedroomCount).toBe(42);
    } finally {
      await t.db.query('UPDATE estates SET data = $1::jsonb WHERE id = $2', [
        JSON.stringify(estate),
        estate.id,
      ]);
    }
  });

  it('refuses another view, naming the field', async () => {
    const answer = await t.request<{ message: string }>('POST', '/sites/1/estates', {
      body: { query: {}, view: 'thumbnail' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('body/view');
  });
});
