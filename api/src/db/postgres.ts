/** The database on a PostgreSQL server through a `pg` Pool (used when DATABASE_URL is set). */
import { Pool, types, type PoolClient } from 'pg';
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
    close: () => pool.end(),
  };
}
