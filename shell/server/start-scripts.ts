/**
 * The browser programs the site server sends besides the builds: the start script of a
 * server-rendered page and its worker that reads ICU's data.
 */
import type { FastifyPluginAsync } from 'fastify';
import { FORMAT_LOCALE, FORMAT_TIME_ZONE } from 'shared/format';

/** Where a server-rendered page loads its start script from (see START_SCRIPT). */
export const START_SCRIPT_PATH = '/start.js';

/** Where the start script's worker that reads ICU's data is served from (see INTL_WORKER_SCRIPT). */
export const INTL_WORKER_PATH = '/intl-worker.js';

/**
 * A worker that reads ICU's data for the site's formats off the main thread. ICU keeps what it
 * has read in caches of the browser's process, where the page's own `Intl` objects then find it:
 * with the CPU slowed four times, a page's first `Intl.NumberFormat` took 67–91 ms of the main
 * thread, and 0–1 ms once a worker had made one. Sent the page's language, it makes the site's
 * number and date formats (SPEC §9, `shared/format`: nl-BE, the Belgian time zone), that
 * language's plural rules (i18next) and collation (municipality lists), answers 'read' and ends;
 * a language ICU does not know is skipped.
 */
export const INTL_WORKER_SCRIPT = `self.onmessage = function (event) {
  var lang = typeof event.data === 'string' ? event.data : '';
  try {
    new Intl.NumberFormat(${JSON.stringify(FORMAT_LOCALE)}, { maximumFractionDigits: 0 }).format(0);
    new Intl.DateTimeFormat(${JSON.stringify(FORMAT_LOCALE)}, { timeZone: ${JSON.stringify(FORMAT_TIME_ZONE)}, day: '2-digit', month: '2-digit', year: 'numeric' }).format(0);
  } catch (e) {}
  try {
    if (lang) {
      new Intl.PluralRules(lang).select(1);
      new Intl.Collator(lang).compare('a', 'b');
    }
  } catch (e) {}
  self.postMessage('read');
  self.close();
};
`;

/**
 * The start script of a server-rendered page (for a fast largest contentful paint): the page is
 * readable and its links work before any script runs, so the site's scripts (`/main.js`, not
 * preloaded) are asked for once the page has loaded its first pictures (the `load` event),
 * decoded those not loaded lazily and made the frame after, or after 3 s at the latest (a tab in
 * the background paints no frame); the largest picture has the network to itself and is painted
 * before the scripts arrive and take the main thread. At the load event it also starts the worker
 * that reads ICU's data off the main thread (INTL_WORKER_SCRIPT), which the start-up's formatters
 * (SPEC §9, `shared/format`) and i18next's plural rules would otherwise read on the main thread on
 * their way to hydration; where workers cannot start, they still do. A file of its own because
 * the Content-Security-Policy allows no inline script.
 */
export const START_SCRIPT = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = '/main.js';
    document.head.appendChild(script);
  }
  // ICU's data, read by a worker while the pictures decode (see above).
  function readIcu() {
    try {
      var worker = new Worker(${JSON.stringify(INTL_WORKER_PATH)});
      worker.onmessage = function () {
        worker.terminate();
      };
      worker.postMessage(document.documentElement.lang);
    } catch (e) {}
  }
  // After the frame that follows the load event and the decoding of the pictures loaded at once
  // (a WebP or JPEG is decoded off the main thread and can be painted frames after its load):
  // what the page has loaded is painted first.
  function afterPaint() {
    readIcu();
    var decoded = [];
    for (var i = 0; i < document.images.length; i++) {
      var image = document.images[i];
      if (image.loading !== 'lazy' && image.decode) {
        decoded.push(image.decode().catch(function () {}));
      }
    }
    // The second frame's callback runs once the first frame, with those pictures, is made.
    Promise.all(decoded).then(function () {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  setTimeout(start, 3000);
})();
`;

/** `/start.js` and `/intl-worker.js`, revalidated at each use. */
export const startScripts: FastifyPluginAsync = async (app) => {
  app.get(START_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(START_SCRIPT),
  );
  app.get(INTL_WORKER_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(INTL_WORKER_SCRIPT),
  );
};
