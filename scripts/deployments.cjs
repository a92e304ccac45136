/**
 * Versioned deployments of remotes, as the deploy commands write them and the site server reads
 * them. A deployments folder (DEPLOYMENTS_DIR, default `deployments/` at the root) holds:
 * - `<remote folder>/<version>/`: one build of a remote (browser build, `server/`, manifest),
 *   written once and never changed; `<version>` is a counter and the build's content hash
 *   (`0003-1a2b3c4d5e`), so the folders sort by deploy order;
 * - `pointers.json`: per market, per remote folder, the live version, since when, and the versions
 *   it replaced (newest last), which a rollback goes back to. The only file that changes.
 * A remote with no pointer in a market is served from its `dist/` folder, as without deployments.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { root } = require('./registry.cjs');

/** How many of a remote's newest versions are always kept (and served), besides those pointed at. */
const KEEP_VERSIONS = 5;
/** How many replaced versions a pointer remembers for rollbacks. */
const HISTORY_LENGTH = 10;
/** The URL path under a remote's base URL where its versions are served: `/v/<version>/`. */
const VERSIONS_PATH = 'v';
/** A version folder's name: counter, dash, content hash. */
const VERSION_PATTERN = /^(\d{4,})-([0-9a-f]{10})$/;

/** The deployments folder: DEPLOYMENTS_DIR (absolute or from the working directory), else `deployments/`. */
function deploymentsDir(env = process.env) {
  return env.DEPLOYMENTS_DIR ? path.resolve(env.DEPLOYMENTS_DIR) : path.join(root, 'deployments');
}

/** The pointer file of a deployments folder. */
function pointersFileOf(dir) {
  return path.join(dir, 'pointers.json');
}

/**
 * The pointers of a deployments folder (`{ markets: {} }` when there are none yet).
 * @throws when the file exists but is not a pointers file
 */
function readPointers(dir) {
  const file = pointersFileOf(dir);
  if (!fs.existsSync(file)) return { markets: {} };
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof parsed?.markets !== 'object' || parsed.markets === null)
    throw new Error(`${file} is not a pointers file (no "markets")`);
  return parsed;
}

/**
 * Writes the pointers whole, atomically (a new file renamed over the old one): a reader sees the
 * pointers before or after, never half a file.
 */
function writePointers(dir, pointers) {
  fs.mkdirSync(dir, { recursive: true });
  const file = pointersFileOf(dir);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(pointers, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** The versions of a remote in a deployments folder, oldest first. */
function versionsOf(dir, folder) {
  const base = path.join(dir, folder);
  if (!fs.existsSync(base)) return [];
  return fs
    .readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** Every file below `dir`, as sorted paths relative to it. */
function filesBelow(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The content hash of a build folder (its file names and bytes), 10 hex digits. */
function buildHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesBelow(dir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * The version a build gets: the existing version of the same content when there is one (a build
 * deployed twice is one version), else the next counter with its hash.
 * @returns the version and whether it already exists
 */
function versionFor(dir, folder, hash) {
  const versions = versionsOf(dir, folder);
  const same = versions.find((version) => version.endsWith(`-${hash}`));
  if (same) return { version: same, exists: true };
  const last = versions.at(-1);
  const counter = last ? Number(VERSION_PATTERN.exec(last)[1]) + 1 : 1;
  return { version: `${String(counter).padStart(4, '0')}-${hash}`, exists: false };
}

/** The live entry of a remote in a market, or undefined (the remote's `dist/`). */
function liveOf(pointers, market, folder) {
  return pointers.markets[market]?.[folder];
}

/**
 * Puts a version live for a remote in a market: the version before goes to the pointer's history
 * (null when it was the remote's `dist/`). Changes `pointers`; nothing when already live.
 * @param now ISO time of the change
 * @returns whether the pointer moved
 */
function setLive(pointers, market, folder, version, now) {
  const markets = pointers.markets;
  markets[market] ??= {};
  const current = markets[market][folder];
  if (current?.version === version) return false;
  const history = [
    ...(current?.history ?? []),
    { version: current?.version ?? null, since: current?.since ?? null },
  ].slice(-HISTORY_LENGTH);
  markets[market][folder] = { version, since: now, history };
  return true;
}

/**
 * Puts back the version a remote had in a market before its live one (a version, or its `dist/`
 * when it had none). Changes `pointers`.
 * @returns the versions before and after (null: the `dist/` folder)
 * @throws when the market has no version before the live one
 */
function rollBack(pointers, market, folder, now) {
  const current = liveOf(pointers, market, folder);
  const previous = current?.history?.at(-1);
  if (!current || !previous)
    throw new Error(`${folder} has no earlier version in market ${market} to roll back to`);
  const history = current.history.slice(0, -1);
  if (previous.version === null) {
    delete pointers.markets[market][folder];
  } else {
    pointers.markets[market][folder] = { version: previous.version, since: now, history };
  }
  return { from: current.version, to: previous.version };
}

/** The versions of a remote that some pointer names (live or in a history). */
function pointedVersions(pointers, folder) {
  const out = new Set();
  for (const remotes of Object.values(pointers.markets)) {
    const entry = remotes[folder];
    if (!entry) continue;
    out.add(entry.version);
    for (const item of entry.history ?? []) if (item.version) out.add(item.version);
  }
  return out;
}

/**
 * Removes a remote's versions beyond its KEEP_VERSIONS newest that no pointer names (an open tab
 * of an older version still finds its chunks for as many deploys).
 * @returns the removed versions
 */
function prune(dir, folder, pointers, keep = KEEP_VERSIONS) {
  const versions = versionsOf(dir, folder);
  const pointed = pointedVersions(pointers, folder);
  const removed = versions
    .slice(0, Math.max(0, versions.length - keep))
    .filter((version) => !pointed.has(version));
  for (const version of removed) fs.rmSync(path.join(dir, folder, version), { recursive: true });
  return removed;
}

/**
 * The markets file with the live versions applied: in each market, a slot whose provider (a
 * registry name) has a live version there is given that version's base URL
 * (`{provider, url: <its base URL>/v/<version>}`); providers without one, and those the markets
 * file already places elsewhere, stay as they are.
 * @param remotes the registry's remotes (name and folder)
 * @param locations each remote's base URL ({ name, url })
 */
function applyPointers(marketsFile, pointers, remotes, locations) {
  const folderOf = new Map(remotes.map((remote) => [remote.name, remote.folder]));
  return {
    ...marketsFile,
    markets: marketsFile.markets.map((market) => {
      const live = pointers.markets[market.name];
      if (!live) return market;
      const slots = {};
      for (const [slot, value] of Object.entries(market.slots)) {
        const version =
          typeof value === 'string' ? live[folderOf.get(value) ?? '']?.version : undefined;
        const base = locations.find((location) => location.name === value)?.url;
        slots[slot] =
          version && base
            ? {
                provider: value,
                url: `${base.replace(/\/+$/, '')}/${VERSIONS_PATH}/${version}`,
              }
            : value;
      }
      return { ...market, slots };
    }),
  };
}

/**
 * The pointers of a deployments folder, read again when the file changes (modification time and
 * size), looked at no more than once every `checkEveryMs`. A file that cannot be read keeps the
 * last good pointers (and logs why); none: no pointers.
 */
function watchPointers(dir, checkEveryMs = 500, log = console, now = () => performance.now()) {
  const file = pointersFileOf(dir);
  let current = { markets: {} };
  let stamp = '';
  let checkedAt = -Infinity;
  return () => {
    if (now() - checkedAt < checkEveryMs) return current;
    checkedAt = now();
    let next = '';
    try {
      const stat = fs.statSync(file);
      next = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      next = 'none';
    }
    if (next === stamp) return current;
    try {
      current = readPointers(dir);
      stamp = next;
    } catch (error) {
      log.error(`Deployment pointers not applied, the last good ones stay: ${String(error)}`);
    }
    return current;
  };
}

module.exports = {
  KEEP_VERSIONS,
  VERSIONS_PATH,
  VERSION_PATTERN,
  deploymentsDir,
  pointersFileOf,
  readPointers,
  writePointers,
  versionsOf,
  filesBelow,
  buildHash,
  versionFor,
  liveOf,
  setLive,
  rollBack,
  prune,
  applyPointers,
  watchPointers,
};
