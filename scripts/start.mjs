// `npm start`: installs what is missing, builds every package, then serves the site with the API,
// its embedded database and demo data (see serve.mjs for ports).
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
const built = await run(process.execPath, ['scripts/build.mjs']);
if (built !== 0) process.exit(built);
await import('./serve.mjs');
