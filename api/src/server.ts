/**
 * Entry of `node dist/server.js`: opens the database (PGlite in API_DATA_DIR, default
 * api/data/pglite, locked for this process while it runs, or PostgreSQL when DATABASE_URL is
 * set), migrates it, seeds the consent texts sites lack and the demo data when it is empty, and
 * listens on HOST (default 127.0.0.1) and API_PORT (default 4000).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { engagementConfig } from './engagement/config';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { seedConsentTexts } from './engagement/agreements';
import { apiSettingsFromEnv } from './settings';
import { installSiteRoutes } from './site-routes';

/**
 * The address a command on this machine reaches the API's operator endpoints at: the listening
 * address, loopback for a wildcard one.
 * @param host the address the API listens on (HOST)
 * @param port the port it listens on
 * @returns e.g. 'http://127.0.0.1:4000', 'http://[::1]:4000'
 */
export function operatorUrl(host: string, port: number): string {
  const address = host === '' || host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/**
 * Brings an opened database up to date: the pending migrations, then the seed data the schema
 * does not hold (the consent texts a site lacks: a site made before a form asked for consent
 * gets that form's text), then the demo data when it is empty.
 * @returns the migrations applied now, and whether demo data was seeded or refreshed
 * @throws the SQL error of a failing migration or seed
 */
export async function prepareDatabase(
  db: Database,
): Promise<{ applied: string[]; seeded: boolean }> {
  const applied = await migrate(db);
  await seedConsentTexts(db);
  const seeded = await seedIfEmpty(db);
  return { applied, seeded };
}

/**
 * Starts the API.
 * @returns a function that stops it (closes the server, then the database)
 * @throws when the database cannot be opened or migrated (DataDirHeldError: another process has
 *   the PGlite directory open), or the port is taken
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
  const port = Number(env.API_PORT ?? 4000);
  const host = env.HOST ?? '127.0.0.1';
  let app: FastifyInstance | undefined;
  let applied: string[];
  let seeded: boolean;
  try {
    ({ applied, seeded } = await prepareDatabase(db));
    app = await buildApp({
      db,
      settings,
      engagement: { config: engagementConfig(env), jobs: true },
    });
    await app.listen({ port, host });
  } catch (error) {
    // The data directory is let go of (its lock too) for the next start.
    await app?.close();
    await db.close();
    throw error;
  }
  // Where the operator commands on this PGlite directory reach the API (npm run erase).
  const listening = (app.server.address() as AddressInfo).port;
  db.announce(operatorUrl(host, listening));
  app.log.info(
    { port, host, database: db.kind, migrations: applied, seeded, startMs: Date.now() - started },
    'API started',
  );
  process.stdout.write(
    `API listening on http://${host}:${listening} (${db.kind}${seeded ? ', demo data seeded' : ''}, ` +
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
