// Lighthouse in `npm run bench`: each of the seven pages (home, listing, a
// detail page, favourites, the holiday search, a holiday unit, keep-me-informed) audited by
// Lighthouse, mobile with simulated throttling (its defaults), five runs, the median run's
// figures printed beside the targets. Chromium from Debian
// (CHROMIUM_PATH, default /usr/bin/chromium), started headless by chrome-launcher for each run.
// Figures only: nothing here passes or fails.
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const { default: lighthouse } = await import(require.resolve('lighthouse', { paths: [root] }));
const { computeMedianRun } = await import(
  path.join(root, 'node_modules/lighthouse/core/lib/median-run.js')
);
const chromeLauncher = await import(require.resolve('chrome-launcher', { paths: [root] }));

/** The targets of each page; `max` for figures that must stay below. */
export const LIGHTHOUSE_TARGETS = [
  { key: 'performance', label: 'perf', target: 0.95, kind: 'score' },
  { key: 'lcp', label: 'LCP', target: 1500, kind: 'ms', max: true },
  { key: 'cls', label: 'CLS', target: 0.02, kind: 'cls', max: true },
  { key: 'tbt', label: 'TBT', target: 150, kind: 'ms', max: true },
  { key: 'accessibility', label: 'a11y', target: 1, kind: 'score' },
  { key: 'seo', label: 'SEO', target: 1, kind: 'score' },
  { key: 'best-practices', label: 'BP', target: 1, kind: 'score' },
];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One Lighthouse run of `url` in a fresh Chromium; its report (LHR). */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The figures of a report: category scores (0..1), LCP and TBT in ms, CLS. */
function figuresOf(lhr) {
  const audits = lhr.audits;
  return {
    performance: lhr.categories.performance?.score ?? null,
    lcp: audits['largest-contentful-paint']?.numericValue ?? null,
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
    tbt: audits['total-blocking-time']?.numericValue ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    seo: lhr.categories.seo?.score ?? null,
    'best-practices': lhr.categories['best-practices']?.score ?? null,
  };
}

/** The audits below full marks in the accessibility, SEO and best-practices categories. */
function failedAudits(lhr) {
  const failed = new Set();
  for (const key of ['accessibility', 'seo', 'best-practices']) {
    for (const ref of lhr.categories[key]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (ref.weight > 0 && result && result.score !== null && result.score < 1) failed.add(ref.id);
    }
  }
  return [...failed];
}

const format = (value, kind) =>
  value === null
    ? '–'
    : kind === 'ms'
      ? `${(value / 1000).toFixed(2)} s`
      : kind === 'cls'
        ? value.toFixed(3)
        : value.toFixed(2);

/** The width of the page names' column. */
const NAME_WIDTH = 15;

const meets = (value, { target, max }) =>
  value !== null && (max ? value <= target : value >= target);

/** The path of the first detail page linked from the listing's HTML, e.g. '/en/offer/1173/...'. */
export async function firstDetailPath(origin) {
  const html = await (await fetch(`${origin}/en/offer`)).text();
  const href = /href="(\/en\/offer\/\d+\/[^"?#]+)"/.exec(html)?.[1];
  if (!href) throw new Error('The listing links to no detail page');
  return href;
}

/** The path of the first unit linked from the holiday search's HTML, e.g. '/en/holiday/528'. */
async function firstHolidayUnitPath(origin) {
  const html = await (await fetch(`${origin}/en/holiday`)).text();
  const href = /href="(\/en\/holiday\/\d+[^"?#]*)"/.exec(html)?.[1];
  if (!href) throw new Error('The holiday search links to no unit');
  return href;
}

/**
 * Audits home, listing, a detail page, favourites, the holiday search, a holiday unit and
 * keep-me-informed of the site at `origin` (e.g.
 * 'http://localhost:3300'), `runs` times each (default 5: Lighthouse's variability guide says the
 * median of five runs about halves the spread of one; on this 2-core host one run's TBT of the
 * same page and build went from 40 to 290 ms), and prints the median run's figures of each page
 * beside the targets, every run's TBT, and the audits that lost points.
 * @returns each page's path and median figures, and the host's benchmark index at each run
 *   (`benchmarkIndexes`)
 */
export async function lighthouseBench(origin, { runs = 5 } = {}) {
  const pages = [
    ['home', '/en/'],
    ['listing', '/en/offer'],
    ['detail', await firstDetailPath(origin)],
    ['favourites', '/en/favorites'],
    ['holiday', '/en/holiday'],
    ['holiday unit', await firstHolidayUnitPath(origin)],
    ['keep informed', '/en/keep-me-informed'],
  ];
  console.log(
    `\nLighthouse ${lighthouseVersion()} (mobile, simulated throttling), median of ${runs} runs`,
  );
  const header = LIGHTHOUSE_TARGETS.map((t) => t.label.padStart(8)).join('');
  console.log(`  ${'page'.padEnd(NAME_WIDTH)}${header}`);
  console.log(
    `  ${'target'.padEnd(NAME_WIDTH)}${LIGHTHOUSE_TARGETS.map((t) => `${t.max ? '≤' : '≥'}${format(t.target, t.kind)}`.padStart(8)).join('')}`,
  );
  const results = [];
  // One request of each page first: the site server's first render loads the remotes' server builds.
  for (const [, pagePath] of pages) await (await fetch(`${origin}${pagePath}`)).text();
  for (const [name, pagePath] of pages) {
    const reports = [];
    // A run that Lighthouse could not complete (no first paint seen, a protocol error) is
    // reported and run again, at most twice in all per page.
    for (let attempts = 0; reports.length < runs && attempts < runs + 2; attempts += 1) {
      const report = await audit(`${origin}${pagePath}`);
      const fcp = report.audits['first-contentful-paint']?.numericValue;
      if (report.runtimeError || typeof fcp !== 'number') {
        console.log(`  ${name}: a run failed (${report.runtimeError?.code ?? 'no first paint'})`);
        continue;
      }
      reports.push(report);
    }
    if (reports.length === 0) {
      console.log(`  ${name.padEnd(NAME_WIDTH)}no complete run  ${pagePath}`);
      continue;
    }
    const median = computeMedianRun(reports);
    const figures = figuresOf(median);
    const cells = LIGHTHOUSE_TARGETS.map((t) => {
      const value = figures[t.key];
      return `${format(value, t.kind)}${meets(value, t) ? ' ' : '*'}`.padStart(8);
    }).join('');
    console.log(`  ${name.padEnd(NAME_WIDTH)}${cells}  ${pagePath}`);
    // Lighthouse's benchmark index of the host at each run (higher is faster): TBT is the page's
    // long tasks times four, so it follows the host's speed of the moment.
    const tbts = reports.map((report) => Math.round(figuresOf(report).tbt ?? NaN));
    const speed = reports.map((report) => Math.round(report.environment?.benchmarkIndex ?? NaN));
    console.log(
      `  ${''.padEnd(NAME_WIDTH)}TBT of each run: ${tbts.join(', ')} ms (host benchmark index ${speed.join(', ')})`,
    );
    const failed = failedAudits(median);
    if (failed.length)
      console.log(`  ${''.padEnd(NAME_WIDTH)}audits below 1: ${failed.join(', ')}`);
    results.push({ name, path: pagePath, figures, benchmarkIndexes: speed });
  }
  console.log('  (* misses its target)');
  return results;
}

function lighthouseVersion() {
  return require(require.resolve('lighthouse/package.json', { paths: [root] })).version;
}
