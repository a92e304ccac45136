/**
 * PGlite (PostgreSQL in WebAssembly) run in a worker thread.
 *
 * Why a worker: PGlite executes queries synchronously on the thread that hosts it, so running it
 * off the main thread keeps the HTTP event loop free while a query runs (the host has 2 cores).
 * It also lets the same code run under Jest: PGlite loads Node built-ins with dynamic `import()`,
 * which Jest's module sandbox refuses without `--experimental-vm-modules`; a worker is a plain
 * Node context. The worker is started from the source string below (not a file), so it works the
 * same from `src/` under Jest and from `dist/` in production.
 */
import { Worker } from 'node:worker_threads';
import type { Database, DatabaseError, Queryable } from './database';

/** The special data directory of an in-memory database (for tests and the benchmark). */
export const MEMORY_DATA_DIR = 'memory://';

/**
 * The worker: opens PGlite, then answers messages `{ id, op, sql, params, tx }` with
 * `{ id, ok, rows }` or `{ id, ok: false, error }`. `begin` opens a transaction and answers its
 * number; `query`/`exec` with `tx` run inside it; `commit`/`rollback` end it.
 */
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglitePath);
const txs = new Map();
let nextTx = 1;
const reply = (id, value) => parentPort.postMessage({ id, ok: true, ...value });
const fail = (id, e) => parentPort.postMessage({
  id, ok: false,
  error: { message: String((e && e.message) || e), code: e && e.code, detail: e && e.detail, hint: e && e.hint },
});
PGlite.create(workerData.dataDir).then((db) => {
  parentPort.on('message', async (m) => {
    try {
      const target = m.tx ? txs.get(m.tx)?.tx : db;
      if (!target) throw new Error('Unknown or finished transaction ' + m.tx);
      switch (m.op) {
        case 'query': {
          const r = await target.query(m.sql, m.params || []);
          reply(m.id, { rows: r.rows });
          break;
        }
        case 'exec':
          await target.exec(m.sql);
          reply(m.id, {});
          break;
        case 'begin': {
          const txId = nextTx++;
          let opened;
          const ready = new Promise((resolve) => (opened = resolve));
          const entry = {};
          entry.done = db.transaction((tx) => new Promise((resolve, reject) => {
            entry.tx = tx;
            entry.resolve = resolve;
            entry.reject = reject;
            txs.set(txId, entry);
            opened();
          }));
          entry.done.catch(() => {});
          await ready;
          reply(m.id, { tx: txId });
          break;
        }
        case 'commit':
        case 'rollback': {
          const entry = txs.get(m.txId);
          if (!entry) throw new Error('Unknown transaction ' + m.txId);
          txs.delete(m.txId);
          if (m.op === 'commit') entry.resolve();
          else entry.reject(new Error('rollback'));
          try { await entry.done; } catch (e) { if (m.op === 'commit') throw e; }
          reply(m.id, {});
          break;
        }
        case 'close':
          await db.close();
          reply(m.id, {});
          break;
        default:
          throw new Error('Unknown op ' + m.op);
      }
    } catch (e) {
      fail(m.id, e);
    }
  });
  parentPort.postMessage({ id: 0, ok: true });
}, (e) => fail(0, e));
`;

interface Reply {
  id: number;
  ok: boolean;
  rows?: unknown[];
  tx?: number;
  error?: { message: string; code?: string; detail?: string; hint?: string };
}

function toError(error: NonNullable<Reply['error']>): DatabaseError {
  const out: DatabaseError = new Error(error.message);
  if (error.code) out.code = error.code;
  if (error.detail) out.detail = error.detail;
  if (error.hint) out.hint = error.hint;
  return out;
}

/**
 * Opens a PGlite database in a worker thread.
 * @param dataDir a directory for a persistent database (created by PGlite when missing), or
 *   `memory://` for an in-memory one
 * @returns the open database once PGlite is ready (an empty in-memory database takes ~5 s to
 *   initialise on a small machine)
 * @throws the PGlite start-up error, e.g. an unreadable data directory
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { dataDir, pglitePath: require.resolve('@electric-sql/pglite') },
  });
  const pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let closed = false;
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) waiter.resolve(reply);
    else waiter.reject(toError(reply.error ?? { message: 'PGlite worker failed' }));
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => {
    if (!closed) failAll(new Error(`The PGlite worker exited with code ${code}`));
  });

  const call = (message: Record<string, unknown>): Promise<Reply> => {
    if (failure) return Promise.reject(failure);
    if (closed) return Promise.reject(new Error('The database is closed'));
    const id = nextId++;
    return new Promise<Reply>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  };

  const queryable = (tx?: number): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const reply = await call({ op: 'query', sql, params: [...params], tx });
      return { rows: (reply.rows ?? []) as T[] };
    },
    async exec(sql: string) {
      await call({ op: 'exec', sql, tx });
    },
  });

  try {
    await ready;
  } catch (error) {
    closed = true;
    await worker.terminate();
    throw error;
  }

  return {
    kind: 'pglite',
    ...queryable(),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const { tx } = await call({ op: 'begin' });
      let result: T;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        await call({ op: 'rollback', txId: tx }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', txId: tx });
      return result;
    },
    async close() {
      if (closed) return;
      try {
        await call({ op: 'close' });
      } finally {
        closed = true;
        await worker.terminate();
      }
    },
  };
}
