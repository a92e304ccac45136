/**
 * Entry of `node dist/server.js`: opens the database (PGlite in API_DATA_DIR, default
 * api/data/pglite, or PostgreSQL when DATABASE_URL is set), migrates it, seeds the demo data when
 * it is empty, and listens on HOST (default 127.0.0.1) and API_PORT (default 4000).
 */
import { buildApp } from './app';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { apiSettingsFromEnv } from './settings';
import { installSiteRoutes } from './site-routes';

/**
 * Starts the API.
 * @returns a function that stops it (closes the server, then the database)
 * @throws when the database cannot be opened or migrated, or the port is taken
 */
export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
): Promise<() => Promise<void>> {
  const started = Date.now();
  // Malformed settings stop the start before the database is opened.
  const settings = apiSettingsFromEnv(env);
  // The mails link to the site's pages.
  installSiteRoutes();
  const db = await openDatabase(env);
  const applied = await migrate(db);
  const seeded = await seedIfEmpty(db);
  const app = await buildApp({ db, settings, engagement: { jobs: true } });
  const port = Number(env.API_PORT ?? 4000);
  const host = env.HOST ?? '127.0.0.1';
  await app.listen({ port, host });
  app.log.info(
    { port, host, database: db.kind, migrations: applied, seeded, startMs: Date.now() - started },
    'API started',
  );
  process.stdout.write(
    `API listening on http://${host}:${port} (${db.kind}${seeded ? ', demo data seeded' : ''}, ` +
      `${Date.now() - started} ms; ${settings.docs ? 'docs at /docs' : 'no docs: API_DOCS=1 serves them'})\n`,
  );
  return async () => {
    await app.close();
    await db.close();
  };
}

if (require.main === module) {
  startServer()
    .then((stop) => {
      const shutdown = () => {
        stop().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error);
            process.exit(1);
          },
        );
      };
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
