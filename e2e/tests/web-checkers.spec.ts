/**
 * The site as the web's own checkers see it, on both markets and in four languages:
 * - the W3C Nu HTML Checker (vnu.jar from npm, run by Debian's Java) finds no error on any kind of
 *   page the crawl reaches;
 * - no link is broken: every link of those pages (menus, footer, landing pages, cards), every
 *   hreflang alternate and every URL of the market's sitemaps answers 200 (after its redirects);
 * - every JSON-LD block of those pages passes the schema.org check: structured-data-testing-tool
 *   with Google's rules of the rich results, and the site's own check of each type's properties.
 * The crawl starts at each language's home page and reads one page of each kind (a path with its
 * ids taken out), three links deep, so every template is checked without reading each estate;
 * every link it finds is still asked for.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Locale } from 'shared/domain';
import { buildPath, composeRoutes, installRoutes } from 'shared/routes';
import { jsonLdOf, structuredDataProblems } from 'shared/testing/structured-data';
import { structuredDataTest, type StructuredDataResult } from 'structured-data-testing-tool';
import { Google } from 'structured-data-testing-tool/presets';
import { SITE_PORT } from './markets-file';
import { routeManifests } from '../../scripts/registry.cjs';

// The site's addresses as the site server composes them: every team's routes from its package.
installRoutes(composeRoutes(routeManifests()));

/** The checker's jar, as the vnu-jar package ships it (its Java downloader is not run). */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
const LANGUAGES: Locale[] = ['nl', 'fr', 'en', 'de'];
const MARKETS = ['localhost', 'ardennes.localhost'];
/**
 * How many links deep the crawl reads pages (the home pages are depth 0): a project's unit is
 * three (home, listing, project, unit).
 */
const DEPTH = 3;

/**
 * A market's site as a visitor of it reaches it: its hostname on the e2e site's port. `get`
 * follows redirects itself, keeping the market's host (Playwright's own following drops it). A
 * page that could not read its data in time says so (503 with Retry-After, never cached) and is
 * asked again once after the wait it names (at most 10 s), as a search engine's crawler does:
 * the crawl reads eight pages at a time on a two-core machine, and only a link that still fails
 * then is broken.
 */
function marketRequest(request: APIRequestContext, host: string) {
  const origin = `http://${host}:${SITE_PORT}`;
  const get = async (url: string) => {
    const first = await follow(url);
    const retryAfter = Number(first.headers()['retry-after']);
    if (first.status() !== 503 || !Number.isFinite(retryAfter)) return first;
    await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter, 10) * 1000));
    return follow(url);
  };
  const follow = async (url: string) => {
    let target = url.replace(origin, '');
    for (let hops = 0; ; hops += 1) {
      const response = await request.get(`http://127.0.0.1:${SITE_PORT}${target}`, {
        headers: { host: `${host}:${SITE_PORT}` },
        maxRedirects: 0,
        timeout: 60_000,
      });
      const location = response.headers()['location'];
      if (!location || response.status() < 300 || response.status() >= 400 || hops === 5)
        return response;
      target = new URL(location, `${origin}${target}`).href.replace(origin, '');
    }
  };
  return { origin, get };
}

/** The site's own paths an HTML page links to (`href` of `a` and of hreflang alternates). */
function linksOf(html: string, origin: string): string[] {
  const links = new Set<string>();
  for (const [, raw] of html.matchAll(/<(?:a|link)\b[^>]*\shref="([^"]+)"/g)) {
    const href = raw!.replace(/&amp;/g, '&').split('#')[0]!;
    if (href.startsWith(origin)) links.add(href.slice(origin.length) || '/');
    else if (href.startsWith('/') && !href.startsWith('//')) links.add(href);
  }
  return [...links].filter((link) => /^\/(nl|fr|en|de)(\/|$)/.test(link));
}

/**
 * The kind of a page: its path with each id (and the slug after it) taken out, its query string
 * dropped: `/en/offer/12/house-for-sale-in-9000-ghent` is of the kind `/en/offer/N`.
 */
const kindOf = (link: string) => link.split('?')[0]!.replace(/\/\d+(\/[^/]+)?/g, '/N');

/** Runs `work` over `items`, `width` at a time. */
async function inTurn<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

for (const host of MARKETS) {
  test(`${host}: valid HTML, no broken link, valid structured data`, async ({ request }) => {
    test.setTimeout(15 * 60_000);
    const { origin, get } = marketRequest(request, host);
    const pages = new Map<string, string>();
    const links = new Set<string>();
    const kinds = new Set<string>();
    let frontier = LANGUAGES.map((lang) => `/${lang}/`);
    for (const link of frontier) kinds.add(kindOf(link));
    for (let depth = 0; depth <= DEPTH && frontier.length > 0; depth += 1) {
      const next: string[] = [];
      await inTurn(frontier, 4, async (link) => {
        const response = await get(link);
        expect(response.status(), `${host}${link}`).toBe(200);
        const html = await response.text();
        pages.set(link, html);
        for (const found of linksOf(html, origin)) {
          links.add(found);
          if (depth < DEPTH && !kinds.has(kindOf(found))) {
            kinds.add(kindOf(found));
            next.push(found);
          }
        }
      });
      frontier = next;
    }

    // Pages no link leads to, read for the HTML checker: a visitor's own link that is unknown
    // (an alert's, an appointment's) and a path that does not exist (404).
    for (const lang of LANGUAGES) {
      for (const link of [
        buildPath('unsubscribe', lang, { token: 'a'.repeat(64) }),
        buildPath('cancelAppointment', lang, { appointmentId: 'A'.repeat(32) }),
      ])
        pages.set(link, await (await get(link)).text());
      const missing = await get(`/${lang}/no-such-page`);
      expect(missing.status()).toBe(404);
      pages.set(`/${lang}/no-such-page`, await missing.text());
    }

    // The sitemaps' URLs (the index, then each language's).
    const index = await (await get('/sitemap.xml')).text();
    for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const listed = await (await get(sitemap!)).text();
      for (const [, url] of listed.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        expect(url!.startsWith(origin), url).toBe(true);
        links.add(url!.slice(origin.length));
      }
    }

    // Every link answers 200 once its redirects are followed.
    const broken: string[] = [];
    await inTurn(
      [...links].filter((link) => !pages.has(link)),
      4,
      async (link) => {
        const status = (await get(link)).status();
        if (status !== 200) broken.push(`${status} ${link}`);
      },
    );
    expect(broken, `broken links of ${host}`).toEqual([]);

    // Structured data on every page read.
    for (const [link, html] of pages) {
      for (const data of jsonLdOf(html))
        expect(structuredDataProblems(data), `${host}${link}`).toEqual([]);
      const tested = await structuredDataTest(html, { presets: [Google] }).catch(
        (error: { res?: StructuredDataResult; message: string }) =>
          error.res ?? { failed: [{ description: error.message }], warnings: [] },
      );
      expect(
        [...tested.failed, ...tested.warnings].map((test) => test.description),
        `${host}${link}`,
      ).toEqual([]);
    }

    // The Nu HTML Checker on every page read, in one run of the checker.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
    const files = [...pages].map(([link, html], n) => {
      const file = path.join(folder, `${n}.html`);
      fs.writeFileSync(file, html);
      return [file, link] as const;
    });
    const { stdout } = await promisify(execFile)(
      'java',
      [
        ...['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout'],
        '--exit-zero-always',
        ...files.map(([file]) => file),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as {
      messages: { type: string; url: string; message: string; extract?: string }[];
    };
    const byFile = new Map(files.map(([file, link]) => [`file:${file}`, link]));
    const errors = report.messages
      .filter((m) => m.type === 'error')
      .map((m) => `${byFile.get(m.url) ?? m.url}: ${m.message} ${m.extract ?? ''}`);
    expect(errors, `HTML errors on ${pages.size} pages of ${host}`).toEqual([]);
    expect(pages.size).toBeGreaterThan(40);
    fs.rmSync(folder, { recursive: true, force: true });
  });
}
