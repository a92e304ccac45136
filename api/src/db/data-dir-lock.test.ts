/**
 * @jest-environment node
 */
/**
 * The lock of a PGlite data directory: one holder at a time, this process included; a stale lock
 * (its process gone) or an unreadable one is taken over; a holder rewrites and removes only its
 * own lock.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirHeldError, LOCK_FILE, lockDataDir, lockHolder } from './data-dir-lock';

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = () => path.join(dir, LOCK_FILE);
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;

describe('lockDataDir', () => {
  it('holds the directory for one holder, this process too, until it is released', () => {
    const lock = lockDataDir(dir);
    expect(lockHolder(dir)).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dir)).toThrow(DataDirHeldError);
    expect(() => lockDataDir(dir)).toThrow(`${dir} is in use by process ${process.pid} since`);
    lock.announce('http://127.0.0.1:4000');
    expect(lockHolder(dir)).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:4000' });
    // Written beside and moved into place: no draft is left.
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
    expect(fs.existsSync(file())).toBe(false);
    expect(lockHolder(dir)).toBeNull();
    lockDataDir(dir).release();
  });

  it('takes over the lock of a process that is gone, and an unreadable one', () => {
    for (const stale of [
      JSON.stringify({ pid: deadPid(), since: '2026-01-01T00:00:00.000Z', owner: 'gone' }),
      '{"pid": 12',
    ]) {
      fs.writeFileSync(file(), stale);
      expect(lockHolder(dir)).toBeNull();
      const lock = lockDataDir(dir);
      expect(lockHolder(dir)).toMatchObject({ pid: process.pid });
      lock.release();
    }
  });

  it('leaves alone a lock that is no longer its own', () => {
    const lock = lockDataDir(dir);
    // Someone removed it by hand, and another holder took the directory since.
    const other = JSON.stringify({ pid: process.pid, since: 'later', owner: 'another' });
    fs.writeFileSync(file(), other);
    lock.announce('http://127.0.0.1:4000');
    lock.release();
    expect(fs.readFileSync(file(), 'utf8')).toBe(other);
  });
});
