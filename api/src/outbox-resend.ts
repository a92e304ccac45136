/**
 * Entry of `npm run outbox:resend`: after an SMTP outage longer than the outbox's retries, puts
 * every failed mail back on its backoff, due now (engagement/outbox.ts `resendFailed`); the
 * running API sends them on its next poll. Opens the database as the API does (DATABASE_URL, else
 * PGlite in API_DATA_DIR: with PGlite, stop the API first, then start it again; refused while an API
 * holds the directory). Prints how many
 * mails were put back. Exit code 0.
 */
import { runCommand, withDatabase } from './db/command';
import { resendFailed } from './engagement/outbox';

if (require.main === module)
  runCommand(() =>
    withDatabase(async (db) => {
      process.stdout.write(`${await resendFailed(db)} failed mail(s) put back to be sent\n`);
      return 0;
    }),
  );
