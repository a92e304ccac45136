/**
 * @jest-environment node
 */
import {
  DEFAULT_DATA_VERSION_POLL_MS,
  dataVersionFeed,
  dataVersionPollMsFrom,
  type VersionState,
} from './data-version';

/** A read the test answers by hand: each call waits until `answer` or `fail`. */
function manualRead() {
  const calls: { resolve: (state: VersionState) => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<VersionState>((resolve, reject) => void calls.push({ resolve, reject }));
  const answer = (version: string, build = 'b') => calls.shift()?.resolve({ version, build });
  const fail = () => calls.shift()?.reject(new Error('down'));
  return { read, calls, answer, fail };
}

/** Lets the promise callbacks waiting now run. */
const settle = () => jest.advanceTimersByTimeAsync(0);

describe('dataVersionFeed', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads once for every request until the next poll, then again after each interval', async () => {
    const { read, calls, answer } = manualRead();
    const seen: string[] = [];
    const feed = dataVersionFeed(read, 100, (state) => seen.push(state.version));
    // Nothing is read before the first request.
    await jest.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(0);
    const first = feed.now();
    const second = feed.now();
    expect(calls).toHaveLength(1);
    answer('7');
    await expect(first).resolves.toEqual({ version: '7', build: 'b' });
    await expect(second).resolves.toBe(await first);
    // Known now: no wait, no read.
    const known = feed.now();
    expect(known).toEqual({ version: '7', build: 'b' });
    expect(calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(99);
    expect(calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    // The same state keeps its object; a new one replaces it.
    answer('7');
    await settle();
    expect(feed.now()).toBe(known);
    await jest.advanceTimersByTimeAsync(100);
    answer('8');
    await settle();
    expect(feed.now()).toEqual({ version: '8', build: 'b' });
    expect(seen).toEqual(['7', '7', '8']);
    feed.stop();
  });

  it('is null after a failed read, until a read succeeds', async () => {
    const { read, answer, fail } = manualRead();
    const feed = dataVersionFeed(read, 100);
    const first = feed.now();
    fail();
    await expect(first).resolves.toBeNull();
    expect(feed.now()).toBeNull();
    await jest.advanceTimersByTimeAsync(100);
    answer('9');
    await settle();
    expect(feed.now()).toEqual({ version: '9', build: 'b' });
    feed.stop();
  });

  it('after a write, waits for a read started after it and drops the read before it', async () => {
    const { read, calls, answer } = manualRead();
    const feed = dataVersionFeed(read, 100);
    const first = feed.now();
    answer('1');
    await first;
    await jest.advanceTimersByTimeAsync(100);
    // A poll is on its way when the write is made; its answer predates the write.
    expect(calls).toHaveLength(1);
    feed.written();
    const next = feed.now();
    expect(next).toBeInstanceOf(Promise);
    expect(calls).toHaveLength(2);
    answer('1');
    await settle();
    expect(feed.now()).toBe(next);
    answer('2');
    await expect(next).resolves.toEqual({ version: '2', build: 'b' });
    expect(feed.now()).toEqual({ version: '2', build: 'b' });
    feed.stop();
  });

  it('tells the state it knows without reading: none before a read and after a write', async () => {
    const { read, calls, answer } = manualRead();
    const feed = dataVersionFeed(read, 100);
    expect(feed.known()).toBeUndefined();
    expect(calls).toHaveLength(0);
    const first = feed.now();
    answer('3');
    await first;
    const known = feed.known();
    expect(known).toEqual({ version: '3', build: 'b' });
    expect(feed.now()).toBe(known);
    feed.written();
    expect(feed.known()).toBeUndefined();
    answer('3', 'c');
    await settle();
    expect(feed.known()).toEqual({ version: '3', build: 'c' });
    expect(feed.known()).not.toBe(known);
    feed.stop();
  });

  it('reads no more once stopped', async () => {
    const { read, calls, answer } = manualRead();
    const feed = dataVersionFeed(read, 100);
    const first = feed.now();
    answer('1');
    await first;
    feed.stop();
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
  });
});

describe('dataVersionPollMsFrom', () => {
  it('takes a whole number of ms from 10 to 60,000, else the default', () => {
    expect(dataVersionPollMsFrom('1000')).toBe(1000);
    expect(dataVersionPollMsFrom(' 10 ')).toBe(10);
    for (const value of [undefined, '', '5', '60001', '2.5', 'fast'])
      expect(dataVersionPollMsFrom(value)).toBe(DEFAULT_DATA_VERSION_POLL_MS);
  });
});
