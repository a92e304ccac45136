/** The database on a PostgreSQL server through a `pg` Pool (used when DATABASE_URL is set). */
import { Client, Pool, types, type PoolClient } from 'pg';
import type { Database, Queryable } from './database';

// Parse int8 (e.g. count(*)) as a number, as PGlite does, so both drivers agree (the API's
// counts stay far below 2^53). Other types are cast in SQL where it matters.
types.setTypeParser(types.builtins.INT8, (v: string) => Number(v));

/**
 * Opens a connection pool.
 * @param connectionString e.g. `postgres://user:pass@localhost:5432/agency`
 * @param max the largest number of connections (default 10)
 * @returns the database; the first query fails when the server cannot be reached
 */
export function openPostgres(connectionString: string, max = 10): Database {
  const pool = new Pool({ connectionString, max });
  const on = (client: Pool | PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...on(pool),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify) => listenTo(connectionString, channel, onNotify),
    close: () => pool.end(),
  };
}

/** How long a listening connection that failed waits before it connects again, in ms. */
const RELISTEN_MS = 1_000;

/**
 * Listens to `channel` on a connection of its own (a pooled one would be handed to queries), and
 * connects again after RELISTEN_MS when that connection fails (the notifications sent meanwhile
 * are lost: the listener's owner reads the version periodically as well).
 * @returns a function that stops listening and closes the connection
 * @throws when the first connection fails
 */
async function listenTo(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let stopped = false;
  let client: Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => undefined);
      reconnectLater();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };
  const reconnectLater = () => {
    if (!stopped)
      retry = setTimeout(() => void connect().catch(() => reconnectLater()), RELISTEN_MS);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = client;
    client = null;
    await open?.end().catch(() => undefined);
  };
}
