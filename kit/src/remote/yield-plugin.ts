/**
 * Module Federation runtime plugin of every browser build, the shell's and each remote's (for a
 * low total blocking time): each shared module a container negotiates (react, react-dom, i18next,
 * emotion, every `shared/*` module) is resolved and its chunk requested in a task of its own, not
 * all of them in the one task that evaluates `main.js` or a remote's `remoteEntry.js`. A remote's
 * container is likewise initialised (its shared modules registered) in a task after the one that
 * evaluated its `remoteEntry.js`, and an exposed module's chunks are asked for in a task after
 * that: together they made one task of up to 120 ms in Lighthouse's runs of the keep-me-informed
 * page. The browser can paint and answer input between them.
 *
 * It runs inside the federation runtime, before anything is shared: it imports nothing.
 */

/**
 * A new task: `scheduler.yield()` where the browser has it (the continuation keeps its place
 * ahead of other work), else a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The hooks of this plugin: each hands on the runtime's arguments unchanged, a task later. */
interface YieldPlugin {
  name: string;
  /** Before a shared module is resolved and loaded. */
  beforeLoadShare<Args>(args: Args): Promise<Args>;
  /** Before a remote's container is initialised (after its remoteEntry.js ran). */
  beforeInitContainer<Args>(args: Args): Promise<Args>;
  /** Before an exposed module's chunks are asked for (`container.get`); hands on nothing. */
  beforeGetExpose(): Promise<void>;
}

/**
 * The runtime plugin factory (webpack's runtimePlugins entry calls the default export). Typed by
 * its own shape: shared does not depend on the federation runtime's types.
 */
export default function yieldPlugin(): YieldPlugin {
  return {
    name: 'agency-yield-plugin',
    async beforeLoadShare(args) {
      await yieldToBrowser();
      return args;
    },
    async beforeInitContainer(args) {
      await yieldToBrowser();
      return args;
    },
    async beforeGetExpose() {
      await yieldToBrowser();
    },
  };
}
