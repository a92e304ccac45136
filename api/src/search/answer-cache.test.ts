/**
 * The answer cache of the search: answers kept per data version, bounded,
 * and a version read shared by concurrent requests without missing a write.
 */
import type { Queryable } from '../db/database';
import { AnswerCache, DataVersion } from './answer-cache';

describe('AnswerCache', () => {
  it('answers what was stored at the same version only', () => {
    const cache = new AnswerCache();
    cache.set('1', 'a', Buffer.from('A'));
    expect(cache.get('1', 'a')?.toString()).toBe('A');
    expect(cache.get('2', 'a')).toBeUndefined();
    cache.set('2', 'b', Buffer.from('B'));
    expect(cache.get('1', 'a')).toBeUndefined();
    expect(cache.size).toBe(1);
    // An answer of an older version than the kept ones is not stored.
    cache.set('1', 'a', Buffer.from('A'));
    expect(cache.get('2', 'b')?.toString()).toBe('B');
    expect(cache.size).toBe(1);
  });

  it('keeps at most its entries and bytes, the least recently used out first', () => {
    const cache = new AnswerCache({ entries: 2, bytes: 100 });
    cache.set('1', 'a', Buffer.from('A'));
    cache.set('1', 'b', Buffer.from('B'));
    cache.get('1', 'a');
    cache.set('1', 'c', Buffer.from('C'));
    expect(cache.get('1', 'b')).toBeUndefined();
    expect(cache.get('1', 'a')?.toString()).toBe('A');
    cache.set('1', 'big', Buffer.from('x'.repeat(90)));
    expect(cache.get('1', 'c')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set('1', 'big2', Buffer.from('x'.repeat(90)));
    expect(cache.size).toBe(1);
    cache.set('1', 'huge', Buffer.from('x'.repeat(200)));
    expect(cache.get('1', 'huge')).toBeUndefined();
  });
});

describe('DataVersion', () => {
  /** A database whose version reads wait for `release()`; counts them. */
  function slowDb() {
    let version = 1;
    const pending: (() => void)[] = [];
    let reads = 0;
    const db: Queryable = {
      query: async <T>() => {
        reads++;
        const seen = version;
        await new Promise<void>((resolve) => pending.push(resolve));
        return { rows: [{ v: String(seen) }] as T[] };
      },
      exec: async () => undefined,
    };
    return {
      db,
      write: () => void version++,
      release: () => pending.splice(0).forEach((resolve) => resolve()),
      reads: () => reads,
    };
  }
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  it('shares one read among the calls made while it runs, and never answers a read started before the call', async () => {
    const db = slowDb();
    const versions = new DataVersion(db.db);
    const first = versions.read();
    db.write(); // committed after the first read started
    const second = versions.read();
    const third = versions.read();
    expect(db.reads()).toBe(1);
    db.release();
    expect(await first).toBe('1');
    await flush();
    expect(db.reads()).toBe(2);
    db.release();
    expect(await second).toBe('2');
    expect(await third).toBe('2');
    // Idle again: the next call reads at once.
    const fourth = versions.read();
    expect(db.reads()).toBe(3);
    db.release();
    expect(await fourth).toBe('2');
  });

  it('knows the newest version read or reported, never going back', async () => {
    const db = slowDb();
    const versions = new DataVersion(db.db);
    expect(versions.latest).toBe('');
    const read = versions.read();
    db.release();
    expect(await read).toBe('1');
    expect(versions.latest).toBe('1');
    versions.saw('5');
    expect(versions.latest).toBe('5');
    versions.saw('3');
    expect(versions.latest).toBe('5');
  });
});
