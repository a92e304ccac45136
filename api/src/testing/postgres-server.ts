/**
 * A throw-away PostgreSQL server for tests (the DATABASE_URL path): the installed binaries
 * (PG_BIN, else the newest /usr/lib/postgresql/{version}/bin, else PATH) make a cluster in a
 * temporary directory, listening on 127.0.0.1 only (a free port, no Unix socket), run as the
 * `postgres` system user when the tests run as root (PostgreSQL refuses root); `stop()` stops it
 * and removes the directory. Used by db/postgres-server.test.ts and db/two-instances.test.ts, and
 * (from its build, on a fixed port) by the e2e scale-out deployment (e2e/scale-out/serve.mjs);
 * `describePostgres` skips a suite (or fails it with PG_TEST_REQUIRED=1, as .ci/run sets) when
 * there are no binaries.
 *
 * The cluster is created like PGlite's database (UTF-8, collation C, character type C.UTF-8), but
 * with the time zone Europe/Brussels (PGlite: UTC), so that answers depending on the server's time
 * zone would show.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findBinaries } from './postgres-binaries';

export { findBinaries };

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
  /** The temporary directory of the cluster (its data in `data/`, its log `server.log`). */
  dir: string;
  /** Stops the server (fast shutdown, else immediate) and removes its directory. */
  stop(): void;
}

/** How `startPostgres` starts the server. */
export interface PgServerOptions {
  /**
   * The port to listen on (a deployment with fixed ports, such as the e2e scale-out one); default
   * a free port the system chooses, another one tried when it is taken meanwhile.
   */
  port?: number;
  /** max_connections (default 30: one test's pools); raise it for several instances' pools. */
  maxConnections?: number;
}

/**
 * Runs one of the binaries in `dir` (as the `postgres` user when running as root), for at most a
 * minute.
 * @returns whether it exited with 0, and its output
 */
function runBinary(bin: string, dir: string, name: string, args: string[]) {
  const [cmd, argv] =
    process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]]
      : [path.join(bin, name), args];
  const result = spawnSync(cmd, argv, { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/**
 * Stops the server of a cluster `startPostgres` made (fast shutdown, else immediate) and removes
 * its directory: `PgServer.stop`, and the clean-up of a cluster that a killed process left
 * behind (e2e/scale-out/serve.mjs).
 * @param bin the directory of pg_ctl
 * @param dir the cluster's directory (`PgServer.dir`)
 */
export function stopPostgres(bin: string, dir: string): void {
  const data = path.join(dir, 'data');
  try {
    if (!runBinary(bin, dir, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '20', 'stop']).ok)
      runBinary(bin, dir, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '20', 'stop']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Creates a cluster in a new temporary directory and starts it on 127.0.0.1 only, as the `postgres`
 * user when running as root.
 * @param bin the directory of initdb, pg_ctl and postgres (see findBinaries)
 * @param options a fixed port, max_connections (see PgServerOptions)
 * @returns the running server: its URLs, its directory (`dir`) and `stop`
 * @throws with the server log when initdb or the start fails (with a fixed port: on the first
 *   failure, e.g. the port is taken); the directory is removed then
 */
export async function startPostgres(bin: string, options: PgServerOptions = {}): Promise<PgServer> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'api-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const run = (name: string, args: string[]) => runBinary(bin, dir, name, args);
  const stop = () => stopPostgres(bin, dir);
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
      `max_connections=${options.maxConnections ?? 30}`,
      'shared_buffers=32MB',
      'fsync=off',
      'synchronous_commit=off',
      'full_page_writes=off',
    ];
    // A port can be taken between its choice and the start: then try another (a fixed port once).
    for (let attempt = 1; ; attempt++) {
      const port = options.port ?? (await freePort());
      const serverOptions = [`-p ${port}`, ...settings.map((s) => `-c ${s}`)].join(' ');
      const start = run('pg_ctl', [
        '-D',
        data,
        '-l',
        log,
        '-w',
        '-t',
        '30',
        '-o',
        serverOptions,
        'start',
      ]);
      if (start.ok) {
        return {
          url: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
          dir,
          stop,
        };
      }
      if (attempt === 3 || options.port !== undefined) {
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
