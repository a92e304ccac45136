/**
 * One process renders pages for every market, and the federation runtime holds one build per
 * remote name. While a market tries a new version of a remote (a canary), a render for the other
 * market would register the other version under the same name, in the middle of a page that
 * already loaded the first: one page could mix two versions, and the browser would then render
 * it again with its own (a hydration error). This lock lets renders run side by side as long as
 * they agree on every remote they share, and makes a render that needs another build of a remote
 * wait until the renders using the current one are done. Waiting is first come, first served, so
 * neither market starves the other; without a canary nothing ever waits.
 */

/** Provider name to the URL of its server entry, as a render registers them. */
export type RemoteSet = Record<string, string>;

interface Waiter {
  remotes: RemoteSet;
  admit: () => void;
}

/** A lock over the registered remotes' builds; see the module's comment. */
export interface RemoteSetLock {
  /**
   * Resolves once `remotes` can be registered without replacing a build a running render uses;
   * from then until the returned release is called, no other build of these remotes is admitted.
   */
  acquire(remotes: RemoteSet): Promise<() => void>;
  /** The renders admitted and not yet released, and those waiting (for tests and metrics). */
  counts(): { running: number; waiting: number };
}

/** Creates a lock (one per process: the federation runtime is one per process). */
export function createRemoteSetLock(): RemoteSetLock {
  const live = new Map<string, { entry: string; users: number }>();
  const queue: Waiter[] = [];
  let running = 0;

  const fits = (remotes: RemoteSet) =>
    Object.entries(remotes).every(([name, entry]) => {
      const current = live.get(name);
      return !current || current.entry === entry;
    });

  const enter = (remotes: RemoteSet) => {
    for (const [name, entry] of Object.entries(remotes)) {
      const current = live.get(name);
      if (current) current.users += 1;
      else live.set(name, { entry, users: 1 });
    }
    running += 1;
  };

  const leave = (remotes: RemoteSet) => {
    for (const name of Object.keys(remotes)) {
      const current = live.get(name);
      if (!current) continue;
      current.users -= 1;
      if (current.users === 0) live.delete(name);
    }
    running -= 1;
    // Admit the waiting renders in their order, up to the first that still does not fit.
    while (queue.length > 0 && fits(queue[0]!.remotes)) queue.shift()!.admit();
  };

  const release = (remotes: RemoteSet) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      leave(remotes);
    };
  };

  return {
    acquire(remotes) {
      if (queue.length === 0 && fits(remotes)) {
        enter(remotes);
        return Promise.resolve(release(remotes));
      }
      return new Promise((resolve) => {
        queue.push({
          remotes,
          admit: () => {
            enter(remotes);
            resolve(release(remotes));
          },
        });
      });
    },
    counts: () => ({ running, waiting: queue.length }),
  };
}
