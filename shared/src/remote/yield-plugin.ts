/**
 * Module Federation runtime plugin of every browser build, the shell's and each remote's (for a
 * low total blocking time): each shared module a container negotiates (react, react-dom, i18next,
 * emotion, every `shared/*` module) is resolved and its chunk requested in a task of its own, not
 * all of them in the one task that evaluates `main.js` or a remote's `remoteEntry.js`. The
 * browser can paint and answer input between them.
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

/** The one hook of this plugin: it hands on the runtime's arguments unchanged, a task later. */
interface YieldPlugin {
  name: string;
  beforeLoadShare<Args>(args: Args): Promise<Args>;
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
  };
}
