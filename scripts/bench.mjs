// `npm run bench`: prints the performance figures of the README.
// 1. First-load JavaScript of the listing page (/en/offer), a detail page and home, gzipped, as Chromium loads it from
//    the built site, and how many copies of each shared singleton the page loaded; beside it the
//    first load of the holiday search (/en/holiday: mf-holiday on localhost, mf-holiday-enquiry on
//    ardennes.localhost).
// 2. The API's search latency (p50/p95/p99) over loopback at the demo size and at 20,000 estates,
//    one client, in the card view the site asks for: on the embedded PGlite, and at 20,000 estates
//    also on a temporary PostgreSQL server (the production database; when its binaries are here),
//    beside the target p95 ≤ 15 ms. Needs only the API's build (`node scripts/build.mjs api`).
// 3. Lighthouse: home, listing, a detail page, favourites, the holiday search, a holiday
//    unit and keep-me-informed, mobile with simulated throttling, median of 5 runs, beside the
//    targets (scripts/lighthouse.mjs); before the load figures (see below).
// 4. Interactions, in Chromium with the CPU slowed four times (scripts/interactions.mjs): the
//    Interaction to Next Paint (web-vitals, attribution build) of a press on show more, a
//    favourite toggle, the Transaction filter, the gallery's next picture, a day of the
//    appointment calendar and of the holiday calendar, median of 7, beside ≤ 200 ms; and the time
//    from first paint to live (html[data-rendered]) of home, listing, a detail page, favourites
//    and a holiday unit, median of 7, in a Chromium without Playwright's instrumentation
//    (scripts/cdp-pipe.mjs), beside ≤ 1.0 s. Before the load figures too.
// 5. Load: the API's search under 10, 50 and 200 connections with wrk, or autocannon (requests
//    a second, p50/p97.5/p99, errors), and its throughput at 50 connections as a share of a bare
//    Fastify hello-world started here on the same machine (target ≥ 10 %). `measureLoad` is the one
//    function every load figure goes through. Then the site server: the listing page rendered
//    and a hashed chunk at 10, 50 and 200 connections, and the time to first byte of the home,
//    listing and detail pages under 20 concurrent requests (median and p95).
// 6. The site server's CPU per uncached render of the listing, a detail page, home and a holiday
//    unit beside React's own cost in the same run, and its uncached pages from 50 visitors.
// At the end of a full run, the figures again as one markdown table (what | figure | target): the
// table of the README's performance section (the method is in docs/performance.md).
// Needs a build (`node scripts/build.mjs`) and Chromium. Figures only: nothing here passes or fails.
// `--js-only` measures only the JavaScript; `--load-only` only the load figures (section 5, API and site server);
// `--lighthouse-only` only Lighthouse (section 3); `--inp-only` only the interactions (section 4);
// `--search-only` only the API's search latency (section 2), which needs no browser nor site build;
// `--cached-only` only the listing from the page cache beside a hello-world (section 5's share);
// `--render-only` only section 6 (see renderSection).
import { execFile, execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { root, waitFor } from './lib.mjs';
import registry from './registry.cjs';
import { firstDetailPath, lighthouseBench } from './lighthouse.mjs';
import { interactionBench } from './interactions.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require(path.join(root, 'node_modules/@playwright/test'));
const autocannon = require(path.join(root, 'node_modules/autocannon'));

/** The bench's site port (BENCH_SITE_PORT, default 3300); the API, remotes and MailDev follow it. */
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 3300);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const env = {
  ...process.env,
  PORT: String(SITE_PORT),
  API_PORT: String(SITE_PORT + 1000),
  ...registry.remotePortsEnv(SITE_PORT),
  // Beside the site as the journeys place it: on MailDev's own ports (1025, 1080) a site already
  // running here keeps them, and serve.mjs stops the whole bench site when its MailDev cannot start.
  MAILDEV_SMTP_PORT: String(SITE_PORT + 50),
  MAILDEV_WEB_PORT: String(SITE_PORT + 51),
  API_DATA_DIR: 'memory://',
  LOG_LEVEL: 'warn',
  // Load figures from one address: the searches' rate limit would answer 429s.
  API_RATE_LIMIT: 'off',
  // The lab's figures are of the page itself: no visit loads the field reporting of its vitals
  // (which one visit in ten would, by the default sample).
  VITALS_SAMPLE_RATE: '0',
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
    `  total: ${(total / 1024).toFixed(1)} KB gzipped (${total} bytes; ${(raw / 1024).toFixed(0)} KB raw) in ${scripts.length} files` +
      (detail ? ' (target ≤ 160 KB on the listing and detail pages)' : ''),
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
    const listing = await measure(
      browser,
      `http://localhost:${SITE_PORT}/en/offer`,
      '[data-boundary="search"] article',
    );
    // A market without a holiday module (or a build without one) gives no figure.
    const optional = (promise) => promise.catch(() => null);
    const home = await optional(
      measure(browser, `http://localhost:${SITE_PORT}/en/`, 'html[data-rendered]'),
    );
    const detailPath = await firstDetailPath(`http://localhost:${SITE_PORT}`);
    const detail = await optional(
      measure(browser, `http://localhost:${SITE_PORT}${detailPath}`, 'html[data-rendered]'),
    );
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
    const homeKb = report('Home /en/', home, true);
    const detailKb = report(`Detail page ${detailPath}`, detail, true);
    if (detail) {
      const twice = duplicatedLibraryFiles(detail.scripts);
      console.log(`  library files loaded twice: ${twice.length ? twice.join(', ') : 'none'}`);
    }
    const holidayKb = report('Holiday search /en/holiday (mf-holiday, localhost)', holiday, false);
    const enquiryKb = report(
      'Holiday search /en/holiday (mf-holiday-enquiry, ardennes.localhost)',
      enquiry,
      false,
    );
    return {
      totalGzipKb: total,
      rawKb: Math.round(listing.scripts.reduce((sum, s) => sum + s.raw, 0) / 1024),
      homeGzipKb: homeKb,
      detailGzipKb: detailKb,
      holidayGzipKb: holidayKb,
      enquiryGzipKb: enquiryKb,
      files: listing.scripts.length,
      singletons: listing.singletons,
    };
  } finally {
    server.kill('SIGTERM');
  }
}

/** The search's p95 target at 20,000 estates, in ms (one client, card view). */
const SEARCH_P95_TARGET_MS = 15;

/**
 * Section 2: the search bench of the API's build (api/src/bench/search-bench.ts) in a child
 * process, at the demo size or grown to `estates`, on PGlite or a temporary PostgreSQL server.
 * Prints its lines, and at 20,000 estates or more the p95 beside the target.
 * @returns the bench's output (its first line is the JSON figures)
 */
function apiBench(estates, postgres = false) {
  return new Promise((resolve) => {
    // The API imports shared's runtime code: its Node build, under the agency-compiled condition.
    const args = [
      '--conditions=agency-compiled',
      path.join(root, 'api/dist/bench/search-bench.js'),
      '--view',
      'card',
    ];
    if (estates) args.push('--estates', String(estates));
    if (postgres) args.push('--postgres');
    const child = spawn(process.execPath, args, {
      cwd: path.join(root, 'api'),
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', () => {
      process.stdout.write(out);
      const figures = out.split('\n').find((line) => line.startsWith('{'));
      if (figures && estates >= 20000) {
        const { p95 } = JSON.parse(figures);
        console.log(
          `  p95 ${p95} ms, target ≤ ${SEARCH_P95_TARGET_MS} ms: ${p95 <= SEARCH_P95_TARGET_MS ? 'met' : 'missed'}`,
        );
      }
      resolve(out);
    });
  });
}

/** Seconds each autocannon run lasts (after a 2-second warm-up at the same load). */
const LOAD_SECONDS = 8;
/** The connection counts of the load figures: a quiet site, a busy one, and past saturation. */
const LOAD_CONNECTIONS = [10, 50, 200];

/** Starts `node [args]` with `env` and waits until `readyUrl` answers; returns a stop function. */
async function startNode(args, env, readyUrl) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'ignore' });
  try {
    await waitFor(readyUrl, 120_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  // Its process id, to read its CPU time (cpuMsOf).
  stop.pid = child.pid;
  return stop;
}

/**
 * wrk (Debian's package `wrk`), when installed: a load generator in C, which the load figures use
 * in preference to autocannon. autocannon spends a core of this 2-core machine parsing the answers
 * in JavaScript: with a 22 KB page it received at most 13 % of what it received of a hello-world,
 * whatever the server did, so the figures measured the generator more than the server.
 */
const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => fs.existsSync(file)) ?? null;
/** The load generator of this run's load figures. */
const LOAD_GENERATOR = WRK ? 'wrk' : 'autocannon';

let loadRuns = 0;
/**
 * The start of the query strings of one uncached run, `?bench={pid}.{run}-`, to which each request
 * adds its number: new in every run, so that no run (nor the warm-up before it) is answered from
 * pages an earlier run had the site server render and keep.
 */
function uniqueQueryPrefix() {
  loadRuns += 1;
  return `?bench=${process.pid}.${loadRuns}-`;
}

/**
 * The Lua script of a wrk run: the target's method, headers and body, for an uncached target
 * a new query string on each request (see uniqueQueryPrefix), and with `visitors` each request
 * from one of that many visitor addresses in turn (X-Forwarded-For, which the site server takes
 * from a loopback proxy), so that no visitor's limit answers for the server.
 */
function wrkScript({ method = 'GET', headers = {}, body, uniqueQuery = false, visitors = 0 }) {
  const lines = [`wrk.method = ${JSON.stringify(method)}`];
  for (const [name, value] of Object.entries(headers))
    lines.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  if (body !== undefined) lines.push(`wrk.body = ${JSON.stringify(body)}`);
  if (uniqueQuery || visitors > 0)
    lines.push(
      'local n = 0',
      'request = function()',
      '  n = n + 1',
      ...(visitors > 0
        ? [`  wrk.headers["X-Forwarded-For"] = "10.53.0." .. (n % ${visitors} + 1)`]
        : []),
      uniqueQuery
        ? `  return wrk.format(nil, wrk.path .. ${JSON.stringify(uniqueQueryPrefix())} .. n)`
        : '  return wrk.format(nil, wrk.path)',
      'end',
    );
  return `${lines.join('\n')}\n`;
}

/** A wrk duration ('812.50us', '3.21ms', '1.02s') in milliseconds. */
function wrkMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '');
  if (!match) return null;
  const value = Number(match[1]);
  const unit = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]];
  return +(value * unit).toFixed(2);
}

/** A wrk byte count ('1.23MB', '512.00KB') in KB. */
function wrkKb(text) {
  const match = /^([\d.]+)(B|KB|MB|GB)$/.exec(text ?? '');
  if (!match) return 0;
  return Number(match[1]) * { B: 1 / 1024, KB: 1, MB: 1024, GB: 1024 * 1024 }[match[2]];
}

/** One wrk run of `seconds` at `connections` on `target`; its figures (see measureLoad). */
async function wrkRun(target, connections, seconds) {
  const script = path.join(os.tmpdir(), `bench-wrk-${process.pid}.lua`);
  fs.writeFileSync(script, wrkScript(target));
  try {
    const output = await new Promise((resolve, reject) =>
      execFile(
        WRK,
        ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, target.url],
        { timeout: (seconds + 30) * 1000 },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      ),
    );
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
    const percentile = (p) => wrkMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1]);
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
      output,
    );
    return {
      connections,
      rps: Math.round(rps),
      requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
      p50: percentile(50),
      // wrk gives 50, 75, 90 and 99 %.
      p975: null,
      p99: percentile(99),
      errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
      non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
      kbPerRequest: +(wrkKb(/Transfer\/sec:\s+(\S+)/.exec(output)?.[1]) / Math.max(1, rps)).toFixed(
        1,
      ),
    };
  } finally {
    fs.rmSync(script, { force: true });
  }
}

/** One autocannon run; its figures (see measureLoad). */
async function autocannonRun(
  { uniqueQuery = false, visitors = 0, ...target },
  connections,
  seconds,
) {
  const query = uniqueQueryPrefix();
  let n = 0;
  const r = await autocannon({
    ...target,
    ...(uniqueQuery || visitors > 0
      ? {
          requests: [
            {
              setupRequest: (request) => {
                n += 1;
                return {
                  ...request,
                  path: uniqueQuery ? `${request.path}${query}${n}` : request.path,
                  headers: {
                    ...request.headers,
                    ...(visitors > 0 ? { 'x-forwarded-for': `10.53.0.${(n % visitors) + 1}` } : {}),
                  },
                };
              },
            },
          ],
        }
      : {}),
    connections,
    duration: seconds,
  });
  return {
    connections,
    rps: Math.round(r.requests.average),
    requests: r.requests.total,
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    kbPerRequest: +(r.throughput.average / Math.max(1, r.requests.average) / 1024).toFixed(1),
  };
}

/**
 * Load on one target with wrk (autocannon where wrk is not installed): for each connection count,
 * a 2-second warm-up, then LOAD_SECONDS of measurement. Prints one line per count and returns the
 * figures.
 * @param title what is measured, e.g. 'API POST /sites/1/estates (card view, 531 estates)'
 * @param target { url, method?, headers?, body?, uniqueQuery?, visitors? } (uniqueQuery: a new
 *   query string on each request, so that no cache answers; visitors: that many visitor addresses
 *   in turn, in X-Forwarded-For)
 * @param connections the connection counts (default 10, 50 and 200)
 * @param cpuMs the CPU time (ms) used so far by the server measured: given, each figure has its
 *   CPU per answer (`cpuUsPerAnswer`, µs: the CPU of the measured run over its answers)
 * @returns [{ connections, rps, requests, p50, p975, p99, errors, non2xx, kbPerRequest,
 *   cpuUsPerAnswer? }] (ms, requests/s; p975 null with wrk)
 */
async function measureLoad(title, target, connections = LOAD_CONNECTIONS, cpuMs = undefined) {
  console.log(`\n${title} (${LOAD_GENERATOR})`);
  const run = WRK ? wrkRun : autocannonRun;
  const figures = [];
  for (const count of connections) {
    await run(target, count, 2);
    const cpuBefore = cpuMs?.();
    const figure = await run(target, count, LOAD_SECONDS);
    if (cpuBefore !== undefined && figure.requests > 0)
      figure.cpuUsPerAnswer = Math.round(((cpuMs() - cpuBefore) * 1000) / figure.requests);
    figures.push(figure);
    console.log(
      `  ${String(count).padStart(3)} connections: ${String(figure.rps).padStart(6)} req/s, ` +
        `p50 ${figure.p50} ms, ${figure.p975 === null ? '' : `p97.5 ${figure.p975} ms, `}p99 ${figure.p99} ms, ` +
        `${figure.errors} errors, ${figure.non2xx} non-2xx, ${figure.kbPerRequest} KB/answer` +
        `${figure.cpuUsPerAnswer === undefined ? '' : `, ${figure.cpuUsPerAnswer} µs of server CPU/answer`}`,
    );
  }
  return figures;
}

/**
 * A reference server's code run on PROCESSES processes (node:cluster, sharing its port) as the
 * site server runs on its SITE_WORKERS: a reference compared with the site server has the same
 * number of processes as it.
 */
const onProcesses = (code) => `
const cluster = require('node:cluster');
const processes = Number(process.env.PROCESSES || 1);
if (cluster.isPrimary && processes > 1) {
  for (let i = 0; i < processes; i += 1) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers)) worker.kill();
    process.exit(0);
  });
} else {
${code}
}
`;

/**
 * Starts `code` (a CommonJS script) from a file in the system's temporary folder, since a
 * cluster's workers run their primary's file again, which `node -e` has none of; waits until
 * `readyUrl` answers. Its stop function also removes the file.
 */
async function startScript(name, code, env, readyUrl) {
  const file = path.join(os.tmpdir(), `bench-${name}-${process.pid}.cjs`);
  fs.writeFileSync(file, code);
  const removed = () => fs.rmSync(file, { force: true });
  const stop = await startNode([file], env, readyUrl).catch((error) => {
    removed();
    throw error;
  });
  const stopped = () => stop().finally(removed);
  stopped.pid = stop.pid;
  stopped.file = file;
  return stopped;
}

/** A bare Fastify hello-world, the machine's reference for the throughput ratio. */
const HELLO_WORLD = onProcesses(`
const fastify = require(${JSON.stringify(path.join(root, 'node_modules/fastify'))})({ logger: false });
fastify.get('/', async () => ({ hello: 'world' }));
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`);

/**
 * A bare Fastify sending one file's bytes as an HTML page (BODY_FILE), brotli when ENCODING is
 * 'br': the most a load generator on this machine receives of a page that size, whatever the
 * server does.
 */
const SAME_BYTES = onProcesses(`
const body = require('node:fs').readFileSync(process.env.BODY_FILE);
const fastify = require(${JSON.stringify(path.join(root, 'node_modules/fastify'))})({ logger: false });
fastify.get('/', (request, reply) => {
  reply.header('content-type', 'text/html; charset=utf-8');
  if (process.env.ENCODING === 'br') reply.header('content-encoding', 'br');
  reply.send(body);
});
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`);

/**
 * The number of processes the site server runs on in this bench: SITE_WORKERS, else one per
 * processor (shell/server/workers.ts).
 */
const SITE_PROCESSES = Number(env.SITE_WORKERS?.trim() || os.availableParallelism());

/**
 * A bare Fastify hello-world on `processes` processes at 50 connections, started on `port`, asked
 * with `headers` (those of the figure it is the reference of: the same request bytes), with its
 * CPU per answer.
 * @returns its figures (see measureLoad)
 */
async function helloWorld(processes, port, headers = {}) {
  const stop = await startScript(
    'hello-world',
    HELLO_WORLD,
    { ...process.env, PORT: String(port), PROCESSES: String(processes) },
    `http://127.0.0.1:${port}/`,
  );
  const asked = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  try {
    return await measureLoad(
      `Bare Fastify hello-world on ${processes} process${processes > 1 ? 'es' : ''} (the reference)` +
        `${asked.length ? `, asked with ${asked.join(', ')}` : ''}`,
      { url: `http://127.0.0.1:${port}/`, headers },
      [50],
      () => cpuMsOf(stop.file, stop.pid),
    );
  } finally {
    await stop();
  }
}

/**
 * The listing's bytes as the page cache sends them (brotli, or plain for `encoding` 'identity')
 * from a bare Fastify at 50 connections, with its CPU per answer: the reference of the cached
 * figure beside the hello-world, what the bytes alone cost this machine.
 * @returns its figures (see measureLoad), or null when the page could not be read
 */
async function sameBytesReference(url, encoding = 'br') {
  // node:http, not fetch: fetch would hand back the body decompressed.
  const body = await new Promise((resolve) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (answer) => {
        const parts = [];
        answer.on('data', (part) => parts.push(part));
        answer.on('end', () =>
          resolve(
            answer.statusCode === 200 &&
              answer.headers['content-encoding'] === (encoding === 'br' ? 'br' : undefined)
              ? Buffer.concat(parts)
              : null,
          ),
        );
      })
      .on('error', () => resolve(null));
  });
  if (!body) return null;
  const file = path.join(os.tmpdir(), `bench-page-${process.pid}.${encoding}`);
  fs.writeFileSync(file, body);
  const port = SITE_PORT + 1002;
  const stop = await startScript(
    'same-bytes',
    SAME_BYTES,
    {
      ...process.env,
      PORT: String(port),
      BODY_FILE: file,
      ENCODING: encoding,
      PROCESSES: String(SITE_PROCESSES),
    },
    `http://127.0.0.1:${port}/`,
  );
  try {
    return await measureLoad(
      `Bare Fastify sending the listing's ${(fs.statSync(file).size / 1024).toFixed(1)} KB (${encoding === 'br' ? 'brotli' : 'plain'}) on ${SITE_PROCESSES} process(es) (the ceiling)`,
      { url: `http://127.0.0.1:${port}/`, headers: { 'accept-encoding': encoding } },
      [50],
      () => cpuMsOf(stop.file, stop.pid),
    );
  } finally {
    await stop();
    fs.rmSync(file, { force: true });
  }
}

/** The listing's first search as the site sends it (SPEC §7, card view, hidden statuses left out). */
const LISTING_SEARCH = {
  query: { status: ['FOR_SALE'], hiddenStatus: [4, 12] },
  sort: [{ field: 'children.general.publicationDate', order: 'DESC' }],
  from: 0,
  size: 15,
  view: 'card',
};

/**
 * Section 5: the API's search under load and its share of a hello-world's throughput, both served
 * here one after the other (never at once) on ports 4300 and 4301.
 * @returns { search, hello, ratio } (ratio: search req/s over hello req/s at 50 connections)
 */
async function apiLoad() {
  const apiPort = SITE_PORT + 1000;
  const helloPort = apiPort + 1;
  const stopApi = await startNode(
    ['--conditions=agency-compiled', 'api/dist/server.js'],
    { ...env, API_PORT: String(apiPort) },
    `http://127.0.0.1:${apiPort}/health`,
  );
  let search;
  try {
    search = await measureLoad(
      'API search under load (POST /sites/1/estates, card view, demo data)',
      {
        url: `http://127.0.0.1:${apiPort}/sites/1/estates`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-site-id': '1', 'x-language': 'en' },
        body: JSON.stringify(LISTING_SEARCH),
      },
    );
  } finally {
    await stopApi();
  }
  // The API runs on one process: so does its reference.
  const hello = await helloWorld(1, helloPort);
  const at50 = search.find((f) => f.connections === 50);
  const ratio = at50 && hello[0] ? at50.rps / hello[0].rps : 0;
  console.log(
    `  search throughput at 50 connections: ${(ratio * 100).toFixed(1)} % of the hello-world ` +
      `(${at50?.rps} / ${hello[0]?.rps} req/s; target ≥ 10 %)`,
  );
  return { search, hello, ratio };
}

/** Runs `use(origin)` against the site as `npm start` serves it (fresh demo data), then stops it. */
async function withSite(use) {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  try {
    await waitFor(`http://127.0.0.1:${SITE_PORT}/config.json`, 120_000);
    return await use(`http://localhost:${SITE_PORT}`);
  } finally {
    server.kill('SIGTERM');
  }
}

/** Section 3: Lighthouse. */
const lighthouseSection = () => withSite((origin) => lighthouseBench(origin));

/** Section 4: the presses' INP and each page type's first paint to live, CPU slowed four times. */
const interactionSection = () =>
  withSite((origin) => interactionBench(origin, `http://127.0.0.1:${SITE_PORT + 1000}`, CHROMIUM));

if (process.argv.includes('--lighthouse-only')) {
  await lighthouseSection();
  process.exit(0);
}
if (process.argv.includes('--inp-only')) {
  await interactionSection();
  process.exit(0);
}
/** Where `url` redirects to (its canonical address), or `url` itself. */
async function canonical(url) {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  return location ? new URL(location, url).href : url;
}

/** The time to first byte of `url` for `count` requests sent at once: median and p95, in ms. */
async function ttfbUnder(url, count = 20) {
  const one = () =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      const request = http.get(url, (response) => {
        // The status line and headers have arrived: the first byte.
        resolve(Number(process.hrtime.bigint() - started) / 1e6);
        response.resume();
      });
      request.on('error', reject);
    });
  await Promise.all(Array.from({ length: count }, one));
  const times = (await Promise.all(Array.from({ length: count }, one))).sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { median: Math.round(at(0.5)), p95: Math.round(at(0.95)) };
}

/**
 * The resident memory of the processes running `file` together (MB: the site server's primary
 * and its workers), or null when none is found.
 */
function rssOf(file) {
  let kb = 0;
  let found = false;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(file)) continue;
      const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      if (rss === undefined) continue;
      kb += Number(rss);
      found = true;
    } catch {
      // gone meanwhile
    }
  }
  return found ? Math.round(kb / 1024) : null;
}

/**
 * A target whose every request asks for a page not asked for before (a query string of its
 * own), so that the site server renders each one: its renderer's throughput, not its cache's.
 */
function uncached(url) {
  return { url, uniqueQuery: true };
}

/**
 * The renderer's and the page cache's figures beside their targets: uncached, the listing and
 * the detail page at 10 connections (≥ 150 req/s) and their p99 at 50 (≤ 300 ms); the listing
 * from the cache at 50 connections, brotli and no compression asked, as a share of the hello-world (≥ 30 %).
 */
async function pageFigures(origin, detailUrl, hello) {
  const listing = await measureLoad(
    'Site server: the listing rendered for each request (uncached)',
    uncached(`${origin}/en/offer`),
    [10, 50],
  );
  const detail = await measureLoad(
    'Site server: a detail page rendered for each request (uncached)',
    uncached(detailUrl),
    [10, 50],
  );
  const { cached, cachedPlain } = await cachedFigures(origin);
  const at = (figures, count) => figures.find((f) => f.connections === count);
  console.log('\nSite server pages beside their targets');
  for (const [name, figures] of [
    ['listing', listing],
    ['detail', detail],
  ]) {
    console.log(
      `  ${name} uncached: ${at(figures, 10)?.rps} req/s at 10 connections (target ≥ 150), ` +
        `p99 ${at(figures, 50)?.p99} ms at 50 (target ≤ 300)`,
    );
  }
  const helloRps = hello?.[0]?.rps;
  const share = helloRps ? (cached[0].rps / helloRps) * 100 : null;
  console.log(
    `  (the site server and the references below run on ${SITE_PROCESSES} process${SITE_PROCESSES > 1 ? 'es' : ''}: SITE_WORKERS)`,
  );
  const sharePlain = helloRps ? (cachedPlain[0].rps / helloRps) * 100 : null;
  for (const [what, figures, ratio] of [
    ['brotli', cached, share],
    ['no compression asked', cachedPlain, sharePlain],
  ])
    console.log(
      `  listing cached (${what}): ${figures[0].rps} req/s at 50 connections, ` +
        `${ratio === null ? 'no hello-world measured' : `${ratio.toFixed(1)} % of the hello-world (${helloRps} req/s)`} (target ≥ 30 %)`,
    );
  // What separates the page from the hello-world when the server does nothing but send it.
  const ceiling = (await sameBytesReference(`${origin}/en/offer`))?.[0] ?? null;
  if (ceiling)
    console.log(
      `  the same bytes from a bare Fastify: ${ceiling.rps} req/s` +
        `${helloRps ? ` (${((ceiling.rps / helloRps) * 100).toFixed(1)} % of the hello-world)` : ''}; ` +
        `the page cache reaches ${((cached[0].rps / ceiling.rps) * 100).toFixed(0)} % of it`,
    );
  return { listing, detail, cached, share, cachedPlain, sharePlain, ceiling };
}

/**
 * The listing from the page cache at 50 connections, asked for with brotli and with no
 * compression (`accept-encoding: identity`).
 * @param cpuMs the site server's CPU time so far (cpuMsOf), for its CPU per answer
 * @returns { cached, cachedPlain }: their figures (see measureLoad)
 */
async function cachedFigures(origin, cpuMs = undefined) {
  // Rendered once before it is measured: the figures are the cache's, not a first render's.
  await waitFor(`${origin}/en/offer`, 120_000);
  const cached = await measureLoad(
    'Site server: the listing from the page cache (brotli)',
    { url: `${origin}/en/offer`, headers: { 'accept-encoding': 'br' } },
    [50],
    cpuMs,
  );
  const cachedPlain = await measureLoad(
    'Site server: the listing from the page cache (no compression asked)',
    { url: `${origin}/en/offer`, headers: { 'accept-encoding': 'identity' } },
    [50],
    cpuMs,
  );
  return { cached, cachedPlain };
}

/**
 * `--cached-only`: the listing from the page cache, with and without compression, beside
 * references measured in the same run with the same load generator, settings and processes
 * (SITE_WORKERS): a hello-world asked with the same headers, and a bare Fastify sending the same
 * bytes (the ceiling: what the bytes alone cost). Each figure has its server's CPU per answer,
 * which the load of a shared machine changes less than the throughput. The site is started as
 * siteLoad starts it.
 */
async function cachedOnly() {
  const asked = [
    { what: 'brotli', headers: { 'accept-encoding': 'br' } },
    { what: 'no compression asked', headers: { 'accept-encoding': 'identity' } },
  ];
  for (const run of asked)
    run.hello = (await helloWorld(SITE_PROCESSES, SITE_PORT + 1001, run.headers))[0];
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  // Measured once every process has warmed up (its renders would count in the page cache's CPU
  // and slow it): each says so on its output, which is read to its end.
  let warmed = 0;
  let onWarm = () => {};
  server.stdout.setEncoding('utf8');
  server.stdout.on('data', (text) => {
    warmed += text.match(/^Warm-up/gm)?.length ?? 0;
    onWarm();
  });
  try {
    await waitFor(`http://127.0.0.1:${SITE_PORT}/config.json`, 300_000);
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the site server did not warm up')), 300_000);
      onWarm = () => {
        if (warmed < SITE_PROCESSES) return;
        clearTimeout(timer);
        resolve();
      };
      onWarm();
    });
    const origin = `http://localhost:${SITE_PORT}`;
    const { cached, cachedPlain } = await cachedFigures(origin, () =>
      cpuMsOf(SITE_SERVER_FILE, server.pid),
    );
    [asked[0].cached, asked[1].cached] = [cached[0], cachedPlain[0]];
    asked[0].ceiling = (await sameBytesReference(`${origin}/en/offer`, 'br'))?.[0] ?? null;
    asked[1].ceiling = (await sameBytesReference(`${origin}/en/offer`, 'identity'))?.[0] ?? null;
    const cpu = (figure) =>
      figure?.cpuUsPerAnswer === undefined ? '' : `, ${figure.cpuUsPerAnswer} µs CPU/answer`;
    console.log(
      `\nThe listing from the page cache at 50 connections, ${SITE_PROCESSES} process(es) each (${LOAD_GENERATOR}, load average ${os.loadavg()[0].toFixed(1)})`,
    );
    for (const { what, hello, cached: page, ceiling } of asked) {
      const share = (figure) => `${((figure.rps / hello.rps) * 100).toFixed(1)} %`;
      console.log(
        `  ${what}: ${page.rps} req/s${cpu(page)}, ${share(page)} of the hello-world ` +
          `(${hello.rps} req/s${cpu(hello)}) (target ≥ 30 %)` +
          (ceiling
            ? `; the same bytes from a bare Fastify: ${ceiling.rps} req/s${cpu(ceiling)}, ${share(ceiling)}` +
              ` of the hello-world, the page cache reaches ${((page.rps / ceiling.rps) * 100).toFixed(0)} % of it`
            : ''),
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
}

/**
 * Load figures of the site server: the renderer and the page cache beside their targets, the
 * listing page and a hashed chunk at 10, 50 and 200 connections, and the time to first byte of
 * the home, listing and detail pages under 20 concurrent requests, against the site as
 * scripts/serve.mjs serves it.
 */
async function siteLoad(hello) {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  try {
    await waitFor(`http://127.0.0.1:${SITE_PORT}/config.json`, 120_000);
    const origin = `http://localhost:${SITE_PORT}`;
    const chunk = fs
      .readdirSync(path.join(root, 'shell/dist'))
      .filter((f) => /\.[0-9a-f]{8}\.js$/.test(f))
      .map((f) => ({ f, size: fs.statSync(path.join(root, 'shell/dist', f)).size }))
      .sort((a, b) => b.size - a.size)[0]?.f;
    const detailUrl = await canonical(`${origin}/en/offer/1173`);
    const pages = await pageFigures(origin, detailUrl, hello);
    const rssBefore = rssOf('shell/dist-server/main.js');
    const html = await measureLoad('Site server: the listing page (GET /en/offer)', {
      url: `${origin}/en/offer`,
    });
    const rssAfter = rssOf('shell/dist-server/main.js');
    console.log(
      `  site server memory (RSS${SITE_PROCESSES > 1 ? `, its ${SITE_PROCESSES + 1} processes together` : ''}) around these runs up to 200 connections: ${rssBefore} MB before, ${rssAfter} MB after`,
    );
    const file = chunk
      ? await measureLoad(`Site server: a hashed chunk, brotli (GET /${chunk})`, {
          url: `${origin}/${chunk}`,
          headers: { 'accept-encoding': 'br' },
        })
      : [];
    console.log('\nSite server: time to first byte under 20 concurrent requests');
    const ttfb = [];
    for (const [page, url] of [
      ['home', `${origin}/en/`],
      ['listing', `${origin}/en/offer`],
      // The detail page at its canonical address (the short one answers 301).
      ['detail', detailUrl],
    ]) {
      const figure = await ttfbUnder(url);
      ttfb.push({ page, ...figure });
      console.log(`  ${page.padEnd(8)} median ${figure.median} ms, p95 ${figure.p95} ms`);
    }
    return { html, file, ttfb, pages, hello, rss: { before: rssBefore, after: rssAfter } };
  } finally {
    server.kill('SIGTERM');
  }
}

/** The figures (the JSON line) of a search bench's output, or null when it printed none. */
function searchFigures(out) {
  const line = out.split('\n').find((l) => l.startsWith('{'));
  return line ? JSON.parse(line) : null;
}

/**
 * Section 2: the API's search latency at the demo size and at 20,000 estates, both databases.
 * @returns { demo, pglite, postgres }: each run's figures (p50, p95, p99 in ms) or null
 */
async function searchSection() {
  console.log('\nAPI search latency (POST /estates over loopback, card view, one client)');
  const demo = searchFigures(await apiBench(0));
  const pglite = searchFigures(await apiBench(20000));
  const postgres = searchFigures(await apiBench(20000, true));
  return { demo, pglite, postgres };
}

/** Thousands with a comma, as the README writes them (8,511). */
const num = (value) =>
  value === null || value === undefined ? '–' : value.toLocaleString('en-US');

/** A run of `measureLoad` as one cell: req/s and p99 at each connection count, and the errors. */
function loadCell(runs) {
  if (!runs?.length) return '–';
  const errors = runs.reduce((sum, r) => sum + r.errors, 0);
  return (
    `${runs.map((r) => num(r.rps)).join(' / ')} req/s; ` +
    `p99 ${runs.map((r) => num(r.p99)).join(' / ')} ms; ${errors} errors`
  );
}

/**
 * The paint-to-live cell of the table: `key` ('median' or 'throughPlaywright', ms) of home,
 * listing, detail, favourites and holiday unit, in seconds, '–' where a page was not measured.
 */
function paintToLiveCell(pages, key) {
  return `${['home', 'listing', 'detail', 'favourites', 'holiday unit']
    .map((name) => pages.find((p) => p.name === name)?.[key])
    .map((ms) => (typeof ms === 'number' ? (ms / 1000).toFixed(2) : '–'))
    .join(' / ')} s`;
}

/**
 * The host's speed while the figures were taken: Lighthouse's benchmark index of its runs (median,
 * lowest and highest) and the same index measured before and after the paint-to-live loads.
 * Lighthouse's TBT and the paint-to-live figures are the page's own work slowed four times
 * relative to this host, so they follow its speed of the moment.
 */
function hostSpeedCell(lighthouse, interactions) {
  const indexes = (lighthouse ?? [])
    .flatMap((page) => page.benchmarkIndexes ?? [])
    .filter((value) => Number.isFinite(value))
    .sort((a, b) => a - b);
  const lighthouseCell = indexes.length
    ? `${num(indexes[Math.floor(indexes.length / 2)])} (${num(indexes[0])}–${num(indexes.at(-1))})`
    : '–';
  const speed = interactions?.speed;
  const loadsCell = speed ? `${num(speed.before)}, ${num(speed.after)}` : '–';
  return `${lighthouseCell} / ${loadsCell}`;
}

/**
 * The figures of a full run as one markdown table (what | figure | target), the rows of the
 * README's performance section in its order; a figure not measured is '–'.
 */
function figuresTable({ load, search, lighthouse, interactions, apiLoad, siteLoad, render }) {
  const LIGHTHOUSE = '≥ 0.95 / ≤ 1.5 s / ≤ 0.02 / ≤ 150 ms';
  const PAGE_RENDERED = '≥ 150 req/s at 10, p99 ≤ 300 ms at 50';
  const at = (runs, count) => runs?.find((r) => r.connections === count);
  const searchCell = (f) =>
    f ? `${[f.p50, f.p95, f.p99].map((ms) => ms.toFixed(1)).join(' / ')} ms` : '–';
  const lighthouseOf = (name) => lighthouse?.find((page) => page.name === name)?.figures;
  const lighthouseCell = (name) => {
    const f = lighthouseOf(name);
    if (!f || [f.performance, f.lcp, f.cls, f.tbt].includes(null)) return '–';
    return `${f.performance.toFixed(2)} / ${(f.lcp / 1000).toFixed(2)} s / ${f.cls.toFixed(3)} / ${Math.round(f.tbt)} ms`;
  };
  const lowest = (key) => {
    const values = (lighthouse ?? []).map((page) => page.figures[key]).filter((v) => v !== null);
    return values.length ? Math.min(...values).toFixed(2) : '–';
  };
  const singletons = (counts) => {
    const entries = Object.entries(counts ?? {});
    if (!entries.length) return 'none reported';
    const twice = entries.filter(([, count]) => count > 1);
    return twice.length
      ? `${twice.map(([name, count]) => `${name} ×${count}`).join(', ')} (more than once)`
      : 'each loaded once';
  };
  const uncachedCell = (runs) =>
    runs
      ? `${num(at(runs, 10)?.rps)} / ${num(at(runs, 50)?.rps)} req/s; ` +
        `p99 ${num(at(runs, 10)?.p99)} / ${num(at(runs, 50)?.p99)} ms`
      : '–';
  const hello = apiLoad?.hello?.[0];
  const search50 = at(apiLoad?.search, 50);
  const pages = siteLoad?.pages;
  const siteHello = siteLoad?.hello?.[0];
  const rows = [
    [
      'listing page `/en/offer`, first-load JavaScript, gzipped',
      load ? `${load.totalGzipKb} KB in ${load.files} files (${load.rawKb} KB raw)` : '–',
      '≤ 160 KB',
    ],
    [
      'detail page / home, first-load JavaScript, gzipped',
      load ? `${load.detailGzipKb ?? '–'} / ${load.homeGzipKb ?? '–'} KB` : '–',
      '≤ 160 KB (detail)',
    ],
    [
      'holiday search `/en/holiday`, first-load JavaScript, gzipped: mf-holiday / mf-holiday-enquiry',
      load ? `${load.holidayGzipKb ?? '–'} / ${load.enquiryGzipKb ?? '–'} KB` : '–',
      '–',
    ],
    ['shared singletons on the listing', load ? singletons(load.singletons) : '–', 'once'],
    [
      '`POST /estates` (card view) p50 / p95 / p99, 531 estates, PGlite',
      searchCell(search?.demo),
      'p95 < 20 ms',
    ],
    [
      '`POST /estates` (card view) p50 / p95 / p99, 20,000 estates, PGlite',
      searchCell(search?.pglite),
      `p95 ≤ ${SEARCH_P95_TARGET_MS} ms`,
    ],
    [
      '`POST /estates` (card view) p50 / p95 / p99, 20,000 estates, PostgreSQL',
      searchCell(search?.postgres),
      `p95 ≤ ${SEARCH_P95_TARGET_MS} ms`,
    ],
    ...['home', 'listing', 'detail', 'favourites', 'holiday', 'holiday unit', 'keep informed'].map(
      (name) => [
        `Lighthouse ${name}: performance / LCP / CLS / TBT`,
        lighthouseCell(name),
        LIGHTHOUSE,
      ],
    ),
    [
      'Lighthouse accessibility / SEO / best practices, lowest of the pages',
      `${lowest('accessibility')} / ${lowest('seo')} / ${lowest('best-practices')}`,
      '1.00 each',
    ],
    [
      'host speed, Lighthouse benchmark index: median (range) of its runs / before, after the paint-to-live loads',
      hostSpeedCell(lighthouse, interactions),
      '–',
    ],
    [
      'INP, CPU slowed 4×: show more / favourite / Transaction filter / gallery / appointment day / holiday day',
      interactions
        ? `${interactions.presses.map((p) => (p.inp ? Math.round(p.inp.value) : '–')).join(' / ')} ms`
        : '–',
      '≤ 200 ms each',
    ],
    [
      'first paint to live, CPU slowed 4×: home / listing / detail / favourites / holiday unit',
      interactions ? paintToLiveCell(interactions.pages, 'median') : '–',
      '≤ 1.00 s each',
    ],
    [
      'the same loads through Playwright (its Network domain on, see docs/performance.md)',
      interactions ? paintToLiveCell(interactions.pages, 'throughPlaywright') : '–',
      '–',
    ],
    ['API search under load, 10 / 50 / 200 connections', loadCell(apiLoad?.search), '–'],
    [
      'API search throughput at 50 connections, share of a bare Fastify hello-world',
      apiLoad && search50 && hello
        ? `${(apiLoad.ratio * 100).toFixed(1)} % (${num(search50.rps)} of ${num(hello.rps)} req/s)`
        : '–',
      '≥ 10 %',
    ],
    [
      'site server, listing rendered for each request (uncached), 10 / 50 connections',
      uncachedCell(pages?.listing),
      PAGE_RENDERED,
    ],
    [
      'site server, a detail page rendered for each request (uncached), 10 / 50 connections',
      uncachedCell(pages?.detail),
      PAGE_RENDERED,
    ],
    [
      'site server CPU per uncached render, all processes: listing / detail / home / holiday unit',
      render ? `${render.cpu.map((page) => page.median).join(' / ')} ms` : '–',
      `listing, detail ≤ ${RENDER_CPU_TARGET_MS} ms, ≤ ${RENDER_REFERENCE_FACTOR}× ref.`,
    ],
    [
      "the same run's reference: renderToString of a static 29 KB React page; listing, detail as multiples",
      render
        ? `${render.reference} ms; ${render.cpu
            .slice(0, 2)
            .map((page) => `${(page.median / render.reference).toFixed(0)}×`)
            .join(' / ')}`
        : '–',
      '–',
    ],
    [
      'site server uncached listing / detail from 50 visitor addresses: req/s at 10, p99 at 50 connections',
      render
        ? [render.listing, render.detail]
            .map((runs) => `${num(at(runs, 10)?.rps)} req/s, p99 ${num(at(runs, 50)?.p99)} ms`)
            .join(' / ')
        : '–',
      '≥ 120 req/s at 10, p99 ≤ 500 ms at 50',
    ],
    [
      'site server, listing from the page cache (brotli), 50 connections, share of a hello-world on as many processes',
      pages?.cached?.[0]
        ? `${num(pages.cached[0].rps)} req/s, ${pages.share === null ? '–' : pages.share.toFixed(1)} %`
        : '–',
      '≥ 30 %',
    ],
    [
      'site server, listing from the page cache (no compression asked), 50 connections, share of a hello-world on as many processes',
      pages?.cachedPlain?.[0]
        ? `${num(pages.cachedPlain[0].rps)} req/s, ${pages.sharePlain === null ? '–' : pages.sharePlain.toFixed(1)} %`
        : '–',
      '≥ 30 %',
    ],
    [
      "the same page's bytes from a bare Fastify on as many processes, share of that hello-world",
      pages?.ceiling && siteHello
        ? `${num(pages.ceiling.rps)} req/s, ${((pages.ceiling.rps / siteHello.rps) * 100).toFixed(1)} %`
        : '–',
      '–',
    ],
    [
      'site server, listing page (cache on, no compression asked), 10 / 50 / 200 connections',
      loadCell(siteLoad?.html),
      '–',
    ],
    [
      'site server memory (RSS, all its processes) before / after those runs',
      siteLoad ? `${siteLoad.rss.before ?? '–'} / ${siteLoad.rss.after ?? '–'} MB` : '–',
      '–',
    ],
    [
      'site server, the largest hashed chunk (brotli), 10 / 50 / 200 connections',
      loadCell(siteLoad?.file),
      '–',
    ],
    [
      'time to first byte under 20 concurrent requests, median / p95: home / listing / detail',
      siteLoad ? `${siteLoad.ttfb.map((t) => `${t.median} / ${t.p95}`).join(', ')} ms` : '–',
      '–',
    ],
  ];
  return [
    '| what | figure | target |',
    '| --- | --- | --- |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

/** Clock ticks per second of /proc's CPU times (getconf CLK_TCK; 100 on Linux). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The CPU time (user + system, ms) used so far by the processes running `file` that descend from
 * process `ancestor` (the bench's serve.mjs): the site server's primary and all its workers, not
 * another site server of the machine (/proc/{pid}/stat).
 */
function cpuMsOf(file, ancestor) {
  const stats = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      // The fields after the command's name (in parentheses): ppid is the 4th, utime and stime
      // the 14th and 15th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      stats.set(Number(pid), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // gone meanwhile
    }
  }
  const descends = (pid) => {
    for (let at = pid; at > 1; at = stats.get(at)?.ppid ?? 0) if (at === ancestor) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) {
    try {
      if (descends(pid) && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(file))
        ticks += stat.ticks;
    } catch {
      // gone meanwhile
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/** The site server's processes, as the bench starts it. */
const SITE_SERVER_FILE = 'shell/dist-server/main.js';
/** Renders per run of the CPU figure, runs per page (the figure is their median). */
const RENDERS_PER_RUN = Number(process.env.BENCH_RENDERS ?? 60);
const RENDER_RUNS = 5;

/**
 * `count` uncached renders of `url` (each with a query string of its own), two at a time (one per
 * site server process by default), each from a visitor address of its own; rejects on an answer
 * that is not 200.
 */
async function renderMany(url, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const query = uniqueQueryPrefix();
  let next = 0;
  const one = (n) =>
    new Promise((resolve, reject) => {
      const request = http.get(
        `${url}${query}${n}`,
        { agent, headers: { 'x-forwarded-for': `10.53.1.${(n % 50) + 1}` } },
        (response) => {
          response.resume();
          response.on('end', () =>
            response.statusCode === 200
              ? resolve()
              : reject(new Error(`${url} answered ${response.statusCode}`)),
          );
        },
      );
      request.on('error', reject);
    });
  const lane = async () => {
    while (next < count) await one((next += 1));
  };
  try {
    await Promise.all([lane(), lane()]);
  } finally {
    agent.destroy();
  }
}

/**
 * The site server's CPU milliseconds per uncached render of `url`: the CPU time of all its
 * processes over RENDERS_PER_RUN renders, divided by them; the median of RENDER_RUNS runs after
 * a warm-up. Its time includes what the server does around a render (routing, compression, the
 * answer), which is the page's cost as a visitor makes it.
 * @returns { median, low, high } in ms
 */
async function cpuPerRender(url, serverPid) {
  await renderMany(url, 20);
  const runs = [];
  for (let run = 0; run < RENDER_RUNS; run += 1) {
    const before = cpuMsOf(SITE_SERVER_FILE, serverPid);
    await renderMany(url, RENDERS_PER_RUN);
    runs.push((cpuMsOf(SITE_SERVER_FILE, serverPid) - before) / RENDERS_PER_RUN);
  }
  runs.sort((a, b) => a - b);
  const round = (ms) => +ms.toFixed(1);
  return {
    median: round(runs[Math.floor(runs.length / 2)]),
    low: round(runs[0]),
    high: round(runs.at(-1)),
  };
}

/** React's own cost in this run: scripts/render-reference.mjs, { bytes, cpuMs }. */
function renderReference() {
  const out = execFileSync(process.execPath, [path.join(root, 'scripts/render-reference.mjs')], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** The targets of the CPU per render: listing and detail at most 8 ms and 5× the reference. */
const RENDER_CPU_TARGET_MS = 8;
const RENDER_REFERENCE_FACTOR = 5;

/**
 * The renderer's section (`--render-only`): the site server's CPU per uncached render of the
 * listing, a detail page, home and a holiday unit beside React's own cost (the reference,
 * measured before and after them), then the uncached listing and detail under load at 10 and 50
 * connections from 50 visitor addresses (targets: ≥ 120 req/s at 10, p99 ≤ 500 ms at 50).
 */
async function renderSection() {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  try {
    await waitFor(`http://127.0.0.1:${SITE_PORT}/config.json`, 120_000);
    const origin = `http://localhost:${SITE_PORT}`;
    const detailUrl = await canonical(`${origin}/en/offer/1173`);
    const pages = [
      ['listing', `${origin}/en/offer`],
      ['detail', detailUrl],
      ['home', `${origin}/en/`],
      ['holiday unit', `${origin}/en/holiday/503`],
    ];
    const before = renderReference();
    console.log(
      `\nSite server: CPU per uncached render (all ${SITE_PROCESSES + (SITE_PROCESSES > 1 ? 1 : 0)} processes, median of ${RENDER_RUNS} runs of ${RENDERS_PER_RUN})`,
    );
    console.log(
      `  reference, renderToString of a static ${Math.round(before.bytes / 1024)} KB page in this Node: ${before.cpuMs} ms`,
    );
    const cpu = [];
    for (const [name, url] of pages) {
      const figure = await cpuPerRender(url, server.pid);
      cpu.push({ name, ...figure });
      const targeted = name === 'listing' || name === 'detail';
      console.log(
        `  ${name.padEnd(13)} ${figure.median} ms (${figure.low}–${figure.high}), ${(figure.median / before.cpuMs).toFixed(0)}× the reference` +
          (targeted
            ? ` (target ≤ ${RENDER_CPU_TARGET_MS} ms and ≤ ${RENDER_REFERENCE_FACTOR}×)`
            : ''),
      );
    }
    const after = renderReference();
    console.log(`  reference again after them: ${after.cpuMs} ms`);
    const reference = Math.min(before.cpuMs, after.cpuMs);
    const listing = await measureLoad(
      'Site server: the listing rendered for each request (uncached, 50 visitors)',
      { ...uncached(`${origin}/en/offer`), visitors: 50 },
      [10, 50],
    );
    const detail = await measureLoad(
      'Site server: a detail page rendered for each request (uncached, 50 visitors)',
      { ...uncached(detailUrl), visitors: 50 },
      [10, 50],
    );
    const at = (figures, count) => figures.find((f) => f.connections === count);
    console.log('\nUncached pages beside their targets');
    for (const [name, figures] of [
      ['listing', listing],
      ['detail', detail],
    ])
      console.log(
        `  ${name}: ${at(figures, 10)?.rps} req/s at 10 connections (target ≥ 120), ` +
          `p99 ${at(figures, 50)?.p99} ms at 50 (target ≤ 500)`,
      );
    return { reference, references: [before.cpuMs, after.cpuMs], cpu, listing, detail };
  } finally {
    server.kill('SIGTERM');
  }
}

if (process.argv.includes('--cached-only')) {
  await cachedOnly();
  process.exit(0);
}

if (process.argv.includes('--render-only')) {
  await renderSection();
  process.exit(0);
}

if (process.argv.includes('--search-only')) {
  await searchSection();
  process.exit(0);
}
const jsOnly = process.argv.includes('--js-only');
const loadOnly = process.argv.includes('--load-only');
const fullRun = !jsOnly && !loadOnly;
const load = loadOnly ? null : await firstLoad();
const search = fullRun ? await searchSection() : null;
const kb = (value) => (value === null ? 'not measured' : `${value} KB`);
// Lighthouse before the load figures, so that it never runs on a machine still busy from them:
// its TBT is a few long tasks of the page's start-up and moves with the host more than any other
// figure. The interactions likewise, on a slowed CPU.
const lighthouse = fullRun ? await lighthouseSection() : null;
const interactions = jsOnly || loadOnly ? null : await interactionSection();
const apiLoadFigures = jsOnly ? null : await apiLoad();
// The site server's reference has its number of processes (the API's has one, like the API).
const siteHello =
  jsOnly || SITE_PROCESSES === 1
    ? apiLoadFigures?.hello
    : await helloWorld(SITE_PROCESSES, SITE_PORT + 1001);
const siteLoadFigures = jsOnly ? null : await siteLoad(siteHello);
const renderFigures = fullRun ? await renderSection() : null;
console.log(
  `\nsummary:${load ? ` listing first-load JS ${load.totalGzipKb} KB gzipped, detail ${kb(load.detailGzipKb)}, home ${kb(load.homeGzipKb)};` : ''}` +
    `${load ? ` holiday search ${kb(load.holidayGzipKb)} (mf-holiday), ${kb(load.enquiryGzipKb)} (mf-holiday-enquiry);` : ''}` +
    `${interactions ? ` worst INP ${Math.max(...interactions.presses.map((p) => p.inp?.value ?? 0))} ms, slowest first paint to live ${(Math.max(...interactions.pages.map((p) => p.median)) / 1000).toFixed(2)} s (CPU slowed 4×);` : ''}` +
    `${apiLoadFigures ? ` API search at 50 connections ${(apiLoadFigures.ratio * 100).toFixed(1)} % of a hello-world;` : ''}` +
    `${siteLoadFigures ? ` server TTFB under 20 concurrent requests (median/p95 ms): ${siteLoadFigures.ttfb.map((t) => `${t.page} ${t.median}/${t.p95}`).join(', ')}` : ''}`,
);
if (fullRun) {
  console.log("\nThe figures as the README's performance table (method: docs/performance.md)\n");
  console.log(
    figuresTable({
      load,
      search,
      lighthouse,
      interactions,
      apiLoad: apiLoadFigures,
      siteLoad: siteLoadFigures,
      render: renderFigures,
    }),
  );
}
