/**
 * A throw-away PostgreSQL server for tests (the DATABASE_URL path): the installed binaries
 * (PG_BIN, else the newest /usr/lib/postgresql/{version}/bin, else PATH) make a cluster in a
 * temporary directory, listening on 127.0.0.1 only (a free port, no Unix socket), run as the
 * `postgres` system user when the tests run as root (PostgreSQL refuses root); `stop()` stops it
 * and removes the directory. Used by db/postgres-server.test.ts and db/two-instances.test.ts;
 * `describePostgres` skips a suite (or fails it with PG_TEST_REQUIRED=1, as .ci/run sets) when
 * there are no binaries.
 *
 * The cluster is created like PGlite's database (UTF-8, collation C, character type C.UTF-8), but
 * with the time zone Europe/Brussels (PGlite: UTC), so that answers depending on the server's time
 * zone would show.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chownSync,
  constants,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// ---------------------------------------------------------------------------------------------
// Finding the binaries

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

// ---------------------------------------------------------------------------------------------
// The throw-away server

/** Ports the project's other servers use (never taken here). */
const RESERVED_PORTS = new Set([3000, 3001, 3002, 3003, 3100, 3101, 3102, 3103, 4000, 4100]);

/** A free loopback port, chosen by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() =>
        RESERVED_PORTS.has(port) ? freePort().then(resolve, reject) : resolve(port),
      );
    });
  });
}

export interface PgServer {
  /** The DATABASE_URL of a database of the server, e.g. `url('api')`. */
  url(database: string): string;
  /** Stops the server (fast shutdown, else immediate) and removes its directory. */
  stop(): void;
}

/**
 * Creates a cluster in a new temporary directory and starts it on 127.0.0.1 only, as the `postgres`
 * user when running as root.
 * @throws with the server log when initdb or the start fails; the directory is removed then
 */
export async function startPostgres(bin: string): Promise<PgServer> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'api-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const run = (name: string, args: string[]) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]]
      : [path.join(bin, name), args];
    const result = spawnSync(cmd, argv, { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
  };
  const stop = () => {
    try {
      if (!run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '20', 'stop']).ok)
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '20', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    const password = randomBytes(12).toString('hex');
    const passwordFile = path.join(dir, 'password');
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (asRoot) {
      const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres']).stdout.toString());
      const [uid, gid] = [id('-u'), id('-g')];
      if (!Number.isInteger(uid) || uid <= 0)
        throw new Error('Running as root, but there is no `postgres` user to run PostgreSQL as');
      chownSync(dir, uid, gid);
      chownSync(passwordFile, uid, gid);
    }
    const init = run('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      `--pwfile=${passwordFile}`,
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--lc-ctype=C.UTF-8',
      '--no-sync',
      '--no-instructions',
    ]);
    if (!init.ok) throw new Error(`initdb failed:\n${init.output}`);
    const settings = [
      "listen_addresses='127.0.0.1'",
      // TCP on loopback only, no Unix socket (no path length limit, nothing outside `dir`).
      "unix_socket_directories=''",
      "timezone='Europe/Brussels'",
      'max_connections=30',
      'shared_buffers=32MB',
      'fsync=off',
      'synchronous_commit=off',
      'full_page_writes=off',
    ];
    // A port can be taken between its choice and the start: then try another.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const options = [`-p ${port}`, ...settings.map((s) => `-c ${s}`)].join(' ');
      const start = run('pg_ctl', [
        '-D',
        data,
        '-l',
        log,
        '-w',
        '-t',
        '30',
        '-o',
        options,
        'start',
      ]);
      if (start.ok) {
        return {
          url: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
          stop,
        };
      }
      if (attempt === 3) {
        let tail = '';
        try {
          tail = readFileSync(log, 'utf8').split('\n').slice(-20).join('\n');
        } catch {
          // no log written
        }
        throw new Error(`PostgreSQL did not start:\n${start.output}\n${tail}`);
      }
    }
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * `describe` when PostgreSQL binaries are found, else a skipped suite whose title says why (and a
 * console line); with PG_TEST_REQUIRED=1 a missing server is a failing test instead.
 * @param title the suite's title
 * @param body the suite, given the binaries' directory
 */
export function describePostgres(title: string, body: (bin: string) => void): void {
  const found = findBinaries(process.env);
  if ('dir' in found) {
    describe(title, () => body(found.dir));
    return;
  }
  if (process.env.PG_TEST_REQUIRED === '1') {
    describe(title, () => {
      it('finds the PostgreSQL binaries (PG_TEST_REQUIRED=1)', () => {
        throw new Error(`PostgreSQL is required but ${found.reason}`);
      });
    });
    return;
  }
  console.warn(`Skipping "${title}": ${found.reason}`);
  describe.skip(`${title} — SKIPPED: ${found.reason}`, () => body(''));
}
