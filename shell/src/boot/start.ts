/**
 * The start script of a server-rendered page (built to `start.js`, for a fast largest contentful
 * paint): the page is readable and its links work before any script runs, so the site's scripts
 * (MAIN_SCRIPT_PATH, not preloaded) are asked for once the page has loaded its first pictures (the
 * `load` event), decoded those not loaded lazily and made the frame after, or after START_WAIT_MS
 * at the latest (a tab in the background paints no frame); the largest picture has the network to
 * itself and is painted before the scripts arrive and take the main thread. At the load event it
 * also starts the worker that reads ICU's data off the main thread (intl-worker.ts), which the
 * start-up's formatters (`shared/format`) and i18next's plural rules would otherwise read on the
 * main thread on their way to hydration; where workers cannot start, they still do. A file of its
 * own because the Content-Security-Policy allows no inline script.
 */

/** The site's scripts, asked for by the start script. */
export const MAIN_SCRIPT_PATH = '/main.js';

/** Where the worker that reads ICU's data is served from (built from intl-worker.ts). */
export const INTL_WORKER_PATH = '/intl-worker.js';

/** The latest the site's scripts are asked for, in ms after the start script runs. */
export const START_WAIT_MS = 3000;

/** What the start script uses of the browser (the globals of a page; tests give stand-ins). */
export interface StartPage {
  document: Pick<Document, 'readyState' | 'documentElement' | 'createElement' | 'head' | 'images'>;
  window: Pick<Window, 'addEventListener'>;
  setTimeout(callback: () => void, ms: number): unknown;
  requestAnimationFrame(callback: () => void): unknown;
  /** The Worker constructor; none where the browser has no workers. */
  Worker?: typeof Worker;
}

/** Runs the start script on `page` (see above): asks for the site's scripts once, in time. */
export function startWhenPainted(page: StartPage): void {
  const { document } = page;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = MAIN_SCRIPT_PATH;
    document.head.appendChild(script);
  };
  // ICU's data, read by a worker while the pictures decode (see above).
  const readIcu = () => {
    try {
      if (!page.Worker) return;
      const worker = new page.Worker(INTL_WORKER_PATH);
      worker.onmessage = () => worker.terminate();
      worker.postMessage(document.documentElement.lang);
    } catch {
      // No worker here (refused by the browser's policy): the main thread reads them.
    }
  };
  // After the frame that follows the load event and the decoding of the pictures loaded at once
  // (a WebP or JPEG is decoded off the main thread and can be painted frames after its load):
  // what the page has loaded is painted first.
  const afterPaint = () => {
    readIcu();
    const decoded: Promise<void>[] = [];
    for (let i = 0; i < document.images.length; i++) {
      const image = document.images[i];
      // Not every browser decodes on demand.
      if (image && image.loading !== 'lazy' && 'decode' in image)
        decoded.push(image.decode().catch(() => {}));
    }
    // The second frame's callback runs once the first frame, with those pictures, is made.
    void Promise.all(decoded).then(() =>
      page.requestAnimationFrame(() => page.requestAnimationFrame(() => page.setTimeout(start, 0))),
    );
  };
  if (document.readyState === 'complete') afterPaint();
  else page.window.addEventListener('load', afterPaint, { once: true });
  page.setTimeout(start, START_WAIT_MS);
}
