/**
 * What visitors get from the server render stays the same while the render gets cheaper: the
 * HTML of a fixed set of pages (home, listing, a detail page, a project, a holiday unit; both
 * markets, Dutch and French), as the site server renders it against the API's demo data, equals
 * the HTML kept beside this file, byte for byte (on a site and API of their own that no journey
 * writes to, SNAPSHOT_SITE_PORT) once the parts that change by themselves are
 * written the same way:
 * - dates, which the demo data and the calendars take from today: every date (ISO, or written
 *   dd/mm/yyyy) becomes its distance in days from today, the year of the footer's copyright
 *   becomes a word, and a month's grid of the availability calendar (which days are past,
 *   booked or free, on which weekday the month starts) and its caption become one placeholder;
 * - the order of the names in the page's state (its scope's values, its texts' namespaces),
 *   which follows the order in which the page's parts and their texts arrived on that server
 *   process: the state is written again with its names sorted (the browser reads it by name);
 * - for the same reason, the order of the head's style elements, one per team (each team's
 *   classes carry its own prefix, so their order changes no rule), and of the rules in each
 *   (each of its own class): they are written sorted;
 * - the ports of the site, its remotes and its API, which follow the run's E2E_SITE_PORT: written
 *   as their distance from it; and the brochure's QR code, which holds the site's URL with its
 *   port: written as a placeholder (its URL is kept in words beside it);
 * nothing else (no request id or nonce is in a page: they travel in the headers).
 * After a change that should change what visitors get, write the files again with
 * `--update-snapshots` and read their diff.
 */
import { expect, test } from '@playwright/test';
import { sortedNames, sortedStyles } from './html-order';
import { SITE_PORT, SNAPSHOT_SITE_PORT } from './markets-file';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today as the API's demo data and the pages count it (UTC midnight, in ms). */
function todayMs(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** A date as its distance from today: `{today+3}`, `{today-40}`. */
function relative(year: string, month: string, day: string, today: number): string {
  const days = Math.round((Date.UTC(+year, +month - 1, +day) - today) / DAY_MS);
  return `{today${days < 0 ? '' : '+'}${days}}`;
}

/**
 * The page's HTML with its dates written relative to today, the calendars' month grids
 * replaced, its state's names and its style elements sorted (see the top of this file); the
 * rest as it is.
 */
function normalised(html: string): string {
  const today = todayMs();
  return sortedStyles(html)
    .replace(
      /(<script id="site-state" type="application\/json">)([\s\S]*?)(<\/script>)/,
      (_, open: string, json: string, close: string) =>
        `${open}${JSON.stringify(sortedNames(JSON.parse(json)))}${close}`,
    )
    .replace(/<table role="grid"[^>]*>[\s\S]*?<\/table>/g, '<table role="grid">{month}</table>')
    .replace(/(<span class="rdp-caption_label"[^>]*>)[^<]*(<\/span>)/g, '$1{month}$2')
    .replace(/\b(\d{4})-(\d{2})-(\d{2})(?=T|\b)/g, (_, y: string, m: string, d: string) =>
      relative(y, m, d, today),
    )
    .replace(/\b(\d{2})\/(\d{2})\/(\d{4})\b/g, (_, d: string, m: string, y: string) =>
      relative(y, m, d, today),
    )
    .replace(/© \d{4} /g, '© {year} ')
    .replace(
      /(<figure[^>]*data-testid="detail-qr"[^>]*>[\s\S]*?<span[^>]*>)<svg[\s\S]*?<\/svg>/g,
      '$1{qr}',
    )
    .replace(/"svg":"(?:[^"\\]|\\.)*"/g, '"svg":"{qr}"')
    .replace(
      /(localhost|127\.0\.0\.1)(:|%3A)(\d{4,5})\b/g,
      (match: string, host: string, colon: string, port: string) => {
        const offset = Number(port) - SITE_PORT;
        return offset >= 0 && offset < 1200 ? `${host}${colon}{port+${offset}}` : match;
      },
    );
}

/** The path words of the two languages the pages are read in. */
const WORDS = {
  nl: { offer: 'aanbod', holiday: 'vakantie' },
  fr: { offer: 'offre', holiday: 'vacances' },
} as const;

/**
 * Each market's pages, by the demo data's ids: a house for sale, a new-build project (the
 * Ardennes market has none) and a holiday unit.
 */
const MARKETS = [
  { host: 'localhost', house: 1055, project: 1077, unit: 503 },
  { host: 'ardennes.localhost', house: 7049, project: null, unit: 801 },
] as const;

test.describe('the server render gives visitors the same HTML', () => {
  for (const market of MARKETS) {
    for (const lang of ['nl', 'fr'] as const) {
      const words = WORDS[lang];
      const pages: [string, string][] = [
        ['home', `/${lang}/`],
        ['listing', `/${lang}/${words.offer}`],
        ['detail', `/${lang}/${words.offer}/${market.house}`],
        ['holiday-unit', `/${lang}/${words.holiday}/${market.unit}`],
      ];
      if (market.project !== null)
        pages.push(['project', `/${lang}/${words.offer}/${market.project}`]);
      for (const [name, path] of pages) {
        test(`${market.host} ${lang} ${name}`, async ({ request }) => {
          const headers = { host: `${market.host}:${SNAPSHOT_SITE_PORT}` };
          const origin = `http://127.0.0.1:${SNAPSHOT_SITE_PORT}`;
          let response = await request.get(`${origin}${path}`, { headers, maxRedirects: 0 });
          // A detail page's short address moves to its canonical one.
          if (response.status() === 301) {
            const location = response.headers()['location'] ?? '';
            response = await request.get(`${origin}${new URL(location, origin).pathname}`, {
              headers,
              maxRedirects: 0,
            });
          }
          expect(response.status()).toBe(200);
          expect(normalised(await response.text())).toMatchSnapshot(
            `${market.host}-${lang}-${name}.html`,
          );
        });
      }
    }
  }
});
