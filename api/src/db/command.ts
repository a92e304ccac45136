/**
 * What the API's command-line entries share (`npm run import`, `npm run erase`,
 * `npm run outbox:resend`): the database the API uses (DATABASE_URL, else PGlite in API_DATA_DIR,
 * which is refused while a running API holds it: PGlite serves one process at a time,
 * db/data-dir-lock.ts), migrated, and the process's exit code.
 */
import type { Database } from './database';
import { migrate } from './migrate';
import { openDatabase } from './open';

/**
 * Opens and migrates the API's database, runs `work` on it and closes it.
 * @param env the environment naming the database (default the process's)
 * @returns what `work` returns
 * @throws DataDirHeldError when another process (a running API) holds the PGlite directory;
 *   what opening, migrating or `work` throws (the database is closed either way)
 */
export async function withDatabase<T>(
  work: (db: Database) => Promise<T>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  const db = await openDatabase(env);
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * Runs a command's `main` and exits with its code; an error is printed and exits with 2.
 * @param main the command, answering its exit code
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
