/**
 * A worker that reads ICU's data for the site's formats off the main thread (built to
 * `intl-worker.js`, started by the start script). ICU keeps what it has read in caches of the
 * browser's process, where the page's own `Intl` objects then find it: with the CPU slowed four
 * times, a page's first `Intl.NumberFormat` took 67–91 ms of the main thread, and 0–1 ms once a
 * worker had made one. Sent the page's language, it makes the site's number and date formats
 * (`shared/format`: nl-BE, the Belgian time zone), that language's plural rules (i18next) and
 * collation (municipality lists), answers 'read' and ends; a language ICU does not know is
 * skipped.
 */
import { FORMAT_LOCALE, FORMAT_TIME_ZONE } from 'shared/format';

/** What the worker uses of its global scope (a worker's `self`; tests give a stand-in). */
export interface IntlWorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: 'read'): void;
  close(): void;
}

/** Makes `scope` answer the page's message (its language) once ICU's data is read, then end. */
export function answerIcuReads(scope: IntlWorkerScope): void {
  scope.onmessage = (event) => {
    const lang = typeof event.data === 'string' ? event.data : '';
    try {
      new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 0 }).format(0);
      new Intl.DateTimeFormat(FORMAT_LOCALE, {
        timeZone: FORMAT_TIME_ZONE,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(0);
    } catch {
      // ICU without these: the page makes do.
    }
    try {
      if (lang) {
        new Intl.PluralRules(lang).select(1);
        new Intl.Collator(lang).compare('a', 'b');
      }
    } catch {
      // A language ICU refuses: skipped.
    }
    scope.postMessage('read');
    scope.close();
  };
}
