/**
 * Entry of `npm run outbox:resend`: after an SMTP outage longer than the outbox's retries, puts
 * every failed mail back on its backoff, due now (engagement/outbox.ts `resendFailed`); the
 * running API sends them on its next poll. Opens the database as the API does (DATABASE_URL, else
 * PGlite in API_DATA_DIR: with PGlite, stop the API first, then start it again). Prints how many
 * mails were put back. Exit code 0.
 */
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { resendFailed } from './engagement/outbox';

async function main(): Promise<number> {
  const db = await openDatabase(process.env);
  try {
    await migrate(db);
    process.stdout.write(`${await resendFailed(db)} failed mail(s) put back to be sent\n`);
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
