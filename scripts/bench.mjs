// `npm run bench`: prints the performance figures of the README.
// 1. First-load JavaScript of the listing page (/en/offer), gzipped, as Chromium loads it from
//    the built site, and how many copies of each shared singleton the page loaded; beside it the
//    first load of the holiday search (/en/holiday: mf-holiday on localhost, mf-holiday-enquiry on
//    ardennes.localhost).
// 2. The API's search latency (p50/p95/p99) over loopback at the demo size and at 20,000 estates.
// Needs a build (`node scripts/build.mjs`) and Chromium. Figures only: nothing here passes or fails.
import { spawn } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { root, waitFor } from './lib.mjs';
import registry from './registry.cjs';

const require = createRequire(import.meta.url);
const { chromium } = require(path.join(root, 'node_modules/@playwright/test'));

/** The bench's site port (BENCH_SITE_PORT, default 3300); the API and remotes follow it. */
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 3300);
const env = {
  ...process.env,
  PORT: String(SITE_PORT),
  API_PORT: String(SITE_PORT + 1000),
  ...registry.remotePortsEnv(SITE_PORT),
  API_DATA_DIR: 'memory://',
  LOG_LEVEL: 'warn',
};

/** The build folder serving each port of the bench. */
const DIST_OF_PORT = {
  [SITE_PORT]: 'shell/dist',
  ...Object.fromEntries(
    registry.remotes().map((remote) => [registry.portOf(remote, env), `${remote.folder}/dist`]),
  ),
};

/**
 * Library files (node_modules, from the source maps of the loaded scripts) that more than one
 * loaded script carries: code the page downloads twice. The federation bundler runtime is left
 * out: every container (the shell and each remote) has its own by design.
 */
function duplicatedLibraryFiles(scripts) {
  const filesOf = new Map();
  for (const { url } of scripts) {
    const { port, pathname } = new URL(url);
    const dist = DIST_OF_PORT[Number(port)];
    const mapFile = dist && path.join(root, dist, `${pathname}.map`);
    if (!mapFile || !fs.existsSync(mapFile)) continue;
    const { sources = [] } = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
    for (const source of sources) {
      const at = source.lastIndexOf('node_modules/');
      if (at < 0) continue;
      const file = source.slice(at + 'node_modules/'.length);
      if (file.startsWith('@module-federation/')) continue;
      filesOf.set(file, new Set([...(filesOf.get(file) ?? []), url]));
    }
  }
  return [...filesOf].filter(([, urls]) => urls.size > 1).map(([file]) => file);
}

/**
 * Loads a page in a fresh browser context (empty cache) and measures the JavaScript it loads.
 * @returns the scripts (url, raw and gzipped bytes) and the shared singletons' copies loaded
 */
async function measure(browser, url, ready) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({
        url: response.url(),
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
      });
    } catch {
      // redirected or aborted
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  const singletons = await page.evaluate(() => {
    const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const counts = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const info of Object.values(versions)) {
            if (info.loaded || info.loading) counts[name] = (counts[name] ?? 0) + 1;
          }
        }
      }
    }
    return counts;
  });
  await context.close();
  return { scripts, singletons };
}

/** Prints one page's first load; the files only with `detail`. */
function report(title, measured, detail) {
  if (!measured) {
    console.log(`\n${title}: not measured (the page did not load)`);
    return null;
  }
  const { scripts, singletons } = measured;
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  console.log(`\n${title}, first load (JavaScript)`);
  if (detail) {
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${s.url.replace(/^https?:\/\/[^/]+/, (m) => m.replace(/localhost:/, ':'))}`,
      );
    }
  }
  console.log(
    `  total: ${(total / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(0)} KB raw) in ${scripts.length} files` +
      (detail ? ' (target ≤ 200 KB)' : ''),
  );
  console.log(
    `  shared singletons loaded: ${
      Object.entries(singletons)
        .map(([n, c]) => `${n}×${c}`)
        .join(', ') || 'none reported'
    }`,
  );
  return +(total / 1024).toFixed(1);
}

async function firstLoad() {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  try {
    await waitFor(`http://127.0.0.1:${SITE_PORT}/config.json`, 120_000);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    const listing = await measure(
      browser,
      `http://localhost:${SITE_PORT}/en/offer`,
      '[data-boundary="search"] article',
    );
    // A market without a holiday module (or a build without one) gives no figure.
    const optional = (promise) => promise.catch(() => null);
    const holiday = await optional(
      measure(
        browser,
        `http://localhost:${SITE_PORT}/en/holiday`,
        '[data-boundary="holiday"] article',
      ),
    );
    const enquiry = await optional(
      measure(
        browser,
        `http://ardennes.localhost:${SITE_PORT}/en/holiday`,
        '[data-boundary="holiday_enquiry"] article',
      ),
    );
    await browser.close();
    const total = report('Listing page /en/offer', listing, true);
    const duplicated = duplicatedLibraryFiles(listing.scripts);
    console.log(
      `  library files loaded twice: ${duplicated.length ? duplicated.join(', ') : 'none'} ` +
        '(React Router, react-i18next, effector and effector-react come inside shared/router, ' +
        'shared/i18n and shared/effector)',
    );
    const holidayKb = report('Holiday search /en/holiday (mf-holiday, localhost)', holiday, false);
    const enquiryKb = report(
      'Holiday search /en/holiday (mf-holiday-enquiry, ardennes.localhost)',
      enquiry,
      false,
    );
    return {
      totalGzipKb: total,
      holidayGzipKb: holidayKb,
      enquiryGzipKb: enquiryKb,
      files: listing.scripts.length,
      singletons: listing.singletons,
    };
  } finally {
    server.kill('SIGTERM');
  }
}

function apiBench(estates) {
  return new Promise((resolve) => {
    const args = [path.join(root, 'api/dist/bench/search-bench.js')];
    if (estates) args.push('--estates', String(estates));
    const child = spawn(process.execPath, args, {
      cwd: path.join(root, 'api'),
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', () => {
      process.stdout.write(out);
      resolve(out);
    });
  });
}

const load = await firstLoad();
console.log('\nAPI search latency (POST /estates over loopback)');
if (!process.argv.includes('--js-only')) await apiBench(0);
if (!process.argv.includes('--js-only')) await apiBench(20000);
const kb = (value) => (value === null ? 'not measured' : `${value} KB`);
console.log(
  `\nsummary: listing first-load JS ${load.totalGzipKb} KB gzipped; holiday search ` +
    `${kb(load.holidayGzipKb)} (mf-holiday), ${kb(load.enquiryGzipKb)} (mf-holiday-enquiry)`,
);
