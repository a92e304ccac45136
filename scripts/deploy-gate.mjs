// The deploy gate's run of a candidate build (scripts/deploy.mjs starts it as a child process, so a
// build that hangs, crashes or leaks stays out of the deploy and out of the live site): it serves
// the candidate on a free local port, loads its server build into a federation instance of its
// own (the live shell's server render, shell/dist-ssr/main.js), checks the exports of every module
// it exposes, and renders each of its pages on the server in the markets it goes to, with the
// API's data (API_UPSTREAM, else API_PORT on this machine; the teams' endpoints of the site server
// on PORT). The other remotes of a page are left
// to the browser, as the site does with a remote placed elsewhere, so only the candidate is judged.
//
// Usage: node --conditions=agency-compiled scripts/deploy-gate.mjs <build folder> <remote folder> <market>...
// Prints one JSON line { problems: [...], notes: [...] }; exits 0 when there are no problems.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import sharedRoutes from 'shared/routes';

const { composeRoutes, installRoutes } = sharedRoutes;
const require = createRequire(import.meta.url);
const registry = require('./registry.cjs');
const deployments = require('./deployments.cjs');
const { buildRemoteServer } = require('../shell/dist-server/static-files.js');
const { runtimeConfigFor } = require('../shell/dist-server/site-config.js');

const [candidate, folder, ...marketNames] = process.argv.slice(2);
const remotes = registry.remotes();
const remote = remotes.find((r) => r.folder === folder);
const problems = [];
/** What the gate could not check, said without refusing. */
const notes = [];

/** The language the pages are rendered in: every demo site offers the default one. */
const LANG = 'nl';

/** A routes.json pattern in LANG as a regular expression of paths (`:param`: any segment). */
function patternPath(pattern, words) {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':')
        ? '[^/]+'
        : part.replace(/\{([a-zA-Z]+)\}/g, (_, word) => words[word] ?? word).replace(/[.]/g, '\\.'),
    );
  return new RegExp(`^/${LANG}${parts.map((part) => `/${part}`).join('')}/?$`);
}

/**
 * The URLs of each page the remote serves in a market, in LANG: one per routes.json pattern
 * without parameters, and for a page with parameters the first URL of the market's sitemap (the
 * live site server's) that one of them matches (a pattern that redirects, `switchTo`, only
 * there: its sitemap URLs are the canonical ones).
 * @returns page (exposed module) to its URLs, maybe none
 */
async function pageUrls(hostname, siteUpstream) {
  const words = remote.routes?.words?.[LANG] ?? {};
  const pages = remote.routes?.pages ?? [];
  const byPage = new Map(pages.map((page) => [page.page, []]));
  const withParams = pages.filter((page) => /(^|\/):/.test(page.pattern));
  for (const page of pages.filter((p) => !withParams.includes(p) && !p.switchTo)) {
    const rest = page.pattern.replace(/\{([a-zA-Z]+)\}/g, (_, word) => words[word] ?? word);
    byPage.get(page.page).push(`/${LANG}/${rest}`.replace(/\/+$/, '') || `/${LANG}`);
  }
  if (withParams.length === 0) return byPage;
  let paths = [];
  try {
    const answer = await fetch(`${siteUpstream}/sitemap-${LANG}.xml`, {
      headers: { host: hostname },
      signal: AbortSignal.timeout(5000),
    });
    paths = [...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
  } catch {
    // No sitemap: those pages are rendered by their URLs without parameters only.
  }
  for (const page of withParams) {
    const pattern = patternPath(page.pattern, words);
    const found = paths.find((url) => pattern.test(url));
    if (found && !byPage.get(page.page).includes(found)) byPage.get(page.page).push(found);
  }
  return byPage;
}

/** A React component as an export: a function, or a memo/forwardRef/lazy object. */
const isComponent = (value) =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && typeof value.$$typeof === 'symbol');

async function main() {
  installRoutes(composeRoutes(registry.routeManifests()));
  const candidateServer = await buildRemoteServer(path.resolve(candidate));
  await candidateServer.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${candidateServer.server.address().port}`;
  const locations = remotes.map((r) => ({ name: r.name, url: registry.baseUrlOf(r) }));
  const marketsFile = deployments.applyPointers(
    JSON.parse(
      fs.readFileSync(
        process.env.MARKETS_FILE ?? path.join(registry.root, 'config', 'markets.json'),
        'utf8',
      ),
    ),
    deployments.readPointers(deployments.deploymentsDir()),
    remotes,
    locations,
  );
  const shellRoot = path.join(registry.root, 'shell');
  const renderer = require(path.join(shellRoot, 'dist-ssr', 'main.js'));
  const template = fs.readFileSync(path.join(shellRoot, 'dist', 'index.html'), 'utf8');
  const apiUpstream =
    process.env.API_UPSTREAM ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
  const siteUpstream = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const warnings = [];
  console.warn = (...args) => warnings.push(args.map(String).join(' '));
  console.error = (...args) => warnings.push(args.map(String).join(' '));

  for (const name of marketNames) {
    const live = marketsFile.markets.find((m) => m.name === name);
    if (!live) continue;
    // The market with the candidate in every slot the remote fills there.
    const market = {
      ...live,
      slots: Object.fromEntries(
        Object.entries(live.slots).map(([slot, value]) => [
          slot,
          (typeof value === 'string' ? value : value.provider) === remote.name
            ? { provider: remote.name, url: base }
            : value,
        ]),
      ),
    };
    if (!Object.values(market.slots).some((v) => v.provider === remote.name)) continue;
    const config = runtimeConfigFor(market, locations, { remotes });
    const hostname = market.hostnames[0];
    for (const [page, urls] of await pageUrls(hostname, siteUpstream)) {
      // Judged at its first URL that answers 200, or fails; a 404 or a redirect (the data at
      // hand) says nothing either way, and the next URL is tried.
      let judged = false;
      const others = [];
      for (const url of urls) {
        warnings.length = 0;
        let result;
        try {
          result = await renderer.render({
            url,
            hostname,
            config,
            serverRemotes: { [remote.name]: `${base}/server/remoteEntry.js` },
            apiUpstream,
            // The teams' endpoints a page calls while it renders: the live site server's (reads).
            siteServer: { baseUrl: siteUpstream, forwardedHost: hostname },
            origin: `http://${hostname}`,
            visitorAddress: '127.0.0.1',
            template,
          });
        } catch (error) {
          problems.push(`${page} did not render on the server in market ${name}: ${String(error)}`);
          judged = true;
          break;
        }
        // Its parts are known once the render is ready; the page itself is not needed.
        if ('body' in result) result.body.resume();
        if (result.status >= 500 || result.incomplete) {
          problems.push(
            `${page} did not render on the server in market ${name} (${url}: status ${result.status}${result.incomplete ? ', parts missing' : ''})${warnings.length ? `: ${warnings.join(' | ')}` : ''}`,
          );
        }
        judged = result.status === 200 || result.status >= 500 || result.incomplete === true;
        if (judged) break;
        others.push(`${url}: ${result.status}`);
      }
      if (!judged)
        notes.push(
          `${page} was not rendered with content in market ${name} (${others.join(', ') || 'no URL of it in the sitemap'})`,
        );
    }
  }

  // The exports of every exposed module, from the candidate's server build, through the shell's
  // own federation instance (registered with the candidate by the renders above).
  const instance = globalThis.__FEDERATION__?.__INSTANCES__?.find((i) => i.name === 'shell');
  if (!instance) {
    problems.push('the shell server build has no federation instance to load the remote with');
  } else {
    instance.registerRemotes([{ name: remote.name, entry: `${base}/server/remoteEntry.js` }], {
      force: true,
    });
    for (const [module, { kind }] of Object.entries(remote.exposes)) {
      try {
        const loaded = await instance.loadRemote(`${remote.name}/${module}`);
        if (!loaded || loaded.failed) problems.push(`its server build does not load ${module}`);
        else if (!isComponent(loaded.default))
          problems.push(`${module} does not export a React component as its default export`);
        else if (kind === 'page' && 'prepare' in loaded && typeof loaded.prepare !== 'function')
          problems.push(`${module} exports a prepare that is not a function`);
      } catch (error) {
        problems.push(`its server build does not load ${module}: ${String(error)}`);
      }
    }
  }
  await candidateServer.close();
}

main()
  .catch((error) => problems.push(`the gate could not run: ${String(error?.stack ?? error)}`))
  .finally(() => {
    process.stdout.write(`${JSON.stringify({ problems, notes })}\n`);
    process.exit(problems.length ? 1 : 0);
  });
