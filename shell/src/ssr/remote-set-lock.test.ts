/**
 * @jest-environment node
 */
import { createRemoteSetLock } from './remote-set-lock';

const OLD = { favorites: 'http://cdn/v/1/server/remoteEntry.js', search: 'http://s/e.js' };
const NEW = { favorites: 'http://cdn/v/2/server/remoteEntry.js', search: 'http://s/e.js' };

/** Whether `promise` has settled once the queued callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('createRemoteSetLock', () => {
  it('lets renders that agree on their remotes run side by side', async () => {
    const lock = createRemoteSetLock();
    const first = await lock.acquire(OLD);
    const second = await lock.acquire({ ...OLD });
    expect(lock.counts()).toEqual({ running: 2, waiting: 0 });
    first();
    second();
    expect(lock.counts()).toEqual({ running: 0, waiting: 0 });
  });

  it("makes a render of another market's version wait until the renders of this one are done", async () => {
    const lock = createRemoteSetLock();
    const first = await lock.acquire(OLD);
    const second = await lock.acquire(OLD);
    const canary = lock.acquire(NEW);
    expect(await settled(canary)).toBe(false);
    first();
    expect(await settled(canary)).toBe(false);
    second();
    expect(await settled(canary)).toBe(true);
    expect(lock.counts()).toEqual({ running: 1, waiting: 0 });
  });

  it('serves the waiting in their order: a newcomer agreeing with the running ones waits behind', async () => {
    const lock = createRemoteSetLock();
    const order: string[] = [];
    const first = await lock.acquire(OLD);
    const canary = lock.acquire(NEW).then((release) => (order.push('canary'), release));
    const later = lock.acquire(OLD).then((release) => (order.push('later'), release));
    expect(lock.counts()).toEqual({ running: 1, waiting: 2 });
    first();
    (await canary)();
    (await later)();
    expect(order).toEqual(['canary', 'later']);
    expect(lock.counts()).toEqual({ running: 0, waiting: 0 });
  });

  it('never makes renders of other remotes wait, and ignores a second release', async () => {
    const lock = createRemoteSetLock();
    const release = await lock.acquire(OLD);
    const other = lock.acquire({ viewing_request: 'http://v/e.js' });
    expect(await settled(other)).toBe(true);
    release();
    release();
    expect(lock.counts()).toEqual({ running: 1, waiting: 0 });
  });
});
