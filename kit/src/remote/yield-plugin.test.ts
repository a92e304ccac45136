import yieldPlugin, { yieldToBrowser } from './yield-plugin';

describe('the yield runtime plugin', () => {
  afterEach(() => jest.useRealTimers());

  /**
   * What `hook` gave once it settled, checking first that it had not settled within the task that
   * called it, even once that task's microtasks ran.
   */
  async function settledATaskLater(hook: () => Promise<unknown>): Promise<unknown> {
    jest.useFakeTimers();
    let settled = false;
    let handed: unknown;
    void hook().then((result) => {
      settled = true;
      handed = result;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.runAllTimersAsync();
    expect(settled).toBe(true);
    return handed;
  }

  it('hands on the arguments of each shared module it is asked for unchanged, in a later task', async () => {
    const args = { pkgName: 'react', shareInfo: { version: '19.3.0' } };
    expect(await settledATaskLater(() => yieldPlugin().beforeLoadShare(args))).toBe(args);
  });

  it('initialises a container a task after its remoteEntry.js ran, with its arguments unchanged', async () => {
    const args = { id: 'search/SearchPage', remoteEntryExports: {} };
    expect(await settledATaskLater(() => yieldPlugin().beforeInitContainer(args))).toBe(args);
  });

  it('asks for an exposed module a task later, handing nothing on (the runtime keeps its own)', async () => {
    expect(await settledATaskLater(() => yieldPlugin().beforeGetExpose())).toBeUndefined();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldNow };
    try {
      await yieldToBrowser();
      expect(yieldNow).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
