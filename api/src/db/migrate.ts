/** Applies the schema migrations (migrations.ts) that a database has not run yet. */
import type { Database } from './database';
import { MIGRATIONS, type Migration } from './migrations';

/**
 * Creates `schema_migrations` when missing, then runs each pending migration in its own
 * transaction and records it.
 * @param migrations the list to apply (default: every migration of the API)
 * @returns the ids applied now (empty when the schema was up to date)
 * @throws the SQL error of a failing migration (that migration is rolled back; earlier ones stay)
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const { rows } = await db.query<{ id: string }>('SELECT id FROM schema_migrations');
  const done = new Set(rows.map((r) => r.id));
  const applied: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    });
    applied.push(migration.id);
  }
  return applied;
}
