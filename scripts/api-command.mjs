// The API's operator commands: `npm run import -- <file or URL> ...` (the agency's feed, see
// api/README.md "Importing the feed"), `npm run erase -- <address>` and `npm run outbox:resend`
// (see api/README.md "Retention and erasure") and `npm run mails` (every mail rendered into
// api/mail-preview, see api/README.md "E-mails"). Builds the API, then runs api/dist/<command>.js
// with the remaining arguments on the database the API uses (DATABASE_URL, else PGlite in
// API_DATA_DIR, which serves one process at a time: a command is refused while the API holds it,
// except erase, which then goes through the running API with ADMIN_TOKEN).
import { ensureInstalled, run } from './lib.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command || !/^[a-z-]+$/.test(command)) {
  console.error(
    'usage: node scripts/api-command.mjs <import | erase | outbox-resend | mail-preview> [arguments]',
  );
  process.exit(2);
}
ensureInstalled();
const built = await run(process.execPath, ['scripts/build.mjs', 'api'], { stdio: 'ignore' });
if (built !== 0) {
  console.error('building the API failed: run `node scripts/build.mjs api` to see why');
  process.exit(built);
}
process.exit(
  await run(process.execPath, ['--conditions=agency-compiled', `api/dist/${command}.js`, ...args]),
);
