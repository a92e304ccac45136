/**
 * The data version's feed to the site servers: a long poll answered on a change or after its
 * wait, and a write's answer held until the subscribers took its version.
 */
import type { Queryable } from '../db/database';
import { DataVersion } from './answer-cache';
import { VersionFeed } from './version-feed';

/** A database whose version a test bumps as a write would. */
function database() {
  let version = 1;
  const db: Queryable = {
    query: async <T>() => ({ rows: [{ v: String(version) }] as T[] }),
    exec: async () => undefined,
  };
  return { db, write: () => void version++ };
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('VersionFeed', () => {
  const feeds: VersionFeed[] = [];
  afterEach(() => feeds.splice(0).forEach((feed) => feed.close()));
  const feedOf = (db: Queryable, timings = {}) => {
    const feed = new VersionFeed(new DataVersion(db), { pollMs: 60_000, ...timings });
    feeds.push(feed);
    return feed;
  };

  it('answers a poll at once when the version is not the one held', async () => {
    const { db } = database();
    const feed = feedOf(db);
    expect(await feed.poll('site-aaaaaa', '')).toBe('1');
    expect(await feed.poll('site-aaaaaa', '0')).toBe('1');
  });

  it('answers a waiting poll when a write of this API changes the version', async () => {
    const { db, write } = database();
    const feed = feedOf(db);
    let answered: string | null = null;
    const poll = feed.poll('site-aaaaaa', '1').then((version) => (answered = version));
    await later(10);
    expect(answered).toBeNull();
    write();
    const changed = feed.changed();
    expect(await poll).toBe('2');
    // The write's answer waits until the subscriber polled again with the new version.
    let settled = false;
    void changed.then(() => (settled = true));
    await later(10);
    expect(settled).toBe(false);
    const next = feed.poll('site-aaaaaa', '2');
    expect(await changed).toBe(true);
    write();
    void feed.changed();
    expect(await next).toBe('3');
  });

  it('answers a poll with the same version after its wait (a heartbeat)', async () => {
    const { db } = database();
    const feed = feedOf(db, { waitMs: 30 });
    const started = Date.now();
    expect(await feed.poll('site-aaaaaa', '1')).toBe('1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it("answers waiting polls on another process's write: a notification or the periodic read", async () => {
    const { db, write } = database();
    const notified = feedOf(db);
    const poll = notified.poll('site-aaaaaa', '1');
    write();
    notified.publish('2');
    expect(await poll).toBe('2');

    const polling = feedOf(db, { pollMs: 20 });
    const waiting = polling.poll('site-bbbbbb', '2');
    write();
    expect(await waiting).toBe('3');
  });

  it('does not hold a write for a subscriber gone, nor for longer than its time', async () => {
    const { db, write } = database();
    const feed = feedOf(db, { ackMs: 50, liveMs: 100 });
    const gone = new AbortController();
    const poll = feed.poll('site-aaaaaa', '1', gone.signal);
    gone.abort();
    expect(await poll).toBe('1');
    write();
    expect(await feed.changed()).toBe(true);

    // A subscriber answered that never polls again: the write waits `ackMs`, then goes.
    const silent = feed.poll('site-bbbbbb', '2');
    write();
    const started = Date.now();
    const changed = feed.changed();
    expect(await silent).toBe('3');
    expect(await changed).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('costs no read while nobody subscribes', async () => {
    let reads = 0;
    const db: Queryable = {
      query: async <T>() => {
        reads++;
        return { rows: [{ v: '1' }] as T[] };
      },
      exec: async () => undefined,
    };
    const feed = feedOf(db);
    expect(await feed.changed()).toBe(true);
    expect(reads).toBe(0);
  });
});
