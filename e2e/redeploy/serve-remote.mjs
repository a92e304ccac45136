// A remote deployed on its own, for the journey of a remote redeployed alone: it serves a copy of
// one remote's build (REMOTE_FOLDER, e.g. mf-favorites) on PORT, as a CDN or the remote's own
// server would, with the site's static server (shell/dist-server/servers.js). The test deploys a
// new build of it while the site runs: POST /__e2e/deploy writes build N into the served folder,
// the way a deploy uploads one (new hashed chunks beside the old ones, then the entries).
//
// Build N is the remote's build with one visible text changed (the favourites page's introduction
// ends with "(build N)") and every chunk whose content changed renamed by its new content hash in
// the file names and in the entries that name it, as webpack's [contenthash] does: the browser
// and the site server see a new remoteEntry.js and new chunk names, as after a rebuild, without a
// minute of webpack on the test machine.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import servers from '../../shell/dist-server/servers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const folder = process.env.REMOTE_FOLDER ?? 'mf-favorites';
const port = Number(process.env.PORT);
/** The text of the build that build N changes, and the mark it adds. */
const TEXT = 'They stay until you remove them.';
const original = path.join(root, folder, 'dist');
const live = fs.mkdtempSync(path.join(os.tmpdir(), `agency-e2e-${folder}-`));
fs.cpSync(original, live, { recursive: true });
let build = 1;

/** Every file below `dir`, as paths relative to it. */
const filesOf = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/**
 * Writes build `n` of the original into the served folder: changed chunks first under their new
 * names, then every file that names them (the entries and manifests last), so a page loading
 * meanwhile finds the old build or the new one whole.
 */
function deploy(n) {
  const texts = new Map();
  for (const file of filesOf(original).filter((f) => /\.(js|json)$/.test(f))) {
    texts.set(file, fs.readFileSync(path.join(original, file), 'utf8'));
  }
  const renames = new Map();
  for (const [file, text] of texts) {
    if (!text.includes(TEXT)) continue;
    const changed = text.replaceAll(TEXT, `${TEXT} (build ${n})`);
    texts.set(file, changed);
    const hash = /\.([0-9a-f]{8})\.js$/.exec(file)?.[1];
    if (hash) {
      renames.set(hash, createHash('sha256').update(changed).digest('hex').slice(0, 8));
    }
  }
  const written = [];
  for (const [file, text] of texts) {
    let name = file;
    let content = text;
    for (const [from, to] of renames) {
      name = name.replace(`.${from}.js`, `.${to}.js`);
      content = content.replaceAll(from, to);
    }
    if (name === file && content === fs.readFileSync(path.join(live, file), 'utf8')) continue;
    written.push([name, content]);
  }
  const isEntry = (name) => /(^|\/)(remoteEntry\.js|mf-manifest\.json)$/.test(name);
  for (const [name, content] of [
    ...written.filter(([name]) => !isEntry(name)),
    ...written.filter(([name]) => isEntry(name)),
  ]) {
    fs.writeFileSync(path.join(live, name), content);
    // The precompressed copies of the build before would be sent instead of the new file.
    for (const ext of ['.br', '.gz']) fs.rmSync(path.join(live, name + ext), { force: true });
  }
}

const app = await servers.buildRemoteServer(live);
app.get('/__e2e/build', async () => ({
  build,
  text: build === 1 ? TEXT : `${TEXT} (build ${build})`,
}));
app.post('/__e2e/deploy', async () => {
  build += 1;
  deploy(build);
  return { build, text: `${TEXT} (build ${build})` };
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`${folder} (a copy of its build, redeployable) on http://localhost:${port}/`);
const stop = () => {
  fs.rmSync(live, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
