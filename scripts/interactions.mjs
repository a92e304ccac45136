// Interaction figures in `npm run bench`, in Chromium with the CPU slowed four times (CDP
// `Emulation.setCPUThrottlingRate` 4, as on a mid-range phone), each in a fresh browser context:
// 1. Interaction to Next Paint of six presses, each the first interaction of a page once it is
//    live and at rest: "Show more properties" and a card's favourite toggle on the listing, its
//    Transaction filter (the arrow key on the focused select), the lightbox's next picture on a
//    detail page with several pictures (the lightbox opened by a script's click, which is no
//    interaction), a day of that page's appointment calendar and a day of a holiday unit's
//    availability calendar; each press three times, on a fresh page each, the median printed.
//    INP comes from the `web-vitals` library's attribution build, put into the page by Playwright
//    (the site's Content-Security-Policy allows no inline script; an init script is not one);
//    printed with its input delay, processing and presentation delay beside the target ≤ 200 ms.
// 2. The time from first paint (the `first-contentful-paint` entry) to live (the moment the
//    shell sets `data-rendered` on <html>, seen by a MutationObserver of an init script) of home,
//    listing, a detail page, favourites and a holiday unit, median of 7 loads, beside ≤ 1.0 s,
//    in a 1280×720 viewport. The figure is taken in a Chromium driven without Playwright
//    (cdp-pipe.mjs: no Network domain, which a visitor's browser does not have either); the
//    same loads through Playwright are printed beside it, for comparison with the presses. The
//    host's speed is taken just before and just after those loads, as Lighthouse takes it (its
//    benchmark index): the slowdown is relative to the host, whose speed changes from minute to
//    minute on a shared machine, so a figure is read beside the speed it was taken at.
// Figures only: nothing here passes or fails.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './lib.mjs';
import { evaluateInBlankPage, launchPipedChromium, visitUntil } from './cdp-pipe.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require(path.join(root, 'node_modules/@playwright/test'));

/** How much slower than the machine the page's CPU runs. */
const CPU_SLOWDOWN = 4;
/** The targets: INP of each press (Google's "good" limit), first paint to live of each page. */
const INP_TARGET_MS = 200;
const PAINT_TO_LIVE_TARGET_MS = 1000;
/**
 * Presses of each control, the figures their medians: one press varies by ±50 ms on a busy 2-core
 * machine (the holiday calendar's day gave medians of 3 from 96 to 192 ms for the same build).
 */
const RUNS = 7;
/**
 * Loads of each page type for first paint to live, the median printed: one load varies by ±0.2 s
 * on a busy 2-core machine, about a fifth of the target.
 */
const LOADS = 7;
/** The page types of the paint-to-live figures: the name printed, the key of `findPages`. */
const PAGE_TYPES = [
  ['home', 'home'],
  ['listing', 'listing'],
  ['detail', 'detail'],
  ['favourites', 'favourites'],
  ['holiday unit', 'holidayUnit'],
];
/** The width of the names' column. */
const NAME_WIDTH = 14;
/** How long a step waits for the page (hydration, a part, a report), on a slowed CPU. */
const STEP_TIMEOUT_MS = 30_000;

const { pageFunctions } = await import(
  path.join(root, 'node_modules/lighthouse/core/lib/page-functions.js')
);

/**
 * The host's speed as Lighthouse measures it (`computeBenchmarkIndex`, about 1 s of work in a
 * blank page at full speed; higher is faster), rounded.
 */
async function hostBenchmarkIndex(piped) {
  return Math.round(
    await evaluateInBlankPage(piped, `(${pageFunctions.computeBenchmarkIndex.toString()})()`),
  );
}

const WEB_VITALS = fs.readFileSync(
  path.join(root, 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'),
  'utf8',
);

/**
 * Runs in the page before any of its scripts (as Playwright's init script): records when <html>
 * gets `data-rendered`, the end of the latest long task, and every INP report of web-vitals in
 * `window.__bench`.
 * @param webVitals the attribution build's exports (its `var`, local to the init script)
 */
function recorder(webVitals) {
  const bench = { live: null, busyUntil: 0, inp: [] };
  window.__bench = bench;
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute('data-rendered')) {
      bench.live = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-rendered'], subtree: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      bench.busyUntil = Math.max(bench.busyUntil, task.startTime + task.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  // 16 ms, the lowest threshold the browser takes: web-vitals' default of 40 ms would leave a
  // quick press's click out and report only its pointerdown (the first input).
  webVitals.onINP(
    ({ value, attribution }) =>
      bench.inp.push({
        value,
        target: attribution.interactionTarget,
        type: attribution.interactionType,
        inputDelay: attribution.inputDelay,
        processing: attribution.processingDuration,
        presentation: attribution.presentationDelay,
      }),
    { reportAllChanges: true, durationThreshold: 16 },
  );
}

/** A page in a fresh context (empty cache and storage) with the CPU slowed and the recorder in. */
async function slowedPage(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await page.addInitScript({ content: `${WEB_VITALS}\n;(${recorder.toString()})(webVitals);` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

/**
 * Opens `url` and waits until the page is live (the shell marks <html> once hydrated; the
 * recorder notes when). Polled every 100 ms, not per animation frame as a locator is: on a slowed
 * CPU those forced frames (style, paint, commit) took 0.1-0.17 s of the main thread between paint
 * and live, work no visitor's browser does.
 * @throws when the page is not live within STEP_TIMEOUT_MS
 */
async function openLive(page, url) {
  await page.goto(url, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
  await page.waitForFunction(() => window.__bench.live !== null, null, {
    polling: 100,
    timeout: STEP_TIMEOUT_MS,
  });
}

/**
 * Waits until `locator`'s element is hydrated (it carries React's props, so its handlers are
 * live): the listing's cards and a detail page's lower sections hydrate when they come into view.
 */
async function hydrated(locator) {
  await locator.waitFor({ state: 'attached' });
  await locator
    .page()
    .waitForFunction(
      (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      await locator.elementHandle(),
      { timeout: STEP_TIMEOUT_MS },
    );
}

/**
 * Waits until the page has run no long task for `quietMs` (at most `STEP_TIMEOUT_MS`), so that a
 * press measures the page at rest, not a part still hydrating in the background.
 */
async function quiet(page, quietMs = 1000) {
  await page
    .waitForFunction(
      (ms) =>
        performance.now() - Math.max(window.__bench.busyUntil, window.__bench.live ?? 0) >= ms,
      quietMs,
      { timeout: STEP_TIMEOUT_MS, polling: 100 },
    )
    .catch(() => {
      // A page that never rests is measured as it is.
    });
}

/** Scrolls down half a screen at a time until `locator` is on the page (a part that hydrated). */
async function scrollUntil(page, locator) {
  for (let step = 0; step < 60 && (await locator.count()) === 0; step += 1) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
    await page.waitForTimeout(200);
  }
  await locator.first().waitFor();
}

/**
 * The first day of a calendar (react-day-picker) in `within` that can be chosen and is not
 * chosen yet: its button to press, and the effect (the day is then selected). At a month's end
 * the month shown may have no such day (its last free day is the one chosen at once): the next
 * month is then shown by a script's click, which is no interaction (INP counts the press only).
 */
async function freeDay(within) {
  const free = within
    .locator('td[data-day]:not([data-disabled]):not([data-outside]):not([data-selected])')
    .first();
  if (!(await eventually(async () => (await free.count()) > 0, 5_000))) {
    await within
      .locator('button.rdp-button_next')
      .first()
      .evaluate((button) => button.click());
  }
  // Pinned by its date: once chosen, the selector above finds another day.
  const day = within.locator(`td[data-day="${await free.getAttribute('data-day')}"]`);
  const control = day.locator('button');
  await control.scrollIntoViewIfNeeded();
  return { control, effect: async () => (await day.getAttribute('data-selected')) === 'true' };
}

/**
 * The six presses: each opens its page (`url` of the pages found), prepares it without an
 * interaction of its own (scrolling, focus, a script's click: none of them counts in INP), and
 * returns the control to press, how (`click`, or a key on the focused control) and the effect
 * the press has on the page.
 */
const PRESSES = [
  {
    name: 'show more (listing)',
    url: (pages) => pages.listing,
    async prepare(page) {
      // A link to the next page before the scripts run, handled in place once they do.
      const control = page.getByRole('link', { name: 'Show more properties' });
      await control.scrollIntoViewIfNeeded();
      const cards = page.locator('[data-boundary="search"] article');
      const before = await cards.count();
      return { control, effect: async () => (await cards.count()) > before };
    },
  },
  {
    name: 'favourite toggle (listing card)',
    url: (pages) => pages.listing,
    async prepare(page) {
      const control = page
        .locator('[data-boundary="search"] article')
        .first()
        // The card carries the favourites team's two toggles (favourite, compare): the heart.
        .locator('button[data-testid="favorite-toggle"]');
      return {
        control,
        effect: async () => (await control.getAttribute('aria-pressed')) === 'true',
      };
    },
  },
  {
    name: 'Transaction filter (listing)',
    url: (pages) => pages.listing,
    async prepare(page) {
      // A select's options open in a popup that the page cannot press into; the arrow key on
      // the focused select changes its value as a visitor's keyboard does.
      const control = page.getByLabel('Transaction');
      const before = await control.inputValue();
      return {
        control,
        key: 'ArrowDown',
        effect: async () => (await control.inputValue()) !== before,
      };
    },
  },
  {
    name: 'gallery next picture (detail)',
    url: (pages) => pages.detail,
    async prepare(page) {
      // The lightbox opened by a script's click (not an interaction), then its next picture.
      const opener = page.getByRole('button', { name: /^Open picture 1 of/ });
      await hydrated(opener);
      await opener.evaluate((button) => button.click());
      const viewer = page.getByRole('dialog');
      const control = viewer.getByRole('button', { name: 'Next picture' });
      await control.waitFor();
      const current = () => page.locator('.yarl__slide_current img').getAttribute('alt');
      const before = await current();
      return { control, effect: async () => (await current()) !== before };
    },
  },
  {
    name: 'appointment calendar day (detail)',
    url: (pages) => pages.detail,
    async prepare(page) {
      // The live agenda hydrates, then fetches its slots, once the visitor comes near it.
      const booking = page.getByRole('region', { name: 'Book a viewing' });
      await scrollUntil(page, booking.getByRole('grid'));
      return freeDay(booking);
    },
  },
  {
    name: 'holiday calendar day (holiday unit)',
    url: (pages) => pages.holidayUnit,
    async prepare(page) {
      return freeDay(page.locator('main'));
    },
  },
];

/** Polls `check` until it answers true, at most `timeoutMs`; whether it did. */
async function eventually(check, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * One press on a live page: prepares it, waits until the control is hydrated and the page at
 * rest, presses, and waits for web-vitals' INP report.
 * @returns { inp, effect } (inp: the last report, the page's worst interaction, or null)
 */
async function measurePress(browser, press, url) {
  const { page, close } = await slowedPage(browser);
  try {
    await openLive(page, url);
    const { control, key, effect } = await press.prepare(page);
    await hydrated(control);
    await quiet(page);
    if (key) {
      await control.evaluate((element) => element.focus());
      await page.keyboard.press(key);
    } else {
      await control.click();
    }
    const seen = await eventually(effect);
    // web-vitals reports after the next paint, once the page is idle.
    await eventually(() => page.evaluate(() => window.__bench.inp.length > 0));
    await page.waitForTimeout(500);
    const reports = await page.evaluate(() => window.__bench.inp);
    return { inp: reports.at(-1) ?? null, effect: seen };
  } finally {
    await close();
  }
}

/** The viewport of the paint-to-live loads: Playwright's default, which the presses use too. */
const VIEWPORT = { width: 1280, height: 720 };

/** In the page: first paint and live, ms from navigation start (`live`: see `recorder`). */
const PAINT_AND_LIVE = `({
  paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  live: window.__bench.live,
})`;

/**
 * First paint and live (ms from navigation start) of one load of `url` through Playwright, whose
 * Network domain records each request the page makes (see cdp-pipe.mjs).
 */
async function paintAndLive(browser, url) {
  const { page, close } = await slowedPage(browser);
  try {
    await openLive(page, url);
    return await page.evaluate(PAINT_AND_LIVE);
  } finally {
    await close();
  }
}

/**
 * First paint and live (ms from navigation start) of one load of `url` in `piped`, a Chromium
 * without Playwright's instrumentation (launchPipedChromium), with the same recorder and CPU.
 * @throws when the page is not live within STEP_TIMEOUT_MS
 */
function paintAndLiveUninstrumented(piped, url) {
  return visitUntil(piped, {
    url,
    slowdown: CPU_SLOWDOWN,
    viewport: VIEWPORT,
    initScript: `${WEB_VITALS}\n;(${recorder.toString()})(webVitals);`,
    ready: 'window.__bench.live !== null',
    result: PAINT_AND_LIVE,
    timeoutMs: STEP_TIMEOUT_MS,
  });
}

/** The item of `items` whose `value(item)` is the median (the upper one of an even count). */
const medianBy = (items, value) =>
  [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)];
const median = (values) => medianBy(values, (v) => v);
const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;

/** Paths of the listing's detail pages in its order, e.g. '/en/offer/1173/country-house-…'. */
async function detailPaths(origin) {
  const html = await (await fetch(`${origin}/en/offer`)).text();
  return [...new Set([...html.matchAll(/href="(\/en\/offer\/\d+\/[^"?#]+)"/g)].map((m) => m[1]))];
}

/**
 * The pages of the figures: the first detail page of the listing with at least three pictures and
 * a live agenda (from the API at `api`), and the first unit of the holiday search.
 */
async function findPages(origin, api) {
  let detail = null;
  for (const detailPath of await detailPaths(origin)) {
    const html = await (await fetch(`${origin}${detailPath}`)).text();
    const pictures = Number(/Show picture 1 of (\d+)/.exec(html)?.[1] ?? 0);
    const id = /^\/en\/offer\/(\d+)\//.exec(detailPath)?.[1];
    if (pictures < 3) continue;
    if (!(await fetch(`${api}/sites/1/live-agenda/${id}`)).ok) continue;
    detail = detailPath;
    break;
  }
  if (!detail) throw new Error('No detail page of the listing has three pictures and an agenda');
  const holidayHtml = await (await fetch(`${origin}/en/holiday`)).text();
  const holidayUnit = /href="(\/en\/holiday\/\d+[^"?#]*)"/.exec(holidayHtml)?.[1];
  if (!holidayUnit) throw new Error('The holiday search links to no unit');
  return {
    home: '/en/',
    listing: '/en/offer',
    detail,
    favourites: '/en/favorites',
    holidayUnit,
  };
}

/**
 * Measures and prints the interaction figures of the site at `origin` (e.g.
 * 'http://localhost:3300') whose API is at `api` (e.g. 'http://127.0.0.1:4300').
 * @param chromiumPath the Chromium to launch
 * @returns { presses: [{ name, path, runs, inp, problems }], pages: [{ name, path, runs, median,
 *   throughPlaywright }], speed: { before, after } } (median and throughPlaywright: first paint
 *   to live, ms; inp: the median run's report, or null; speed: the host's benchmark index before
 *   and after the paint-to-live loads)
 */
export async function interactionBench(origin, api, chromiumPath) {
  const pages = await findPages(origin, api);
  // One request of each page first: the site server's first render loads the remotes' builds.
  for (const pagePath of Object.values(pages)) await (await fetch(`${origin}${pagePath}`)).text();
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
  ];
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  const piped = await launchPipedChromium(chromiumPath, args);
  try {
    console.log(
      `\nInteraction to Next Paint (web-vitals ${webVitalsVersion()} attribution), CPU slowed ` +
        `${CPU_SLOWDOWN}×, each press the first of a live page, median of ${RUNS}; ` +
        `target ≤ ${INP_TARGET_MS} ms`,
    );
    const presses = [];
    for (const press of PRESSES) {
      const pagePath = press.url(pages);
      const runs = [];
      const problems = new Set();
      for (let run = 0; run < RUNS; run += 1) {
        try {
          const { inp, effect } = await measurePress(browser, press, `${origin}${pagePath}`);
          if (!effect) problems.add('the press had no effect');
          if (inp) runs.push(inp);
          else problems.add('no INP reported');
        } catch (error) {
          problems.add(String(error.message).split('\n')[0]);
        }
      }
      const inp = runs.length ? medianBy(runs, (r) => r.value) : null;
      const figure = inp
        ? `${ms(inp.value).padStart(7)}${inp.value <= INP_TARGET_MS ? ' ' : '*'} (runs ` +
          `${runs.map((r) => Math.round(r.value)).join(', ')} ms; median run: input delay ` +
          `${ms(inp.inputDelay)}, processing ${ms(inp.processing)}, presentation ` +
          `${ms(inp.presentation)}, ${inp.type} on ${inp.target || 'a removed element'})`
        : '    no INP reported';
      const notes = problems.size ? ` – ${[...problems].join('; ')}` : '';
      console.log(`  ${press.name.padEnd(36)}${figure}${notes}`);
      presses.push({ name: press.name, path: pagePath, runs, inp, problems: [...problems] });
    }
    console.log(`  on ${pages.detail} and ${pages.holidayUnit}; (* misses its target)`);

    console.log(
      `\nFirst paint to live, CPU slowed ${CPU_SLOWDOWN}×, ${VIEWPORT.width}×${VIEWPORT.height}, ` +
        `median of ${LOADS} loads in a Chromium without Playwright's instrumentation, the ` +
        `loads alternating with as many through Playwright; target ≤ ` +
        `${seconds(PAINT_TO_LIVE_TARGET_MS)}`,
    );
    const results = [];
    const speedBefore = await hostBenchmarkIndex(piped);
    for (const [name, key] of PAGE_TYPES) {
      const pagePath = pages[key];
      const runs = [];
      const instrumented = [];
      for (let run = 0; run < LOADS; run += 1) {
        const { paint, live } = await paintAndLiveUninstrumented(piped, `${origin}${pagePath}`);
        if (paint !== null && live !== null) runs.push({ paint, live, gap: live - paint });
        const other = await paintAndLive(browser, `${origin}${pagePath}`);
        if (other.paint !== null && other.live !== null)
          instrumented.push(other.live - other.paint);
      }
      if (runs.length === 0) {
        console.log(
          `  ${name.padEnd(NAME_WIDTH)}not measured (no first paint or never live)  ${pagePath}`,
        );
        continue;
      }
      const gap = median(runs.map((r) => r.gap));
      const throughPlaywright = instrumented.length ? median(instrumented) : null;
      console.log(
        `  ${name.padEnd(NAME_WIDTH)}${seconds(gap)}${gap <= PAINT_TO_LIVE_TARGET_MS ? ' ' : '*'} ` +
          `(runs ${runs.map((r) => seconds(r.gap)).join(', ')}; first paint ` +
          `${seconds(median(runs.map((r) => r.paint)))}, live ` +
          `${seconds(median(runs.map((r) => r.live)))}; through Playwright ` +
          `${throughPlaywright === null ? '–' : seconds(throughPlaywright)})  ${pagePath}`,
      );
      results.push({ name, path: pagePath, runs, median: gap, throughPlaywright });
    }
    const speed = { before: speedBefore, after: await hostBenchmarkIndex(piped) };
    console.log(
      `  (* misses its target; the host's benchmark index, Lighthouse's measure of its speed, ` +
        `${speed.before} before these loads and ${speed.after} after)`,
    );
    return { presses, pages: results, speed };
  } finally {
    await browser.close();
    await piped.close();
  }
}

function webVitalsVersion() {
  return require(path.join(root, 'node_modules/web-vitals/package.json')).version;
}
