/**
 * Finding PostgreSQL's server binaries (initdb, pg_ctl, postgres) for the throw-away servers of
 * the tests (postgres-server.ts) and of the e2e scale-out deployment, which skip or fail without
 * them. Kept apart from postgres-server.ts (which uses jest's globals) so that the e2e suite can
 * import it.
 */
import { accessSync, constants, readdirSync } from 'node:fs';
import path from 'node:path';

const NEEDED = ['initdb', 'pg_ctl', 'postgres'] as const;

const hasBinaries = (dir: string): boolean =>
  NEEDED.every((name) => {
    try {
      accessSync(path.join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

/**
 * The directory of initdb, pg_ctl and postgres: PG_BIN when set (and only it), else the newest
 * /usr/lib/postgresql/{version}/bin (Debian), else the first PATH directory holding them.
 */
export function findBinaries(env: NodeJS.ProcessEnv): { dir: string } | { reason: string } {
  if (env.PG_BIN) {
    return hasBinaries(env.PG_BIN)
      ? { dir: env.PG_BIN }
      : { reason: `PG_BIN=${env.PG_BIN} holds no ${NEEDED.join(', ')}` };
  }
  let versions: string[] = [];
  try {
    versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  } catch {
    // no Debian layout
  }
  for (const version of versions) {
    const dir = path.join('/usr/lib/postgresql', version, 'bin');
    if (hasBinaries(dir)) return { dir };
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && hasBinaries(dir)) return { dir };
  }
  return {
    reason:
      `no ${NEEDED.join(', ')} in PG_BIN, /usr/lib/postgresql/*/bin or PATH ` +
      '(Debian: apt-get install postgresql)',
  };
}
