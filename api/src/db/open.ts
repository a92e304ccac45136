/** Chooses and opens the database from the environment. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';
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

/**
 * Opens the database: a `pg` Pool on DATABASE_URL when it is set, else PGlite in API_DATA_DIR.
 * @param env the environment (default `process.env`)
 * @throws when PGlite cannot open its data directory
 */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  const dataDir = resolveDataDir(env.API_DATA_DIR);
  if (dataDir !== MEMORY_DATA_DIR) mkdirSync(dataDir, { recursive: true });
  return openPglite(dataDir);
}
