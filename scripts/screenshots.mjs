// `npm run screenshots`: pictures of the site as a visitor sees it, for docs/screenshots.md. The
// home page, the listing, an estate's, a project's and a sold estate's detail pages of the default
// market in Dutch, at 390×844 and 1280×800: the first screen of each, and the whole page where it
// says more (scripts/screenshot-plan.cjs chooses the pages from the API's answers and names the
// files). PNGs with a palette of at most 256 colours (sharp's libimagequant), a few hundred KB each.
//
// Usage: npm run screenshots [-- --url <site URL>] [-- --out <folder>]
//   --url  a site already running (e.g. http://localhost:3000); without it the script starts the
//          built site as the journeys do (scripts/serve.mjs, fresh demo data in memory) on
//          SCREENSHOTS_SITE_PORT (default 3400, the API, remotes and MailDev on the ports after
//          it) and stops it at the end.
//   --out  where the pictures go (default docs/screenshots); docs/screenshots.md is written
//          beside that folder.
// Needs a build (`node scripts/build.mjs`) when it starts the site, and Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { root, waitFor } from './lib.mjs';
import registry from './registry.cjs';
import plan from './screenshot-plan.cjs';

const require = createRequire(import.meta.url);
const { chromium } = require(path.join(root, 'node_modules/@playwright/test'));
const sharp = require(path.join(root, 'node_modules/sharp'));

const { values: options } = parseArgs({
  options: { url: { type: 'string' }, out: { type: 'string' } },
});
const SITE_PORT = Number(process.env.SCREENSHOTS_SITE_PORT ?? 3400);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LANG = 'nl';
const OUT = path.resolve(root, options.out ?? 'docs/screenshots');
/** How long a page may take to be live with its pictures, on a busy 2-core machine. */
const PAGE_TIMEOUT_MS = 60_000;

/** Starts the built site as the journeys do, on SITE_PORT and the ports after it. */
function startSite() {
  const env = {
    ...process.env,
    PORT: String(SITE_PORT),
    API_PORT: String(SITE_PORT + 1000),
    ...registry.remotePortsEnv(SITE_PORT),
    MAILDEV_SMTP_PORT: String(SITE_PORT + 50),
    MAILDEV_WEB_PORT: String(SITE_PORT + 51),
    API_DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    // No field reporting of the visits' vitals: the pictures are not visits.
    VITALS_SAMPLE_RATE: '0',
  };
  return spawn(process.execPath, ['scripts/serve.mjs'], { cwd: root, env, stdio: 'ignore' });
}

/** The JSON answer of `url`, or an error naming the address and its status. */
async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response.json();
}

/**
 * Estates of the site `siteId` with the status `status`, in the API's order, through the site
 * server's API proxy (so that a running site's URL is all the script needs).
 */
async function estates(site, siteId, status, hiddenStatus) {
  const answer = await json(`${site}/api/sites/${siteId}/estates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { status: [status], hiddenStatus }, size: 100 }),
  });
  return answer.results;
}

/**
 * Waits until the page is live and at rest: hydrated (`html[data-rendered]`), its requests done,
 * its fonts and pictures decoded. For a whole page, it first reads down to the end, so that
 * the lower sections that render when near and the lazy pictures are there, then goes back up.
 */
async function settle(page, whole) {
  await page.waitForSelector('html[data-rendered]', { timeout: PAGE_TIMEOUT_MS });
  if (whole) {
    const height = page.viewportSize().height;
    for (let step = 0; step < 80; step += 1) {
      const atEnd = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
      );
      if (atEnd) break;
      await page.mouse.wheel(0, height / 2);
      await page.waitForLoadState('networkidle');
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS });
  // The pictures in the part photographed; a lazy one outside it may never load, so it is not
  // waited for, and none is waited for longer than a few seconds.
  await page.evaluate(async (whole) => {
    await document.fonts.ready;
    const inPicture = (image) => whole || image.getBoundingClientRect().top < window.innerHeight;
    const decoded = (image) =>
      Promise.race([
        image.decode().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 5000)),
      ]);
    await Promise.all([...document.images].filter(inPicture).map(decoded));
  }, whole);
}

/** One picture: the page at the shot's width, its first screen or whole, as a palette PNG. */
async function take(browser, site, shot) {
  const context = await browser.newContext({
    viewport: { width: shot.viewport.width, height: shot.viewport.height },
    deviceScaleFactor: 1,
    isMobile: shot.viewport.name === 'phone',
    hasTouch: shot.viewport.name === 'phone',
    locale: 'nl-BE',
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(`${site}${shot.page.path}`, { timeout: PAGE_TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`${shot.page.path} answered ${response?.status()}.`);
    await settle(page, shot.fullPage);
    const png = await page.screenshot({
      fullPage: shot.fullPage,
      animations: 'disabled',
      caret: 'hide',
    });
    const file = path.join(OUT, shot.file);
    await sharp(png)
      .png({ palette: true, colours: 256, quality: 90, compressionLevel: 9, effort: 10 })
      .toFile(file);
    return { file, bytes: fs.statSync(file).size };
  } finally {
    await context.close();
  }
}

const server = options.url ? null : startSite();
const site = (options.url ?? `http://localhost:${SITE_PORT}`).replace(/\/+$/, '');
try {
  await waitFor(`${site}/config.json`, 180_000);
  const config = await json(`${site}/config.json`);
  const market = await json(
    `${site}/api/sites/by-hostname/${encodeURIComponent(config.siteHostname)}`,
  );
  const hiddenStatus = market.settings?.hiddenStatus ?? [];
  const pages = plan.screenshotPages({
    routePages: config.routes.pages,
    lang: LANG,
    forSale: await estates(site, market.id, 'FOR_SALE', hiddenStatus),
    sold: await estates(site, market.id, 'SOLD', []),
    hiddenStatus,
  });
  const shots = plan.screenshotShots(pages);
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  let total = 0;
  try {
    for (const shot of shots) {
      const { file, bytes } = await take(browser, site, shot);
      total += bytes;
      console.log(
        `${path.relative(root, file)}  ${(bytes / 1024).toFixed(0)} KB  ${shot.page.path}`,
      );
    }
  } finally {
    await browser.close();
  }
  const doc = path.join(path.dirname(OUT), 'screenshots.md');
  const folder = path.relative(path.dirname(doc), OUT);
  fs.writeFileSync(
    doc,
    plan.screenshotsMarkdown(shots, folder, `${market.name} (${config.siteHostname})`),
  );
  console.log(
    `${shots.length} pictures, ${(total / 1024 / 1024).toFixed(1)} MB; ${path.relative(root, doc)} shows them.`,
  );
} finally {
  server?.kill('SIGTERM');
}
