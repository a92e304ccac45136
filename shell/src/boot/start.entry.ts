// The start script as pages load it (built to dist/start.js; see start.ts).
import { startWhenPainted } from './start';

startWhenPainted({
  document,
  window,
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  requestAnimationFrame: (callback) => requestAnimationFrame(callback),
  Worker: typeof Worker === 'undefined' ? undefined : Worker,
});
