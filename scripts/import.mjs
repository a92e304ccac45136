// `npm run import -- <file or URL> [--site N] [--full | --partial] [--json]`: imports the agency's
// feed into the API's database (DATABASE_URL, else PGlite in API_DATA_DIR, default
// api/data/pglite: stop the API first, PGlite serves one process at a time). Builds the API, then
// runs api/dist/import.js (see api/README.md, "Importing the feed").
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
const built = await run(process.execPath, ['scripts/build.mjs', 'api'], { stdio: 'ignore' });
if (built !== 0) {
  console.error('building the API failed: run `node scripts/build.mjs api` to see why');
  process.exit(built);
}
process.exit(
  await run(process.execPath, [
    '--conditions=agency-compiled',
    'api/dist/import.js',
    ...process.argv.slice(2),
  ]),
);
