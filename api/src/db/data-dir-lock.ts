/**
 * One process at a time on a PGlite data directory. PGlite has no lock of its own: a second
 * process opening the same files (an operator command beside the running API) works on a copy of
 * the database that the first one overwrites at its next write, or crashes it. So whoever opens a
 * data directory first writes `api.lock` in it, holding its process id (and, once the API listens,
 * the loopback address of its operator endpoints), and removes it when it closes the database.
 * A lock whose process is gone (the API was killed) is stale and taken over. PostgreSQL
 * (DATABASE_URL) needs none: it serves many processes.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The lock's file name inside the data directory. */
export const LOCK_FILE = 'api.lock';

/** What the lock file says of its holder. */
export interface LockHolder {
  /** The holder's process id. */
  pid: number;
  /** When it took the lock (ISO 8601). */
  since: string;
  /** The API's address for its operator endpoints, e.g. 'http://127.0.0.1:4000', once it listens. */
  url?: string;
  /** A random id of this holding, so that a holder removes or rewrites only its own lock. */
  owner: string;
}

/** The data directory is held by a live process (an API, or another command). */
export class DataDirHeldError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `${dataDir} is in use by process ${holder.pid}${holder.url ? ` (the API at ${holder.url})` : ''} ` +
        `since ${holder.since}: PGlite serves one process at a time. Stop that process first, or ` +
        `remove ${path.join(dataDir, LOCK_FILE)} if no such process runs any more.`,
    );
    this.name = 'DataDirHeldError';
  }
}

/** A lock taken on a data directory. */
export interface DataDirLock {
  /** Records the API's operator address in the lock, for the commands that go through it. */
  announce(url: string): void;
  /** Removes the lock (once; only while it is still this holding's). */
  release(): void;
}

/** True when a process with this id runs (one of another user's included). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file's holder as written, or null when there is no file or it is unreadable. */
function readHolder(file: string): LockHolder | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    if (Number.isSafeInteger(holder.pid) && (holder.pid as number) > 0) return holder as LockHolder;
  } catch {
    // A file cut short by a crash while it was written: nobody's lock.
  }
  return { pid: 0, since: '', owner: '' };
}

/**
 * The live holder of a data directory's lock.
 * @param dataDir the PGlite data directory (absolute)
 * @returns the holder, or null when the directory is free (no lock, or a stale one)
 */
export function lockHolder(dataDir: string): LockHolder | null {
  const holder = readHolder(path.join(dataDir, LOCK_FILE));
  return holder && holder.pid > 0 && alive(holder.pid) ? holder : null;
}

/**
 * Takes the lock of a data directory (which must exist), taking over a stale one.
 * @param dataDir the PGlite data directory (absolute)
 * @returns the lock, to release once the database is closed
 * @throws DataDirHeldError when a live process holds it (this process too: the directory is
 *   already open here); the file system's error when the file cannot be written
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    since: new Date().toISOString(),
    owner: randomBytes(12).toString('base64url'),
  };
  // Written whole beside the lock, then linked (taking, fails when it exists) or renamed
  // (rewriting) into place: nobody reads a lock half written.
  const write = (holder: LockHolder, take: boolean) => {
    const draft = `${file}.${mine.owner}`;
    fs.writeFileSync(draft, `${JSON.stringify(holder)}\n`, { mode: 0o600 });
    try {
      if (take) fs.linkSync(draft, file);
      else fs.renameSync(draft, file);
    } finally {
      fs.rmSync(draft, { force: true });
    }
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      write(mine, true);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const holder = readHolder(file);
    if (holder && holder.pid > 0 && alive(holder.pid)) throw new DataDirHeldError(dataDir, holder);
    // Stale (its process is gone) or unreadable: removed, then taken by the next attempt.
    fs.rmSync(file, { force: true });
  }
  const ours = () => readHolder(file)?.owner === mine.owner;
  let released = false;
  return {
    announce(url) {
      if (!released && ours()) write({ ...mine, url }, false);
    },
    release() {
      if (released) return;
      released = true;
      if (ours()) fs.rmSync(file, { force: true });
    },
  };
}
