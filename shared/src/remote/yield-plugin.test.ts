import yieldPlugin, { yieldToBrowser } from './yield-plugin';

describe('the yield runtime plugin', () => {
  afterEach(() => jest.useRealTimers());

  it('hands on the arguments of each shared module it is asked for unchanged, in a later task', async () => {
    jest.useFakeTimers();
    const args = { pkgName: 'react', shareInfo: { version: '19.3.0' } };
    let handed: unknown = null;
    void yieldPlugin()
      .beforeLoadShare(args)
      .then((result) => {
        handed = result;
      });
    // Not in this task, even once its microtasks ran.
    await Promise.resolve();
    await Promise.resolve();
    expect(handed).toBeNull();
    await jest.runAllTimersAsync();
    expect(handed).toBe(args);
  });

  it('initialises a container a task after its remoteEntry.js ran, with its arguments unchanged', async () => {
    jest.useFakeTimers();
    const args = { id: 'search/SearchPage', remoteEntryExports: {} };
    let handed: unknown = null;
    void yieldPlugin()
      .beforeInitContainer(args)
      .then((result) => {
        handed = result;
      });
    await Promise.resolve();
    await Promise.resolve();
    expect(handed).toBeNull();
    await jest.runAllTimersAsync();
    expect(handed).toBe(args);
  });

  it('asks for an exposed module a task later, handing nothing on (the runtime keeps its own)', async () => {
    jest.useFakeTimers();
    let done = false;
    void yieldPlugin()
      .beforeGetExpose()
      .then((result) => {
        expect(result).toBeUndefined();
        done = true;
      });
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    await jest.runAllTimersAsync();
    expect(done).toBe(true);
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
