/**
 * `npm run vitals`: the visitors' own Web Vitals as the running site server counts them, a table
 * per page type: for each market and day (UTC), the p75 of LCP, INP and TTFB (ms) and CLS, and the
 * beacons behind them. Read from the site server's `/metrics` (the p75 it computes over all its
 * processes), which answers loopback only: run it on the server's machine.
 *
 * Usage: npm run vitals [-- <site server URL>]   (default http://127.0.0.1:$PORT, PORT 3000)
 */
const base = (process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(
  /\/+$/,
  '',
);
const VITALS = ['LCP', 'INP', 'CLS', 'TTFB'];

/** The labels of a Prometheus sample line's `{...}`. */
function labelsOf(text) {
  return Object.fromEntries([...text.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

/**
 * The rows of every page type from a Prometheus text: page type → `market day` → vital → p75 and
 * the number of beacons that carried it.
 */
export function vitalsRows(exposition) {
  const pages = new Map();
  const cell = (labels, vital) => {
    const type = labels.page_type;
    if (!pages.has(type)) pages.set(type, new Map());
    const rows = pages.get(type);
    const key = `${labels.market} ${labels.day}`;
    if (!rows.has(key)) rows.set(key, { market: labels.market, day: labels.day, vitals: {} });
    const row = rows.get(key);
    row.vitals[vital] ??= {};
    return row.vitals[vital];
  };
  for (const line of exposition.split('\n')) {
    const p75 = /^site_web_vital_p75\{([^}]*)\} (\S+)$/.exec(line);
    if (p75) {
      const labels = labelsOf(p75[1]);
      cell(labels, labels.vital).p75 = Number(p75[2]);
      continue;
    }
    const count =
      /^site_web_vital_(lcp|inp|cls|ttfb)(?:_milliseconds)?_count\{([^}]*)\} (\S+)$/.exec(line);
    if (count) cell(labelsOf(count[2]), count[1].toUpperCase()).count = Number(count[3]);
  }
  return pages;
}

/** The text of one vital's cell: its p75 (ms, CLS to three decimals) and beacons, or '–'. */
function cellText(vital, value) {
  if (value?.p75 === undefined) return '–';
  const p75 = vital === 'CLS' ? value.p75.toFixed(3) : `${Math.round(value.p75)} ms`;
  return `${p75} (${value.count ?? 0})`;
}

/** Prints a table per page type, its rows by market and day. */
function print(pages) {
  if (pages.size === 0) {
    console.log('No Web Vitals yet: no sampled visit has sent a beacon to this site server.');
    return;
  }
  const head = ['market', 'day', ...VITALS.map((v) => `${v} p75 (beacons)`)];
  for (const [type, rows] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
    const table = [...rows.values()]
      .sort((a, b) => a.market.localeCompare(b.market) || b.day.localeCompare(a.day))
      .map((row) => [row.market, row.day, ...VITALS.map((v) => cellText(v, row.vitals[v]))]);
    const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
    const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
    console.log(`\n${type}`);
    console.log(line(head));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const row of table) console.log(line(row));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const response = await fetch(`${base}/metrics`).catch((error) => {
    console.error(
      `The site server at ${base} does not answer (${error.cause?.code ?? error.message}).`,
    );
    process.exit(1);
  });
  if (!response.ok) {
    console.error(
      `${base}/metrics answered ${response.status}: it answers loopback and trusted proxies only.`,
    );
    process.exit(1);
  }
  print(vitalsRows(await response.text()));
}
