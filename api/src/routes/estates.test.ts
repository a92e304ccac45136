/**
 * The estate calls over real HTTP against an in-memory PGlite seeded with the demo data; the
 * expected answers are computed from the same demo data in JavaScript.
 */
import { DATA_VERSION_HEADER } from '../contract/data-version';
import type { Locale } from 'shared/domain';
import type {
  ContactInfo,
  Estate,
  EstateFilters,
  EstateQuery,
  EstateSearchRequest,
  EstateSearchResult,
  GroupCount,
  SearchResult,
  SortClause,
} from '../contract/domain';
import { foldName } from '../db/estate-row';
import { insertEstates } from '../db/seed';
import { withChildren } from '../demo/generate';
import { HEAD_TYPE_GROUP_ORDER } from '../reference/head-types';
import { RENT_PRICE_STEPS } from '../reference/prices';
import { STATUS_CODES, STATUS_GROUP_ORDER, transactionById } from '../reference/transactions';
import { haversineKm } from '../search/geo';
import { startTestApp, type TestApp } from '../testing/test-app';
import { estatesWithoutKeys } from '../testing/fixtures';

let t: TestApp;
let estates: Estate[];

beforeAll(async () => {
  t = await startTestApp();
  estates = t.data.estates;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const top = () => estates.filter((e) => e.general.parentId === null);
/** The order of the API's folded names ("C" collation): UTF-8 byte order. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const ids = (list: readonly Estate[]) => list.map((e) => e.id).sort();
const priceOf = (e: Estate) => e.general.price.value ?? e.general.price.priceFrom;
const statusOf = (e: Estate) => transactionById(e.general.transaction.id)?.status;

async function search(
  body: unknown,
  headers?: Record<string, string>,
): Promise<SearchResult<Estate>> {
  const answer = await t.request<SearchResult<Estate>>('POST', '/sites/1/estates', {
    body,
    headers,
  });
  if (answer.status !== 200)
    throw new Error(`search answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Every result of a query, fetched 100 at a time. */
async function searchAll(
  query: EstateQuery,
  sort?: SortClause[],
  headers?: Record<string, string>,
  groupBy?: EstateSearchRequest['groupBy'],
) {
  const out: Estate[] = [];
  for (let from = 0; ; from += 100) {
    const page = await search({ query, sort, groupBy, from, size: 100 }, headers);
    out.push(...page.results);
    if (out.length >= page.total.value || page.results.length === 0) {
      expect(out.length).toBe(page.total.value);
      return out;
    }
  }
}

describe('POST /sites/{siteId}/estates filters', () => {
  it('answers 15 newest top-level estates by default, with the total', async () => {
    const answer = await search({ query: {} });
    expect(answer.total.value).toBe(top().length);
    expect(answer.results).toHaveLength(15);
    const dates = answer.results.map((e) => e.general.publicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = [...top()]
      .sort((a, b) => b.general.publicationDate.localeCompare(a.general.publicationDate))
      .slice(0, 15);
    expect(answer.results.map((e) => e.id)).toEqual(newest.map((e) => e.id));
    for (const e of answer.results) expect(e.children).toEqual([]);
  });

  it.each(STATUS_CODES)('filters by status %s', async (status) => {
    const found = await searchAll({ status: [status] });
    const expected = top().filter((e) => statusOf(e) === status);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(found)).toEqual(ids(expected));
  });

  it('maps FOR_SALE to transactions 1 and 3 and combines statuses with OR', async () => {
    const found = await searchAll({ status: ['FOR_SALE', 'SOLD'] });
    expect(new Set(found.map((e) => e.general.transaction.id))).toEqual(new Set([1, 3, 5]));
  });

  it('filters by transaction, city, type, subType and country ids', async () => {
    const cases: [EstateQuery, (e: Estate) => boolean][] = [
      [{ transaction: [5, 6] }, (e) => [5, 6].includes(e.general.transaction.id)],
      [{ city: [2, 28] }, (e) => [2, 28].includes(e.general.address.city.id)],
      [{ type: [1] }, (e) => e.general.headType.id === 1],
      [{ subType: [102, 203] }, (e) => [102, 203].includes(e.general.subType.id)],
      [{ country: ['NL', 'LU'] }, (e) => ['NL', 'LU'].includes(e.general.address.country.id)],
      [
        { type: [2], city: [21, 22] },
        (e) => e.general.headType.id === 2 && [21, 22].includes(e.general.address.city.id),
      ],
    ];
    for (const [query, keep] of cases) {
      const expected = top().filter(keep);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(await searchAll(query))).toEqual(ids(expected));
    }
  });

  it('filters by price bounds in euro, a 0 bound being absent', async () => {
    const inRange = (e: Estate, min: number, max: number) => {
      const p = priceOf(e);
      return p !== null && p >= min && p <= max;
    };
    const found = await searchAll({ 'price-min': 200_000, 'price-max': 400_000 });
    expect(ids(found)).toEqual(ids(top().filter((e) => inRange(e, 200_000, 400_000))));
    const onlyMax = await searchAll({ 'price-min': 0, 'price-max': 1_000 });
    expect(ids(onlyMax)).toEqual(ids(top().filter((e) => inRange(e, 0, 1_000))));
    const none = await search({ query: { 'price-min': 0, 'price-max': 0 } });
    expect(none.total.value).toBe(top().length);
  });

  it('filters by exact bedroom counts, 6 meaning 6 or more, and by bed-min', async () => {
    const bed = (e: Estate) => e.general.bedroomCount;
    expect(ids(await searchAll({ bedrooms: [2] }))).toEqual(ids(top().filter((e) => bed(e) === 2)));
    const large = await searchAll({ bedrooms: [6] });
    expect(large.some((e) => (bed(e) ?? 0) > 6)).toBe(true);
    expect(ids(large)).toEqual(ids(top().filter((e) => (bed(e) ?? 0) >= 6)));
    expect(ids(await searchAll({ bedrooms: [1, 6] }))).toEqual(
      ids(top().filter((e) => bed(e) === 1 || (bed(e) ?? 0) >= 6)),
    );
    expect(ids(await searchAll({ 'bed-min': 4 }))).toEqual(
      ids(top().filter((e) => (bed(e) ?? 0) >= 4)),
    );
  });

  it('filters by geo_range great-circle distance', async () => {
    const found = await searchAll({ geo_range: '15km;51.0543;3.7174' });
    const expected = top().filter((e) => {
      const g = e.general.address.geoLocation;
      return g !== null && haversineKm(51.0543, 3.7174, g.lat, g.lon) <= 15;
    });
    expect(expected.length).toBeGreaterThan(10);
    expect(ids(found)).toEqual(ids(expected));
    const south = await searchAll({ geo_range: '8km;+50.6326;+5.5797' });
    for (const e of south) expect(e.general.address.city.zip).toBe('4000');
  });

  it.each([
    '15km;51.05',
    '15;51.05;3.71',
    '15mi;51.05;3.71',
    'near Gent',
    '15km;95;3.71',
    // Above the 500 km radius of the site's one parser (shared/estate/geo-range).
    '501km;51.05;3.71',
  ])('ignores the malformed geo_range %p', async (geo_range) => {
    expect((await search({ query: { geo_range } })).total.value).toBe(top().length);
  });

  it('finds estates and project units by a terms query on children.general.id', async () => {
    const project = estates.find((e) => e.general.project) as Estate;
    const unit = estates.find((e) => e.general.parentId === project.id) as Estate;
    const standalone = top().find((e) => !e.general.project) as Estate;
    const wanted = [unit.id, project.id, standalone.id, '999999'];
    const found = await searchAll({ terms: { 'children.general.id': wanted } });
    expect(ids(found)).toEqual([unit.id, project.id, standalone.id].sort());
    // An empty list is an empty parameter (SPEC §7): ignored, not "match nothing".
    expect((await search({ query: { terms: { 'children.general.id': [] } } })).total.value).toBe(
      top().length,
    );
  });

  it('leaves out hiddenStatus transactions', async () => {
    const found = await searchAll({ hiddenStatus: [4, 12] });
    expect(ids(found)).toEqual(
      ids(top().filter((e) => ![4, 12].includes(e.general.transaction.id))),
    );
    const favourites = estates
      .filter((e) => [4, 12].includes(e.general.transaction.id))
      .slice(0, 3);
    const hidden = await search({
      query: {
        terms: { 'children.general.id': favourites.map((e) => e.id) },
        hiddenStatus: [4, 12],
      },
    });
    expect(hidden.total.value).toBe(0);
  });

  it('includes project units only on request', async () => {
    expect((await search({ query: {}, size: 0 })).total.value).toBe(top().length);
    expect((await search({ query: { includeUnits: true }, size: 0 })).total.value).toBe(
      estates.length,
    );
  });
});

describe('POST /sites/{siteId}/estates sorting and paging', () => {
  const sortBy = (field: SortClause['field'], order: SortClause['order']): SortClause[] => [
    { field, order },
  ];

  it('sorts by price both ways, estates without a price last', async () => {
    for (const order of ['ASC', 'DESC'] as const) {
      const found = await searchAll(
        { status: ['FOR_SALE'] },
        sortBy('children.general.price.value', order),
      );
      const prices = found.map(priceOf);
      const known = prices.filter((p): p is number => p !== null);
      expect(known).toEqual([...known].sort((a, b) => (order === 'ASC' ? a - b : b - a)));
      expect(prices.slice(known.length).every((p) => p === null)).toBe(true);
    }
  });

  it('sorts by publication date both ways', async () => {
    const asc = await searchAll({ type: [1] }, sortBy('children.general.publicationDate', 'ASC'));
    const dates = asc.map((e) => e.general.publicationDate);
    expect(dates).toEqual([...dates].sort());
    const desc = await searchAll({ type: [1] }, sortBy('children.general.publicationDate', 'DESC'));
    expect(desc.map((e) => e.id)).toEqual(asc.map((e) => e.id).reverse());
  });

  it('sorts by city name in the X-Language language, accents ignored', async () => {
    for (const lang of ['nl', 'fr'] as const) {
      const found = await searchAll(
        { type: [2] },
        sortBy('children.general.address.city.name', 'ASC'),
        { 'X-Language': lang },
      );
      const names = found.map((e) => foldName(e.general.address.city.name[lang]) ?? '');
      expect(names).toEqual([...names].sort());
    }
    const nl = await search(
      { query: {}, sort: sortBy('children.general.address.city.name', 'DESC'), size: 1 },
      { 'X-Language': 'nl' },
    );
    expect(nl.results[0]?.general.address.city.name.nl).toBe('Waver');
    const fr = await search(
      { query: {}, sort: sortBy('children.general.address.city.name', 'DESC'), size: 1 },
      { 'X-Language': 'fr' },
    );
    expect(fr.results[0]?.general.address.city.name.fr).toBe('Ypres');
  });

  it('sorts head types and statuses in the grouping orders of SPEC §9', async () => {
    const byType = await searchAll({}, sortBy('children.general.headType.id', 'ASC'));
    const typeRanks = byType.map((e) => HEAD_TYPE_GROUP_ORDER.indexOf(e.general.headType.id));
    expect(typeRanks).toEqual([...typeRanks].sort((a, b) => a - b));
    expect(byType[0]?.general.headType.id).toBe(1);
    expect(byType.at(-1)?.general.headType.id).toBe(9);
    const byStatus = await searchAll({}, sortBy('children.general.transaction.id', 'ASC'));
    const rank = (id: number) =>
      STATUS_GROUP_ORDER.includes(id) ? STATUS_GROUP_ORDER.indexOf(id) : 1000 + id;
    const statusRanks = byStatus.map((e) => rank(e.general.transaction.id));
    expect(statusRanks).toEqual([...statusRanks].sort((a, b) => a - b));
    const desc = await searchAll({}, sortBy('children.general.headType.id', 'DESC'));
    expect(desc[0]?.general.headType.id).toBe(9);
  });

  it('applies the grouping sort first, then the caller sort, then the id', async () => {
    const found = await searchAll(
      {},
      sortBy('children.general.price.value', 'DESC'),
      undefined,
      'SUBTYPE',
    );
    // Estates without a subtype (the group "Projecten", SPEC §9) come last.
    const subTypeName = (e: Estate) =>
      e.general.subType.id ? (foldName(e.general.subType.name.nl) ?? '') : '\uffff';
    for (let i = 1; i < found.length; i++) {
      const a = found[i - 1] as Estate;
      const b = found[i] as Estate;
      expect(byteOrder(subTypeName(a), subTypeName(b))).toBeLessThanOrEqual(0);
      if (a.general.subType.id === b.general.subType.id) {
        const pa = priceOf(a);
        const pb = priceOf(b);
        if (pa !== null && pb !== null) expect(pa).toBeGreaterThanOrEqual(pb);
        if (pa === pb) expect(a.id < b.id).toBe(true);
      }
    }
  });

  it('counts the demo estates without a subtype as the group without a key, last (SPEC §9 "Projecten")', async () => {
    const answer = (await search({ query: {}, groupBy: 'SUBTYPE', from: 0, size: 1 })) as {
      groups?: { key: string; count: number }[];
    };
    const last = answer.groups?.at(-1);
    expect(last?.key).toBe('');
    expect(last?.count).toBeGreaterThanOrEqual(1);
  });

  it('pages with from and size, and reports the total on every page', async () => {
    const sort = sortBy('children.general.price.value', 'ASC');
    const first = await search({ query: { status: ['TO_RENT'] }, sort, from: 0, size: 15 });
    const second = await search({ query: { status: ['TO_RENT'] }, sort, from: 15, size: 15 });
    const both = await search({ query: { status: ['TO_RENT'] }, sort, from: 0, size: 30 });
    expect(first.total.value).toBe(second.total.value);
    expect([...first.results, ...second.results].map((e) => e.id)).toEqual(
      both.results.map((e) => e.id),
    );
    const past = await search({ query: { status: ['TO_RENT'] }, from: 10_000 });
    expect(past.results).toEqual([]);
    expect(past.total.value).toBe(first.total.value);
    expect((await search({ query: {}, size: 100 })).results).toHaveLength(100);
  });
});

describe('POST /sites/{siteId}/estates groups', () => {
  type Kind = NonNullable<EstateSearchRequest['groupBy']>;
  const KINDS: readonly Kind[] = ['TYPE', 'SUBTYPE', 'STATUS', 'CITY'];
  /** A second site whose estates include some without a head type, subtype or city (id 0). */
  const SITE_2 = 3;
  let site2: Estate[] = [];

  beforeAll(async () => {
    await t.db.query(
      'INSERT INTO sites (id, hostname, name, data) VALUES ($1, $2, $3, $4::jsonb)',
      [
        SITE_2,
        'groups.test',
        'Groups test',
        JSON.stringify({ ...t.data.site, id: SITE_2, hostname: 'groups.test' }),
      ],
    );
    site2 = estatesWithoutKeys(top());
    await insertEstates(t.db, SITE_2, site2);
  });

  async function grouped(
    siteId: number,
    body: EstateSearchRequest,
    lang: Locale = 'nl',
  ): Promise<EstateSearchResult> {
    const answer = await t.request<EstateSearchResult>('POST', `/sites/${siteId}/estates`, {
      body,
      headers: { 'X-Language': lang },
    });
    if (answer.status !== 200)
      throw new Error(`search answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** The group key of an estate as the answer gives it: the id as text, '' for none or 0. */
  const keyOf = (e: Estate, kind: Kind): string => {
    const g = e.general;
    const id = {
      TYPE: g.headType.id,
      SUBTYPE: g.subType.id,
      STATUS: g.transaction.id,
      CITY: g.address.city.id,
    }[kind];
    return id ? String(id) : '';
  };

  /** The folded name a subtype or city group sorts by in `lang` (null when it has none). */
  const nameOf = (e: Estate, kind: Kind, lang: Locale): string | null => {
    if (keyOf(e, kind) === '') return null;
    if (kind === 'SUBTYPE') return foldName(e.general.subType.name[lang]);
    if (kind === 'CITY') return foldName(e.general.address.city.name[lang]);
    return null;
  };

  const rank = (order: readonly number[], key: string) =>
    order.includes(Number(key)) ? order.indexOf(Number(key)) : 1000 + Number(key);

  /** The expected groups of some estates: counts per key in SPEC §9's display order. */
  function expectedGroups(list: readonly Estate[], kind: Kind, lang: Locale): GroupCount[] {
    const groups = new Map<string, { count: number; name: string | null }>();
    for (const e of list) {
      const key = keyOf(e, kind);
      const group = groups.get(key) ?? { count: 0, name: nameOf(e, kind, lang) };
      group.count += 1;
      groups.set(key, group);
    }
    return [...groups]
      .sort(([a, ga], [b, gb]) => {
        if ((a === '') !== (b === '')) return a === '' ? 1 : -1;
        if (kind === 'TYPE') return rank(HEAD_TYPE_GROUP_ORDER, a) - rank(HEAD_TYPE_GROUP_ORDER, b);
        if (kind === 'STATUS') return rank(STATUS_GROUP_ORDER, a) - rank(STATUS_GROUP_ORDER, b);
        if ((ga.name === null) !== (gb.name === null)) return ga.name === null ? 1 : -1;
        return byteOrder(ga.name ?? '', gb.name ?? '') || Number(a) - Number(b);
      })
      .map(([key, { count }]) => ({ key, count }));
  }

  /** The keys of consecutive runs of estates with the same group key. */
  const runs = (list: readonly Estate[], kind: Kind) =>
    list.map((e) => keyOf(e, kind)).filter((key, i, keys) => i === 0 || keys[i - 1] !== key);

  /** Every result of a grouped search, page after page. */
  async function allPages(siteId: number, body: EstateSearchRequest, size: number, lang: Locale) {
    const out: Estate[] = [];
    for (let from = 0; ; from += size) {
      const page = await grouped(siteId, { ...body, from, size }, lang);
      out.push(...page.results);
      if (page.results.length < size) return out;
    }
  }

  it.each(KINDS)(
    'answers the size of every %s group over all the matches, in display order',
    async (kind) => {
      for (const lang of ['nl', 'fr'] as const) {
        const answer = await grouped(1, { query: {}, groupBy: kind }, lang);
        expect(answer.results).toHaveLength(15);
        expect(answer.groups).toEqual(expectedGroups(top(), kind, lang));
        const counts = (answer.groups ?? []).map((g) => g.count);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(answer.total.value);
      }
    },
  );

  it('starts the type and status groups with houses and for sale, as SPEC §9 orders them', async () => {
    const byType = await grouped(1, { query: {}, groupBy: 'TYPE' });
    expect(byType.groups?.map((g) => g.key)).toEqual([
      '1',
      '3',
      '7',
      '2',
      '4',
      '6',
      '10',
      '5',
      '9',
    ]);
    const byStatus = await grouped(1, { query: {}, groupBy: 'STATUS' });
    expect(byStatus.groups?.map((g) => g.key)).toEqual(['1', '3', '2', '4', '10', '5', '6', '12']);
  });

  it('counts the same groups whatever the page', async () => {
    const first = await grouped(1, { query: {}, groupBy: 'CITY' });
    const none = await grouped(1, { query: {}, groupBy: 'CITY', size: 0 });
    const far = await grouped(1, { query: {}, groupBy: 'CITY', from: 400, size: 100 });
    expect(none.results).toEqual([]);
    expect(none.groups).toEqual(first.groups);
    expect(far.groups).toEqual(first.groups);
    const past = await grouped(1, { query: {}, groupBy: 'CITY', from: 10_000 });
    expect(past.results).toEqual([]);
    expect(past.groups).toEqual(first.groups);
  });

  it('narrows the counts with the filters, hidden statuses and geo range included', async () => {
    const all = await grouped(1, { query: {}, groupBy: 'TYPE' });
    const query: EstateQuery = {
      status: ['FOR_SALE', 'TO_RENT'],
      hiddenStatus: [3, 4],
      geo_range: '40km;51.0543;3.7174',
    };
    const answer = await grouped(1, { query, groupBy: 'TYPE' });
    const expected = top().filter((e) => {
      const g = e.general.address.geoLocation;
      return (
        [1, 2].includes(e.general.transaction.id) &&
        g !== null &&
        haversineKm(51.0543, 3.7174, g.lat, g.lon) <= 40
      );
    });
    expect(expected.length).toBeGreaterThan(20);
    expect(expected.length).toBeLessThan(top().length / 2);
    expect(answer.total.value).toBe(expected.length);
    expect(answer.groups).toEqual(expectedGroups(expected, 'TYPE', 'nl'));
    const before = new Map((all.groups ?? []).map((g) => [g.key, g.count]));
    for (const group of answer.groups ?? [])
      expect(group.count).toBeLessThanOrEqual(before.get(group.key) ?? 0);
    const none = await grouped(1, { query: { city: [999] }, groupBy: 'STATUS' });
    expect(none).toEqual({ total: { value: 0 }, results: [], groups: [] });
  });

  it('has no groups field without a groupBy', async () => {
    const answer = await grouped(1, {
      query: {},
      sort: [{ field: 'children.general.headType.id', order: 'ASC' }],
    });
    expect(answer.total.value).toBe(top().length);
    expect('groups' in answer).toBe(false);
  });

  it.each(['TYPE', 'SUBTYPE', 'CITY'] as const)(
    "puts the estates without a %s key last, in one group with key ''",
    async (kind) => {
      const answer = await grouped(SITE_2, { query: {}, groupBy: kind, size: 100 });
      const missing = site2.filter((e) => keyOf(e, kind) === '').length;
      expect(missing).toBeGreaterThan(2);
      expect(answer.groups?.at(-1)).toEqual({ key: '', count: missing });
      expect(answer.groups).toEqual(expectedGroups(site2, kind, 'nl'));
      expect(runs(answer.results, kind)).toEqual(answer.groups?.map((g) => g.key));
    },
  );

  it.each([
    ['CITY', 'children.general.address.city.name'],
    ['TYPE', 'children.general.headType.id'],
    ['STATUS', 'children.general.transaction.id'],
  ] as const)(
    'answers the %s groups in the order of the pages when the visitor sorts that field descending',
    async (kind, field) => {
      const body: EstateSearchRequest = {
        query: {},
        groupBy: kind,
        sort: [{ field, order: 'DESC' }],
      };
      const found = await allPages(1, body, 50, 'nl');
      const { groups } = await grouped(1, body, 'nl');
      expect(runs(found, kind)).toEqual(groups?.map((g) => g.key));
      expect(groups?.map((g) => g.key)).toEqual(
        [...(await grouped(1, { query: {}, groupBy: kind }, 'nl')).groups!]
          .map((g) => g.key)
          .filter((key) => key !== '')
          .reverse()
          .concat((groups ?? []).some((g) => g.key === '') ? [''] : []),
      );
    },
  );

  it.each(['TYPE', 'STATUS'] as const)(
    'counts the %s groups of a search sorted by price (one statement sorts every match) as the default sort does',
    async (kind) => {
      const body: EstateSearchRequest = {
        query: {},
        groupBy: kind,
        sort: [{ field: 'children.general.price.value', order: 'ASC' }],
      };
      const found = await allPages(1, body, 50, 'nl');
      const answer = await grouped(1, body, 'nl');
      expect(answer.total.value).toBe(top().length);
      expect(ids(found).sort()).toEqual(ids(top()).sort());
      expect(answer.groups).toEqual((await grouped(1, { query: {}, groupBy: kind }, 'nl')).groups);
      expect(runs(found, kind)).toEqual(answer.groups?.map((g) => g.key));
    },
  );

  it('pages subtype groups in the order of their names in the request language, without a subtype last', async () => {
    for (const lang of ['nl', 'fr', 'de'] as const) {
      for (const [siteId, list, size] of [
        [SITE_2, site2, 7],
        [1, top(), 50],
      ] as const) {
        const found = await allPages(siteId, { query: {}, groupBy: 'SUBTYPE' }, size, lang);
        expect(ids(found)).toEqual(ids(list));
        const names = found.map((e) => nameOf(e, 'SUBTYPE', lang));
        const named = names.filter((n): n is string => n !== null);
        expect(named).toEqual([...named].sort(byteOrder));
        expect(names.slice(named.length).every((n) => n === null)).toBe(true);
        const { groups } = await grouped(siteId, { query: {}, groupBy: 'SUBTYPE' }, lang);
        expect(runs(found, 'SUBTYPE')).toEqual(groups?.map((g) => g.key));
      }
    }
  });
});

describe('POST /sites/{siteId}/estates after a write (answers and counts kept by data version)', () => {
  it('answers the write at the next search, for another page of counted filters too', async () => {
    const rent = top().find((e) => e.general.transaction.id === 2) as Estate;
    const query = { status: ['FOR_SALE' as const] };
    const before = await search({ query, size: 5 });
    const beforeGrouped = (await search({ query, groupBy: 'TYPE', size: 5 })) as EstateSearchResult;
    // Other pages of the same filters: read with the counts kept above.
    await search({ query, from: 5, size: 5 });
    await search({ query, groupBy: 'TYPE', from: 5, size: 5 });
    await t.db.query('UPDATE estates SET transaction_id = 1 WHERE id = $1', [rent.id]);
    try {
      // A page not asked before: its filters' counts are kept, at the version before the write.
      const after = await search({ query, from: 10, size: 5 });
      expect(after.total.value).toBe(before.total.value + 1);
      // A page answered before the write.
      expect((await search({ query, from: 5, size: 5 })).total.value).toBe(before.total.value + 1);
      const grouped = (await search({
        query,
        groupBy: 'TYPE',
        from: 10,
        size: 5,
      })) as EstateSearchResult;
      const key = String(rent.general.headType.id);
      const count = (answer: EstateSearchResult) =>
        answer.groups?.find((g: GroupCount) => g.key === key)?.count ?? 0;
      expect(grouped.total.value).toBe(before.total.value + 1);
      expect(count(grouped)).toBe(count(beforeGrouped) + 1);
      const all = await searchAll(query);
      expect(all.map((e) => e.id)).toContain(rent.id);
    } finally {
      await t.db.query('UPDATE estates SET transaction_id = 2 WHERE id = $1', [rent.id]);
    }
    expect((await search({ query, from: 5, size: 5 })).total.value).toBe(before.total.value);
  });
});

describe('POST /sites/{siteId}/estates validation', () => {
  const post = (body: unknown) =>
    t.request<{ statusCode: number; message: string }>('POST', '/sites/1/estates', { body });

  it.each([
    [{ query: { 'price-min': 'abc' } }, 'body/query/price-min must be number'],
    [{ query: { foo: 1 } }, 'body/query/foo is not a known property'],
    [{ query: {}, extra: true }, 'body/extra is not a known property'],
    [
      { query: { status: ['BOUGHT'] } },
      'body/query/status/0 must be equal to one of the allowed values',
    ],
    [{ query: { city: '2' } }, 'body/query/city must be array'],
    [{ query: { city: ['2'] } }, 'body/query/city/0 must be integer'],
    [{ query: { geo_range: 10 } }, 'body/query/geo_range must be string'],
    [{ query: { terms: { id: ['1'] } } }, 'body/query/terms/id is not a known property'],
    [{ query: {}, sort: [{ field: 'price', order: 'ASC' }] }, 'body/sort/0/field'],
    [
      { query: {}, sort: [{ field: 'children.general.price.value', order: 'asc' }] },
      'body/sort/0/order',
    ],
    [{ query: {}, size: 101 }, 'body/size must be <= 100'],
    [{ query: {}, from: -1 }, 'body/from must be >= 0'],
    [{ sort: [] }, 'body/query is required'],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const answer = await t.request('POST', '/sites/1/estates', {
      body: '{"query":',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
  });

  it.each(['/sites/1/estates', '/sites/1/estate-filters'])(
    'refuses an unknown filter key with the usual error body naming it (%s)',
    async (path) => {
      // A misspelt key (city → cty) narrowing nothing would answer every estate as a match.
      const answer = await t.request('POST', path, {
        body: { query: { status: ['FOR_SALE'], cty: [2] } },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        statusCode: 400,
        code: 'FST_ERR_VALIDATION',
        error: 'Bad Request',
        message: 'body/query/cty is not a known property',
      });
    },
  );

  it('answers 404 for an unknown site and 400 for a malformed site id', async () => {
    expect((await t.request('POST', '/sites/99/estates', { body: { query: {} } })).status).toBe(
      404,
    );
    expect((await t.request('POST', '/sites/abc/estates', { body: { query: {} } })).status).toBe(
      400,
    );
  });
});

describe('POST /sites/{siteId}/estates empty parameters (SPEC §7)', () => {
  const post = (body: unknown) =>
    t.request<SearchResult<Estate> & { message: string }>('POST', '/sites/1/estates', { body });

  it.each([
    { city: [] },
    { type: [] },
    { status: [] },
    { country: [] },
    { bedrooms: [] },
    { subType: [] },
    { transaction: [] },
    { hiddenStatus: [] },
    { terms: { 'children.general.id': [] } },
    { terms: { 'children.general.id': null } },
    { terms: {} },
    { terms: null },
    { 'price-min': null },
    { 'price-max': '' },
    { 'price-min': '  ' },
    { 'bed-min': '' },
    { 'bed-min': null },
    { country: '' },
    { city: null },
    { geo_range: '' },
    { geo_range: null },
    { includeUnits: null },
    { city: [null] },
    { country: [''] },
    { status: ['', null] },
    { bedrooms: [''] },
    { terms: { 'children.general.id': [''] } },
    { sortType: '' },
    { sortOrder: null },
  ])('ignores the empty parameter %j', async (query) => {
    const answer = await post({ query });
    expect(answer.status).toBe(200);
    expect(answer.body.total.value).toBe(top().length);
    const plain = await search({ query: {} });
    expect(answer.body.results.map((e) => e.id)).toEqual(plain.results.map((e) => e.id));
  });

  it('applies the other parameters of a query that has empty ones', async () => {
    const query = {
      city: [2],
      type: [],
      status: null,
      'price-min': '',
      'price-max': null,
      country: [''],
      terms: { 'children.general.id': [] },
    };
    expect(ids(await searchAll(query as unknown as EstateQuery))).toEqual(
      ids(top().filter((e) => e.general.address.city.id === 2)),
    );
  });

  it.each([
    [{ 'price-min': 'abc' }, 'body/query/price-min must be number'],
    [{ 'price-max': '250000 euro' }, 'body/query/price-max must be number'],
    [{ 'price-max': -1 }, 'body/query/price-max must be >= 0'],
    [{ 'bed-min': -1 }, 'body/query/bed-min must be >= 0'],
    [{ bedrooms: [-2] }, 'body/query/bedrooms/0 must be >= 0'],
    [{ city: [2, null] }, 'body/query/city/1 must be integer'],
    [{ country: ['B'] }, 'body/query/country/0 must NOT have fewer than 2 characters'],
    [{ foo: null }, 'body/query/foo is not a known property'],
    [{ foo: [] }, 'body/query/foo is not a known property'],
    [{ terms: { id: [] } }, 'body/query/terms/id is not a known property'],
    [{ geo_range: 10 }, 'body/query/geo_range must be string'],
    [{ includeUnits: 'yes' }, 'body/query/includeUnits must be boolean'],
  ])('still answers 400 naming the field for the malformed %j', async (query, message) => {
    const answer = await post({ query });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it('still answers 400 for a negative size or an unknown groupBy', async () => {
    const negative = await post({ query: {}, size: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toContain('body/size must be >= 0');
    const grouping = await post({ query: {}, groupBy: 'PRICE' });
    expect(grouping.status).toBe(400);
    expect(grouping.body.message).toContain(
      'body/groupBy must be equal to one of the allowed values',
    );
  });

  it('keeps ignoring a malformed geo_range text (SPEC §5)', async () => {
    const answer = await post({ query: { geo_range: '10km;north' } });
    expect(answer.status).toBe(200);
    expect(answer.body.total.value).toBe(top().length);
  });
});

describe('POST /sites/{siteId}/estates sortType and sortOrder (SPEC §9)', () => {
  const order = async (body: Record<string, unknown>) => {
    const out: string[] = [];
    for (let from = 0; ; from += 100) {
      const page = await search({ ...body, from, size: 100 });
      out.push(...page.results.map((e) => e.id));
      if (out.length >= page.total.value) return out;
    }
  };
  const bySort = (field: SortClause['field'], order: SortClause['order']) => ({
    query: { status: ['FOR_SALE'] },
    sort: [{ field, order }],
  });

  it.each([
    [{ sortType: 'price' }, 'children.general.price.value', 'DESC'],
    [{ sortType: 'price', sortOrder: 'ASC' }, 'children.general.price.value', 'ASC'],
    [{ sortType: 'city', sortOrder: 'ASC' }, 'children.general.address.city.name', 'ASC'],
    [{ sortType: 'city' }, 'children.general.address.city.name', 'DESC'],
    [{ sortType: 'type', sortOrder: 'ASC' }, 'children.general.headType.id', 'ASC'],
    [{ sortType: 'date' }, 'children.general.publicationDate', 'DESC'],
    [{ sortOrder: 'ASC' }, 'children.general.publicationDate', 'ASC'],
    [{ sortOrder: 'DESC' }, 'children.general.publicationDate', 'DESC'],
  ] as const)('sorts %j like the sort %s %s', async (keys, field, direction) => {
    const found = await order({ query: { status: ['FOR_SALE'], ...keys } });
    expect(found).toEqual(await order(bySort(field, direction)));
  });

  it('gives the highest price first for sortType price alone', async () => {
    const page = await search({ query: { status: ['FOR_SALE'], sortType: 'price' }, size: 5 });
    const prices = page.results.map(priceOf) as number[];
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const highest = Math.max(
      ...top()
        .filter((e) => statusOf(e) === 'FOR_SALE')
        .map((e) => priceOf(e) ?? 0),
    );
    expect(prices[0]).toBe(highest);
  });

  it('sorts city names in the X-Language language', async () => {
    const fr = await search({ query: { sortType: 'city' }, size: 1 }, { 'X-Language': 'fr' });
    expect(fr.results[0]?.general.address.city.name.fr).toBe('Ypres');
  });

  it('lets a body sort win over sortType and sortOrder; an empty sort does not', async () => {
    const keys = { status: ['FOR_SALE'], sortType: 'price', sortOrder: 'ASC' };
    const dateSort = [{ field: 'children.general.publicationDate', order: 'DESC' }];
    expect(await order({ query: keys, sort: dateSort })).toEqual(
      await order({ query: { status: ['FOR_SALE'] } }),
    );
    expect(await order({ query: keys, sort: [] })).toEqual(
      await order(bySort('children.general.price.value', 'ASC')),
    );
  });

  it('puts a grouping sort first, then the sortType sort', async () => {
    const grouped = await order({
      query: { status: ['FOR_SALE'], sortType: 'price', sortOrder: 'ASC' },
      groupBy: 'TYPE',
    });
    expect(grouped).toEqual(
      await order({
        query: { status: ['FOR_SALE'] },
        sort: [{ field: 'children.general.price.value', order: 'ASC' }],
        groupBy: 'TYPE',
      }),
    );
    const byId = new Map(estates.map((e) => [e.id, e]));
    const ranks = grouped.map((id) =>
      HEAD_TYPE_GROUP_ORDER.indexOf(byId.get(id)?.general.headType.id ?? -1),
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Grouping by city with sortType city DESC: the grouping field takes the visitor's order.
    const cities = await search({
      query: { sortType: 'city', sortOrder: 'DESC' },
      groupBy: 'CITY',
      size: 1,
    });
    expect(cities.results[0]?.general.address.city.name.nl).toBe('Waver');
  });

  it.each([
    [{ sortType: 'name' }, 'body/query/sortType must be equal to one of the allowed values'],
    [{ sortType: 'PRICE' }, 'body/query/sortType must be equal to one of the allowed values'],
    [{ sortOrder: 'asc' }, 'body/query/sortOrder must be equal to one of the allowed values'],
    [{ sortOrder: 1 }, 'body/query/sortOrder must be string'],
  ])('answers 400 naming the field for %j', async (query, message) => {
    const answer = await t.request<{ message: string }>('POST', '/sites/1/estates', {
      body: { query },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it('documents sortType, sortOrder and empty parameters in the OpenAPI description', async () => {
    const doc = await t.request<{ paths: Record<string, { post?: { description?: string } }> }>(
      'GET',
      '/openapi.json',
    );
    const text = JSON.stringify(doc.body);
    expect(text).toContain('"sortType"');
    expect(text).toContain('"sortOrder"');
    const description = doc.body.paths['/sites/{siteId}/estates']?.post?.description ?? '';
    expect(description).toContain('sortType');
    expect(description).toContain('Empty query parameters');
  });
});

describe('estate detail calls', () => {
  it('answers the full record of GET /estates/v2/{id} unchanged (schema serialization keeps every field)', async () => {
    const sample = top().filter((_, i) => i % 25 === 0);
    for (const estate of sample) {
      const answer = await t.request<Estate>('GET', `/sites/1/estates/v2/${estate.id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(withChildren(estates, estate.id));
    }
  });

  it('answers a write to the record at the next GET /estates/v2/{id}, though answers are kept', async () => {
    const estate = top()[0] as Estate;
    const read = async () =>
      (await t.request<Estate>('GET', `/sites/1/estates/v2/${estate.id}`)).body.general.reference;
    const before = await read();
    expect(await read()).toBe(before);
    await t.db.query(
      `UPDATE estates SET data = jsonb_set(data, '{general,reference}', '"changed"') WHERE id = $1`,
      [estate.id],
    );
    try {
      expect(await read()).toBe('changed');
    } finally {
      await t.db.query(
        `UPDATE estates SET data = jsonb_set(data, '{general,reference}', $2::jsonb) WHERE id = $1`,
        [estate.id, JSON.stringify(before)],
      );
    }
    expect(await read()).toBe(before);
  });

  it('answers a project with its units sorted by floor', async () => {
    for (const project of estates.filter((e) => e.general.project)) {
      const answer = await t.request<Estate>('GET', `/sites/1/estates/v2/${project.id}`);
      const floors = answer.body.children.map((c) => c.general.floor ?? 0);
      expect(floors).toEqual([...floors].sort((a, b) => a - b));
      expect(answer.body).toEqual(withChildren(estates, project.id));
      expect(answer.body.children.every((c) => c.general.parentId === project.id)).toBe(true);
    }
  });

  it('answers search results equal to the stored records', async () => {
    const answer = await search({ query: { includeUnits: true }, size: 100, from: 100 });
    for (const result of answer.results)
      expect(result).toEqual(estates.find((e) => e.id === result.id));
  });

  it('answers 404 for an unknown estate', async () => {
    expect((await t.request('GET', '/sites/1/estates/v2/999999')).status).toBe(404);
    expect((await t.request('GET', '/sites/1/estates/group/999999')).status).toBe(404);
    expect((await t.request('GET', '/sites/1/estates/999999/contact-info')).status).toBe(404);
    expect((await t.request('GET', '/sites/3/estates/v2/1001')).status).toBe(404);
  });

  it('answers a project group, also from one of its units', async () => {
    const project = estates.find((e) => e.general.project) as Estate;
    const units = withChildren(estates, project.id)?.children ?? [];
    const group = await t.request<SearchResult<Estate>>(
      'GET',
      `/sites/1/estates/group/${project.id}`,
    );
    expect(group.status).toBe(200);
    expect(group.body.total.value).toBe(units.length + 1);
    expect(group.body.results.map((e) => e.id)).toEqual([project.id, ...units.map((u) => u.id)]);
    const fromUnit = await t.request<SearchResult<Estate>>(
      'GET',
      `/sites/1/estates/group/${units[0]?.id}`,
    );
    expect(fromUnit.body).toEqual(group.body);
    const single = top().find((e) => !e.general.project) as Estate;
    const alone = await t.request<SearchResult<Estate>>(
      'GET',
      `/sites/1/estates/group/${single.id}`,
    );
    expect(alone.body.results.map((e) => e.id)).toEqual([single.id]);
  });

  it("answers the sales rep's contact, or 204 when there is none", async () => {
    const withRep = estates.find((e) => e.salesRep !== null) as Estate;
    const answer = await t.request<ContactInfo>(
      'GET',
      `/sites/1/estates/${withRep.id}/contact-info`,
      {
        headers: { 'X-Site-Id': '1', 'X-Language': 'fr', 'X-Client': 'agency-website' },
      },
    );
    expect(answer.status).toBe(200);
    const { firstname, lastname, phone, mobile, email, picture } = withRep.salesRep as NonNullable<
      Estate['salesRep']
    >;
    expect(answer.body).toEqual({ firstname, lastname, phone, mobile, email, picture });
    const without = estates.find((e) => e.salesRep === null) as Estate;
    const none = await t.request('GET', `/sites/1/estates/${without.id}/contact-info`);
    expect(none.status).toBe(204);
    expect(none.body).toBe('');
    // Both are the estates' data only, named by the version they were read at.
    expect(answer.headers.get(DATA_VERSION_HEADER)).not.toBeNull();
    expect(none.headers.get(DATA_VERSION_HEADER)).toBe(answer.headers.get(DATA_VERSION_HEADER));
  });

  it('answers estate collections', async () => {
    const answer = await t.request<{ id: number; estateIds: string[] }>(
      'GET',
      '/sites/1/estate-collections/1',
    );
    expect(answer.status).toBe(200);
    const collection = t.data.collections[0];
    expect(answer.body).toEqual({
      ...collection,
      estates: collection?.estateIds.map((id) => ({
        id,
        title: estates.find((e) => e.id === id)?.general.title,
      })),
    });
    expect((await t.request('GET', '/sites/1/estate-collections/99')).status).toBe(404);
  });

  it('answers a write to a collection or to an estate title at the next request, though an answer is kept between writes', async () => {
    type Collection = { name: unknown; estates: { id: string; title: { en?: string } }[] };
    const collection = async () => {
      const answer = await t.request<Collection>('GET', '/sites/1/estate-collections/1');
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const before = await collection();
    expect(await collection()).toEqual(before);
    const first = before.estates[0]?.id as string;
    const { rows } = await t.db.query<{ data: unknown }>(
      'SELECT data FROM estate_collections WHERE site_id = 1 AND id = 1',
    );
    const saved = rows[0]?.data;
    await t.db.query(
      `UPDATE estates SET data = jsonb_set(data, '{general,title,en}', '"Renamed"') WHERE site_id = 1 AND id = $1`,
      [first],
    );
    try {
      expect((await collection()).estates[0]?.title.en).toBe('Renamed');
      await t.db.query(
        `UPDATE estate_collections SET data = jsonb_set(data, '{estateIds}', '[]') WHERE site_id = 1 AND id = 1`,
      );
      expect((await collection()).estates).toEqual([]);
    } finally {
      await t.db.query(`UPDATE estate_collections SET data = $1 WHERE site_id = 1 AND id = 1`, [
        saved,
      ]);
      await t.db.query(
        `UPDATE estates SET data = jsonb_set(data, '{general,title,en}', $2::jsonb) WHERE site_id = 1 AND id = $1`,
        [first, JSON.stringify(before.estates[0]?.title.en)],
      );
    }
    expect(await collection()).toEqual(before);
  });
});

describe('POST /sites/{siteId}/estate-filters', () => {
  const filters = async (query: EstateQuery, headers?: Record<string, string>) => {
    const answer = await t.request<EstateFilters>('POST', '/sites/1/estate-filters', {
      body: { query },
      headers,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('offers the head types, subtypes, locations, countries and transactions present', async () => {
    const f = await filters({ hiddenStatus: [4, 12] });
    expect(f.bedrooms).toEqual([1, 2, 3, 4, 5, 6]);
    expect(f.headTypes.map((h) => h.id)).toEqual([...HEAD_TYPE_GROUP_ORDER]);
    expect(f.headTypes[0]?.name).toEqual({ nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' });
    expect(f.transactions.map((x) => x.id)).toEqual([1, 3, 2, 10, 5, 6]);
    expect(f.countries.map((c) => c.id)).toEqual(['BE', 'FR', 'NL', 'LU']);
    const cityIds = new Set(top().map((e) => e.general.address.city.id));
    expect(f.locations.map((l) => l.id).sort((a, b) => a - b)).toEqual(
      [...cityIds].sort((a, b) => a - b),
    );
    const gent = f.locations.find((l) => l.zip === '9000');
    expect(gent).toMatchObject({
      id: 2,
      name: { nl: 'Gent', fr: 'Gand' },
      lat: 51.0543,
      lon: 3.7174,
    });
    const names = f.locations.map((l) => foldName(l.name.nl) ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(f.prices.at(-1)).toBeGreaterThanOrEqual(1_500_000);
    for (const s of f.subTypes) expect(f.headTypes.map((h) => h.id)).toContain(s.headTypeId);
  });

  it('narrows options to the query status and type', async () => {
    const rent = await filters({ status: ['TO_RENT'] });
    expect(rent.prices.every((p) => RENT_PRICE_STEPS.includes(p))).toBe(true);
    expect(rent.headTypes.map((h) => h.id)).not.toContain(3);
    const houses = await filters({ status: ['FOR_SALE'], type: [1] });
    expect(houses.subTypes.every((s) => s.headTypeId === 1)).toBe(true);
    expect(houses.headTypes.length).toBeGreaterThan(1);
    const rentCities = new Set(
      top()
        .filter((e) => statusOf(e) === 'TO_RENT')
        .map((e) => e.general.address.city.id),
    );
    expect(rent.locations.map((l) => l.id).sort((a, b) => a - b)).toEqual(
      [...rentCities].sort((a, b) => a - b),
    );
  });

  it('ignores empty parameters and sortType/sortOrder, and refuses malformed values', async () => {
    const plain = await filters({ status: ['FOR_SALE'] });
    const withEmpty = await t.request<EstateFilters>('POST', '/sites/1/estate-filters', {
      body: {
        query: {
          status: ['FOR_SALE'],
          city: [],
          type: [null],
          country: '',
          'price-min': null,
          'bed-min': '',
          sortType: 'price',
          sortOrder: 'ASC',
        },
      },
    });
    expect(withEmpty.status).toBe(200);
    expect(withEmpty.body).toEqual(plain);
    const bad = await t.request<{ message: string }>('POST', '/sites/1/estate-filters', {
      body: { query: { 'price-max': 'abc' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('body/query/price-max must be number');
  });

  it('answers a write at the next request, though an answer is kept between writes', async () => {
    const query = { hiddenStatus: [4, 12] };
    const before = await filters(query);
    expect(await filters(query)).toEqual(before);
    expect(before.countries.map((c) => c.id)).not.toContain('DE');
    const belgian = top().find((e) => e.general.address.country?.id === 'BE') as Estate;
    await t.db.query(`UPDATE estates SET country = 'DE' WHERE id = $1`, [belgian.id]);
    try {
      expect((await filters(query)).countries.map((c) => c.id)).toContain('DE');
    } finally {
      await t.db.query(`UPDATE estates SET country = 'BE' WHERE id = $1`, [belgian.id]);
    }
    expect(await filters(query)).toEqual(before);
  });

  it('accepts an empty body and refuses unknown keys', async () => {
    const empty = await t.request<EstateFilters>('POST', '/sites/1/estate-filters', { body: {} });
    expect(empty.status).toBe(200);
    const bad = await t.request<{ message: string }>('POST', '/sites/1/estate-filters', {
      body: { query: { nope: 1 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('body/query/nope');
  });
});
