/** Chooses and opens the database from the environment. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';
import { lockDataDir } from './data-dir-lock';
import { MEMORY_DATA_DIR, openPglite } from './pglite';
import { openPostgres } from './postgres';

/** The api package directory (the parent of `src/` or `dist/`). */
export const PACKAGE_DIR = path.resolve(__dirname, '..', '..');

/**
 * The PGlite data directory: API_DATA_DIR resolved against the api package directory
 * (default `data/pglite`, i.e. `api/data/pglite`), or `memory://` unchanged.
 */
export function resolveDataDir(value: string | undefined): string {
  if (value === MEMORY_DATA_DIR) return value;
  return path.resolve(PACKAGE_DIR, value && value.trim() !== '' ? value : 'data/pglite');
}

/** The database as opened by `openDatabase`. */
export interface OpenedDatabase extends Database {
  /**
   * Records the API's operator address (e.g. 'http://127.0.0.1:4000') in the data directory's
   * lock (db/data-dir-lock.ts), where the operator commands find it; nothing on PostgreSQL or
   * an in-memory PGlite.
   */
  announce(url: string): void;
}

/**
 * Opens the database: a `pg` Pool on DATABASE_URL when it is set, else PGlite in API_DATA_DIR,
 * whose directory it locks for this process until `close` (an in-memory one needs no lock).
 * @param env the environment (default `process.env`)
 * @throws DataDirHeldError when another live process (or this one) has the PGlite directory
 *   open; the error of PGlite when it cannot open its data directory
 */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<OpenedDatabase> {
  if (env.DATABASE_URL) return { ...(await openPostgres(env.DATABASE_URL)), announce: () => {} };
  const dataDir = resolveDataDir(env.API_DATA_DIR);
  if (dataDir === MEMORY_DATA_DIR) return { ...(await openPglite(dataDir)), announce: () => {} };
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  let db: Database;
  try {
    db = await openPglite(dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...db,
    announce: (url) => lock.announce(url),
    async close() {
      try {
        await db.close();
      } finally {
        lock.release();
      }
    },
  };
}
