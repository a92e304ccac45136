/**
 * @jest-environment node
 */
import { INTL_WORKER_PATH, startWhenPainted, type StartPage } from './start';

/** A stand-in for the browser's Worker: what the start script started and sent it. */
class FakeWorker {
  static started: FakeWorker[] = [];
  sent: unknown[] = [];
  terminated = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWorker.started.push(this);
  }
  postMessage(data: unknown) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('startWhenPainted', () => {
  /** Runs the script against a fake page; answers what it appended and how to move time on. */
  function run(
    readyState: 'loading' | 'complete',
    images: { loading: string; decode: () => Promise<void> }[] = [],
    Worker: unknown = FakeWorker,
  ) {
    const appended: string[] = [];
    const listeners: (() => void)[] = [];
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; delay: number }[] = [];
    const document = {
      readyState,
      documentElement: { lang: 'fr' },
      createElement: () => ({ src: '' }),
      head: { appendChild: (script: { src: string }) => appended.push(script.src) },
      images,
    };
    const window = {
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    };
    const setTimeout = (callback: () => void, delay: number) => timers.push({ callback, delay });
    const requestAnimationFrame = (callback: () => void) => frames.push(callback);
    startWhenPainted({
      document,
      window,
      setTimeout,
      requestAnimationFrame,
      Worker,
    } as unknown as StartPage);
    /** Runs what is due: the load event, the next frame, the timers up to `upTo` ms. */
    const due = {
      load: async () => {
        listeners.splice(0).forEach((listener) => listener());
        await new Promise((resolve) => setImmediate(resolve));
      },
      frame: () => frames.splice(0).forEach((frame) => frame()),
      timers: (upTo: number) =>
        timers
          .filter((timer) => timer.delay <= upTo)
          .forEach((timer) => {
            timers.splice(timers.indexOf(timer), 1);
            timer.callback();
          }),
    };
    return { appended, due };
  }

  it('asks for /main.js once the page has loaded and made the frame after, once only', async () => {
    const { appended, due } = run('loading');
    due.timers(0);
    expect(appended).toEqual([]);
    await due.load();
    // The frame after the load event is made first: its callback, then the next frame's.
    due.timers(0);
    expect(appended).toEqual([]);
    due.frame();
    due.timers(0);
    expect(appended).toEqual([]);
    due.frame();
    due.timers(0);
    expect(appended).toEqual(['/main.js']);
    // The 3 s fallback fires too: nothing more.
    due.timers(3000);
    expect(appended).toEqual(['/main.js']);
  });

  it('waits for the pictures loaded at once to be decoded (a failed one too), not the lazy ones', async () => {
    let decoded: () => void = () => {};
    const eager = { loading: 'eager', decode: () => new Promise<void>((r) => (decoded = r)) };
    const broken = { loading: 'auto', decode: () => Promise.reject(new Error('EncodingError')) };
    const lazy = { loading: 'lazy', decode: () => new Promise<void>(() => {}) };
    const { appended, due } = run('loading', [eager, broken, lazy]);
    await due.load();
    due.frame();
    due.timers(0);
    expect(appended).toEqual([]);
    decoded();
    await new Promise((resolve) => setImmediate(resolve));
    due.frame();
    due.frame();
    due.timers(0);
    expect(appended).toEqual(['/main.js']);
  });

  it('starts after the next frames on a page that has loaded, and after 3 s on one that never does', async () => {
    const loaded = run('complete');
    await new Promise((resolve) => setImmediate(resolve));
    loaded.due.frame();
    loaded.due.frame();
    loaded.due.timers(0);
    expect(loaded.appended).toEqual(['/main.js']);
    const slow = run('loading');
    slow.due.timers(3000);
    expect(slow.appended).toEqual(['/main.js']);
  });

  it('has a worker read ICU’s data once the page has loaded, in the page’s language', async () => {
    FakeWorker.started.length = 0;
    const { due } = run('loading');
    due.timers(0);
    expect(FakeWorker.started).toEqual([]);
    await due.load();
    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(worker!.url).toBe(INTL_WORKER_PATH);
    expect(worker!.sent).toEqual(['fr']);
    // Ended once it has read them.
    worker!.onmessage?.({ data: 'read' });
    expect(worker!.terminated).toBe(true);
  });

  it('starts the site where a worker cannot start (none, or refused)', async () => {
    for (const Worker of [
      undefined,
      function Refused() {
        throw new Error('SecurityError');
      },
    ]) {
      const { appended, due } = run('loading', [], Worker);
      await due.load();
      due.frame();
      due.frame();
      due.timers(0);
      expect(appended).toEqual(['/main.js']);
    }
  });
});
