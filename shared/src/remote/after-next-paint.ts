/**
 * Runs work after the browser has painted the next frame: an event handler that starts heavy work
 * (a new search re-rendering the results) lets the visitor's own change (the chosen option) be
 * painted first, so the press is answered at once (Interaction to Next Paint) and the rest runs
 * in a task of its own. Where there is no `requestAnimationFrame` (a server, some tests), the
 * work runs in the next task.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0);
    return;
  }
  // The frame's callback runs before its paint; the timeout's task comes after it.
  requestAnimationFrame(() => setTimeout(work, 0));
}
