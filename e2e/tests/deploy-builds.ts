/**
 * Builds of the favourites remote for the deploy journeys, made from its production build
 * (mf-favorites/dist) in a second instead of a minute of webpack: a copy with one visible text
 * changed, and three broken ones the deploy's gate must refuse. Each is a folder of its own under
 * the system's temporary folder, as `npm run deploy -- mf-favorites --from <folder>` takes it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '..', '..');
const original = path.join(root, 'mf-favorites', 'dist');

/** The favourites page's introduction text, which a changed build marks. */
export const INTRO = 'They stay until you remove them.';

/** The folders made by this module, which `removeBuilds` removes. */
const made: string[] = [];

/** Removes every build folder this module made. */
export function removeBuilds(): void {
  for (const folder of made.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
}

/** A copy of the remote's build, changed by `change` (folder in, nothing out). */
function copyOfBuild(name: string, change: (folder: string) => void): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `agency-e2e-build-${name}-`));
  made.push(folder);
  fs.cpSync(original, folder, { recursive: true });
  change(folder);
  return folder;
}

/**
 * Replaces text in every script and JSON file of a build folder; the precompressed copies of a
 * changed file are removed (they would be served instead of it).
 * @returns how many files changed
 */
function replaceInBuild(folder: string, from: RegExp, to: string): number {
  let changed = 0;
  const files = fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const next = text.replace(from, to);
    if (next === text) continue;
    fs.writeFileSync(file, next);
    for (const ext of ['.br', '.gz']) fs.rmSync(file + ext, { force: true });
    changed++;
  }
  if (changed === 0) throw new Error(`${String(from)} is not in the build: the journey is stale`);
  return changed;
}

/** Changes the build's manifest (mf-manifest.json) with `change`. */
function changeManifest(folder: string, change: (manifest: Manifest) => void): void {
  const file = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  change(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest));
  for (const ext of ['.br', '.gz']) fs.rmSync(file + ext, { force: true });
}

interface Manifest {
  exposes: { name: string }[];
  shared: { name: string; version: string; requiredVersion?: string }[];
}

/** The build with the favourites page's introduction ending in `(<mark>)`, in browser and server. */
export function markedBuild(mark: string): { folder: string; text: string } {
  const text = `${INTRO} (${mark})`;
  const folder = copyOfBuild(mark.replace(/\W+/g, '-'), (dir) =>
    replaceInBuild(dir, new RegExp(INTRO.replace(/\./g, '\\.'), 'g'), text),
  );
  return { folder, text };
}

/** A build whose favourites page throws while it renders (its introduction's text is an error). */
export function throwingBuild(): string {
  return copyOfBuild('throws', (dir) =>
    replaceInBuild(
      dir,
      /t\((['"])page\.intro\1\)/g,
      "(() => { throw new Error('the favourites page is broken') })()",
    ),
  );
}

/** A build that no longer exposes FavoritesCount (its manifest without it). */
export function buildWithoutCount(): string {
  return copyOfBuild('no-count', (dir) =>
    changeManifest(dir, (manifest) => {
      manifest.exposes = manifest.exposes.filter((item) => item.name !== 'FavoritesCount');
    }),
  );
}

/** The major version of `shared` the live shell provides (its package.json). */
export const SHARED_MAJOR = Number(
  (
    JSON.parse(fs.readFileSync(path.join(root, 'shared', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version.split('.')[0],
);

/** A build made against the next major of shared/api, which the live shell does not provide. */
export function buildOnNewerShared(): string {
  const newer = `${SHARED_MAJOR + 1}.0.0`;
  return copyOfBuild('shared-next', (dir) =>
    changeManifest(dir, (manifest) => {
      for (const item of manifest.shared) {
        if (item.name !== 'shared/api') continue;
        item.version = newer;
        item.requiredVersion = `^${newer}`;
      }
    }),
  );
}

/** What an npm command printed and how it ended. */
export interface CommandResult {
  code: number;
  output: string;
}

/**
 * Runs an npm command of the repository (`npm run deploy -- …`) as an operator would, with the
 * journeys' deployments folder and the REDEPLOY site's ports in `env`.
 */
export async function npmRun(args: string[], env: Record<string, string>): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      timeout: 120_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    };
  }
}
