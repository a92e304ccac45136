/**
 * The site server's warm-up after it starts: one page of each page type of each market, so that
 * the first visitors and crawlers do not wait while the shell's and the remotes' server builds
 * load. A cold detail page under a crawler's burst could take longer than the render's time limit
 * and answer 503.
 */
import { buildPath, parsePath } from 'shared/routes';
import type { Market } from './markets';

/** How many warm-up pages are asked for at a time (the machine's cores stay free for visitors). */
const WARM_UP_CONCURRENCY = 2;

/** The paths of a sitemap's (or a sitemap index's) `<loc>` elements. */
function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/', 'http://localhost').pathname,
  );
}

/**
 * The pages the warm-up asks for on a market: its home and listing pages, and the first page of
 * each other page type that its first sitemap (the index's first language) lists: a detail page,
 * a project, a holiday unit ... The home and listing pages alone when the sitemap cannot be read.
 * @param get answers a path of the market's site with its body's text (rejects when it fails)
 * @returns paths, e.g. ['/nl/', '/nl/aanbod', '/nl/aanbod/1173/landhuis-brugge']
 */
export async function warmUpPaths(get: (path: string) => Promise<string>): Promise<string[]> {
  const paths = [buildPath('home', 'nl'), buildPath('search', 'nl')];
  const seen = new Set(paths.map((path) => parsePath(path)?.type));
  try {
    const [first] = sitemapPaths(await get('/sitemap.xml'));
    if (first === undefined) return paths;
    for (const pathname of sitemapPaths(await get(first))) {
      const type = parsePath(pathname)?.type;
      if (type === undefined || seen.has(type)) continue;
      seen.add(type);
      paths.push(pathname);
    }
  } catch {
    // No sitemap now (the API is down): the home and listing pages only.
  }
  return paths;
}

/**
 * Asks the site server on this machine for warmUpPaths of each market, WARM_UP_CONCURRENCY at a
 * time; a page that fails is left to the visitors' own requests.
 * @param origin the site server's own address, e.g. 'http://127.0.0.1:3000'
 * @returns how many pages were asked for
 */
export async function warmUp(origin: string, markets: readonly Market[]): Promise<number> {
  const pages: Array<() => Promise<unknown>> = [];
  for (const market of markets) {
    // The market is named as a server render's own calls name it (trusted from loopback).
    const headers = { 'X-Forwarded-Host': market.hostnames[0] ?? 'localhost' };
    const get = async (path: string) => {
      const response = await fetch(`${origin}${path}`, { headers });
      const text = await response.text();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return text;
    };
    for (const path of await warmUpPaths(get)) pages.push(() => get(path).catch(() => undefined));
  }
  const total = pages.length;
  const worker = async () => {
    for (let page = pages.shift(); page !== undefined; page = pages.shift()) await page();
  };
  await Promise.all(Array.from({ length: WARM_UP_CONCURRENCY }, worker));
  return total;
}
