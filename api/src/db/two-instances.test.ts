/**
 * Two of each, one database (issue 15 point 4): two API instances on one PostgreSQL server
 * (DATABASE_URL, each with its own connection pool and its own answer cache) answer the same, and
 * a write through one is read through the other at once, also when the other kept the answer
 * from before the write (search/answer-cache.ts).
 *
 * The writes that exist: the agency's feed (the importer, run here through instance A's database
 * handle as `npm run import` does). To add one (a subscription, a booking), add an entry to
 * WRITES: `write` makes the change through instance A (HTTP), `read` asks instance B and returns
 * what must show the change; the test checks B before (different) and after (equal to `expected`).
 */
import type { FastifyInstance } from 'fastify';
import type { Estate, EstateSearchRequest, SearchResult } from 'shared/domain';
import { buildApp } from '../app';
import { generateDemoData } from '../demo/generate';
import { importFeed } from '../feed/import';
import { describePostgres, startPostgres, type PgServer } from '../testing/postgres-server';
import { TEST_SETTINGS } from '../testing/test-app';
import type { Database } from './database';
import { migrate } from './migrate';
import { openDatabase } from './open';
import { openPostgres } from './postgres';
import { seedIfEmpty } from './seed';

/** One API instance: its database handle (pool), app and base URL. */
interface Instance {
  db: Database;
  app: FastifyInstance;
  url: string;
}

/** Sends a request; answers the status and the body text. */
async function call(base: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

const demo = generateDemoData();
const estate = demo.estates.find(
  (e) => e.general.parentId === null && !e.general.project,
) as Estate;
const byTerms = (id: string): EstateSearchRequest => ({
  query: { terms: { 'children.general.id': [id] } },
  view: 'card',
});

/** A write through instance A and what instance B must read after it. */
interface Write {
  name: string;
  write(a: Instance): Promise<void>;
  read(b: Instance): Promise<unknown>;
  expected: unknown;
}

/** The estates the earlier writes added (a full feed that left them out would withdraw them). */
const added: Estate[] = [];
const addedEstates = () => added;

const WRITES: Write[] = [
  {
    name: 'the feed changes an estate’s price',
    write: async (a) => {
      const changed = structuredClone(estate);
      changed.general.price.value = 424_242;
      const report = await importFeed(a.db, { site: 1, full: false, estates: [changed] });
      expect(report.estates.updated).toBe(1);
    },
    read: async (b) => {
      const answer = await call(b.url, 'POST', '/sites/1/estates', byTerms(estate.id));
      return (JSON.parse(answer.text) as SearchResult<Estate>).results[0]?.general.price.value;
    },
    expected: 424_242,
  },
  {
    name: 'the feed adds an estate',
    write: async (a) => {
      const copy = structuredClone(estate);
      copy.id = 'two-instances-1';
      copy.general.id = copy.id;
      added.push(copy);
      const report = await importFeed(a.db, { site: 1, full: false, estates: [copy] });
      expect(report.estates.added).toBe(1);
    },
    read: async (b) => (await call(b.url, 'GET', '/sites/1/estates/v2/two-instances-1')).status,
    expected: 200,
  },
  {
    name: 'a full feed withdraws an estate (a search no longer finds it)',
    write: async (a) => {
      const rest = demo.estates.filter((e) => e.id !== estate.id);
      const report = await importFeed(a.db, {
        site: 1,
        full: true,
        estates: [...rest, ...addedEstates()],
        listings: demo.skarabeeListings,
      });
      expect(report.estates.withdrawn).toBe(1);
    },
    read: async (b) => {
      const answer = await call(b.url, 'POST', '/sites/1/estates', byTerms(estate.id));
      return (JSON.parse(answer.text) as SearchResult<Estate>).total.value;
    },
    expected: 0,
  },
];

/** Requests both instances must answer alike (before and after the writes). */
const SAME: [string, string, unknown?][] = [
  ['POST', '/sites/1/estates', { query: {} }],
  ['POST', '/sites/1/estates', { query: { status: ['TO_RENT'] }, groupBy: 'CITY', view: 'card' }],
  ['POST', '/sites/1/estate-filters', { query: {} }],
  ['GET', `/sites/1/estates/v2/${estate.id}`],
  ['GET', '/sites/2'],
  ['GET', '/sites/1/estates/v2/999999'],
];

describePostgres('two API instances on one PostgreSQL server', (bin) => {
  let server: PgServer | undefined;
  const instances: Instance[] = [];

  beforeAll(async () => {
    server = await startPostgres(bin);
    const admin = openPostgres(server.url('postgres'), 1);
    try {
      await admin.exec('CREATE DATABASE shared_api');
    } finally {
      await admin.close();
    }
    for (let i = 0; i < 2; i++) {
      // As server.ts does with DATABASE_URL: both migrate (the second finds nothing to do).
      const db = await openDatabase({ DATABASE_URL: server.url('shared_api') });
      await migrate(db);
      await seedIfEmpty(db);
      const app = await buildApp({ db, logger: false, settings: TEST_SETTINGS });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      instances.push({ db, app, url: `http://127.0.0.1:${port}` });
    }
  }, 90_000);

  afterAll(async () => {
    try {
      for (const { app, db } of instances) {
        await app.close();
        await db.close();
      }
    } finally {
      server?.stop();
    }
  }, 60_000);

  const expectSame = async () => {
    const [a, b] = instances as [Instance, Instance];
    for (const [method, url, body] of SAME) {
      const [onA, onB] = await Promise.all([
        call(a.url, method, url, body),
        call(b.url, method, url, body),
      ]);
      expect({ url, status: onB.status, text: onB.text }).toEqual({
        url,
        status: onA.status,
        text: onA.text,
      });
    }
  };

  it('answer the same', async () => {
    await expectSame();
  });

  it.each(WRITES.map((write) => ({ ...write, title: write.name })))(
    'read through B what was written through A: $title',
    async ({ write, read, expected }) => {
      const [a, b] = instances as [Instance, Instance];
      // B answers (and keeps) the state before the write.
      const before = await read(b);
      expect(before).not.toEqual(expected);
      await write(a);
      expect(await read(b)).toEqual(expected);
      expect(await read(a)).toEqual(expected);
      await expectSame();
    },
  );
});
