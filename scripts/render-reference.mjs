// The reference of the bench's CPU per render (`npm run bench -- --render-only`): what React's
// own server renderer costs on this machine at this moment. A static page of about 30 KB (a
// heading, a list of estates as a table, a footer) is rendered with `renderToString` in
// production mode, in this Node; prints one JSON line: { bytes, cpuMs } where cpuMs is the
// process CPU time (user + system) per render, median of RUNS runs of RENDERS renders each.
import { createRequire } from 'node:module';

process.env.NODE_ENV = 'production';
const require = createRequire(import.meta.url);
const { createElement: h } = require('react');
const { renderToString } = require('react-dom/server');

const ROWS = 165;
const RUNS = Number(process.env.REFERENCE_RUNS ?? 7);
const RENDERS = Number(process.env.REFERENCE_RENDERS ?? 200);

/** The prices as the rows show them, formatted once: the reference measures React alone. */
const PRICES = Array.from(
  { length: ROWS },
  (_, i) => `€ ${(250_000 + i * 1_250).toLocaleString('nl-BE')}`,
);

/** A row of the estates' table: plain data, as a listing page shows it. */
function Row({ i }) {
  return h(
    'tr',
    { className: i % 2 ? 'odd' : 'even' },
    h('td', null, `ZV-${1000 + i}`),
    h('td', null, h('a', { href: `/en/offer/${1000 + i}/house-${i}` }, `House ${i} with garden`)),
    h('td', null, `${9000 + i} Ghent`),
    h('td', { className: 'price' }, PRICES[i]),
    h('td', null, `${2 + (i % 4)} bedrooms`),
  );
}

/** The static page: about 30 KB of HTML. */
function Page() {
  return h(
    'main',
    null,
    h('h1', null, 'Our offer'),
    h(
      'table',
      null,
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          ['Reference', 'Title', 'City', 'Price', 'Bedrooms'].map((name) =>
            h('th', { key: name }, name),
          ),
        ),
      ),
      h(
        'tbody',
        null,
        Array.from({ length: ROWS }, (_, i) => h(Row, { key: i, i })),
      ),
    ),
    h('footer', null, h('p', null, '© Immo Zonneveld')),
  );
}

const bytes = Buffer.byteLength(renderToString(h(Page)));
for (let i = 0; i < RENDERS; i += 1) renderToString(h(Page));
const runs = [];
for (let run = 0; run < RUNS; run += 1) {
  const before = process.cpuUsage();
  for (let i = 0; i < RENDERS; i += 1) renderToString(h(Page));
  const used = process.cpuUsage(before);
  runs.push((used.user + used.system) / 1000 / RENDERS);
}
runs.sort((a, b) => a - b);
console.log(JSON.stringify({ bytes, cpuMs: +runs[Math.floor(runs.length / 2)].toFixed(3) }));
