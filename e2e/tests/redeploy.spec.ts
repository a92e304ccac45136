/**
 * A remote deployed alone while the site runs, with the deploy commands (`npm run deploy`,
 * `promote`, `rollback`, `deployments`): on the REDEPLOY_SITE_PORT site, which serves the
 * favourites remote itself with the versions deployed into the journeys' own deployments folder.
 * A new version goes to one market first (canary), then to every market, then back; the site
 * server renders each market's version within its revalidation time and the browser hydrates it
 * without a mismatch; pages opened before a deploy keep working on their own version; and the
 * gate refuses broken builds, leaving the live site as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  marketsFile,
  REDEPLOY_REMOTE_PORT,
  REDEPLOY_REVALIDATE_MS,
  REDEPLOY_SITE_PORT,
  redeployDeploymentsDir,
  SITE_PORT,
} from './markets-file';
import {
  buildOnNewerShared,
  buildWithoutCount,
  INTRO,
  markedBuild,
  npmRun,
  removeBuilds,
  SHARED_MAJOR,
  throwingBuild,
} from './deploy-builds';
import { remoteUrlsEnv } from '../../scripts/registry.cjs';
import { stableHtml } from './html-order';

// One site, one deployments folder: the journeys take turns.
test.describe.configure({ mode: 'serial' });

const first = `http://localhost:${REDEPLOY_SITE_PORT}`;
const second = `http://ardennes.localhost:${REDEPLOY_SITE_PORT}`;
const deployments = redeployDeploymentsDir();

/** The environment of the deploy commands: the REDEPLOY site's deployments, markets and ports. */
const commandEnv: Record<string, string> = {
  ...remoteUrlsEnv(SITE_PORT),
  MF_FAVORITES_URL: '',
  MF_FAVORITES_PORT: String(REDEPLOY_REMOTE_PORT),
  DEPLOYMENTS_DIR: deployments,
  MARKETS_FILE: marketsFile(),
  PORT: String(REDEPLOY_SITE_PORT),
  API_PORT: String(SITE_PORT + 1000),
};

const deploy = (...args: string[]) => npmRun(['deploy', '--', 'mf-favorites', ...args], commandEnv);

/**
 * The server's HTML of the favourites page of a market (its origin), asked for on 127.0.0.1 with
 * the market's Host (Node does not resolve `*.localhost` names as browsers do).
 */
async function favoritesHtml(
  request: APIRequestContext,
  origin: string,
  query = '',
): Promise<string> {
  const answer = await request.get(`http://127.0.0.1:${REDEPLOY_SITE_PORT}/en/favorites${query}`, {
    headers: { host: new URL(origin).host },
  });
  // The teams' styles and the state in one order: two renders of one page may differ there.
  return stableHtml(await answer.text());
}

/** Waits until the server's favourites page of a market shows `text` (its build's). */
async function serverShows(request: APIRequestContext, origin: string, text: string) {
  await expect
    .poll(async () => favoritesHtml(request, origin), { timeout: REDEPLOY_REVALIDATE_MS * 15 })
    .toContain(`${text}</p>`);
}

/** The favourites page's introduction ending with `text` (one build's), in a page. */
const introOf = (page: Page, text: string) =>
  page.getByRole('main').getByText(new RegExp(`${text.replace(/[.()]/g, '\\$&')}$`));

/** Opens a market's favourites page and checks it shows `text` once hydrated. */
async function pageShows(page: Page, origin: string, text: string) {
  await page.goto(`${origin}/en/favorites`);
  await expect(introOf(page, text)).toBeVisible();
}

/** The React errors and uncaught errors of a page opened without the journeys' fixture. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/^(Recoverable|Missing translation key)/.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Puts every market back on the remote's dist/ build (no deployed version live). */
async function undeployAll(request: APIRequestContext) {
  fs.mkdirSync(deployments, { recursive: true });
  fs.writeFileSync(path.join(deployments, 'pointers.json'), '{ "markets": {} }\n');
  await serverShows(request, first, INTRO);
  await serverShows(request, second, INTRO);
}

test.afterAll(removeBuilds);

test.beforeEach(async ({ request }) => {
  test.setTimeout(120_000);
  await undeployAll(request);
});

test('a new version goes to one market, then to all, then back, while open pages keep working', async ({
  page,
  browser,
  request,
}) => {
  // A tab of the second market opened before any deploy, live through all of them.
  const early = await browser.newPage();
  const earlyProblems = problemsOf(early);
  await early.goto(`${second}/en/offer`);
  await early.locator('html[data-rendered]').waitFor({ state: 'attached' });

  const build = markedBuild('build 2');
  const canary = await deploy('--from', build.folder, '--market', 'ardennes');
  expect(canary.output).toContain('is live in ardennes');
  expect(canary.code).toBe(0);

  // The second market shows the new text, rendered by the server and hydrated; the first does not.
  await serverShows(request, second, build.text);
  expect(await favoritesHtml(request, first)).not.toContain(build.text);
  await pageShows(page, second, build.text);
  await pageShows(page, first, INTRO);

  // Renders of the two markets at the same moment each carry their own market's version.
  const together = await Promise.all(
    Array.from({ length: 16 }, async (_, n) => {
      const origin = n % 2 === 0 ? first : second;
      return { origin, html: await favoritesHtml(request, origin, `?together=${n}`) };
    }),
  );
  for (const { origin, html } of together) {
    expect(html).toContain(`${origin === second ? build.text : INTRO}</p>`);
  }

  // A tab opened on the canary version, live through the promotion and the rollback.
  const canaryTab = await browser.newPage();
  const canaryProblems = problemsOf(canaryTab);
  await canaryTab.goto(`${second}/en/offer`);
  await canaryTab.locator('html[data-rendered]').waitFor({ state: 'attached' });

  const listed = await npmRun(['deployments'], commandEnv);
  expect(listed.output).toMatch(/ardennes:[\s\S]*mf-favorites\s+0\d{3}-[0-9a-f]{10} since /);
  expect(listed.output).toMatch(/zonneveld:[\s\S]*mf-favorites\s+dist\/ \(no deployed version\)/);

  const promoted = await npmRun(['promote', '--', 'mf-favorites'], commandEnv);
  expect(promoted.code).toBe(0);
  await serverShows(request, first, build.text);
  await pageShows(page, first, build.text);
  await pageShows(page, second, build.text);

  const rolledBack = await npmRun(['rollback', '--', 'mf-favorites'], commandEnv);
  expect(rolledBack.code).toBe(0);
  await serverShows(request, first, INTRO);
  await serverShows(request, second, INTRO);
  await pageShows(page, first, INTRO);
  await pageShows(page, second, INTRO);

  // The open tabs load a lazy part of the remote (its page, by the header's counter) from the
  // version they started with, whose files are still served.
  for (const [tab, problems, text] of [
    [early, earlyProblems, INTRO],
    [canaryTab, canaryProblems, build.text],
  ] as const) {
    await tab.getByRole('banner').locator('[data-boundary="favorites"] a').click();
    await expect(tab).toHaveURL(/\/en\/favorites$/);
    await expect(introOf(tab, text)).toBeVisible();
    expect(problems).toEqual([]);
    await tab.close();
  }
});

test('a page rendered before a deploy that loads its scripts after it still works', async ({
  page,
  browser,
  request,
}) => {
  // A page the server renders now, with the build before; its browser loads the remote's code
  // only after the deploy.
  const late = await browser.newPage();
  const lateProblems = problemsOf(late);
  let release = () => {};
  const deployed = new Promise<void>((resolve) => (release = resolve));
  await late.route(`http://localhost:${REDEPLOY_REMOTE_PORT}/**`, async (route) => {
    await deployed;
    await route.continue();
  });
  await late.goto(`${first}/en/favorites`, { waitUntil: 'domcontentloaded' });

  const build = markedBuild('build 3');
  const result = await deploy('--from', build.folder);
  expect(result.output).toContain('is live in zonneveld, ardennes');
  release();

  // The old page goes live on its own version's code and works: its link leads to the listing.
  await late.locator('html[data-rendered]').waitFor({ state: 'attached' });
  await expect(introOf(late, INTRO)).toBeVisible();
  await late.getByRole('main').getByRole('link', { name: 'Browse our offer' }).click();
  await expect(late.locator('[data-boundary="search"] article')).toHaveCount(15);
  expect(lateProblems).toEqual([]);
  await late.close();

  await serverShows(request, first, build.text);
  await pageShows(page, first, build.text);
});

test('the gate refuses a broken build and the live site keeps the version before', async ({
  request,
}) => {
  const good = markedBuild('build 4');
  expect((await deploy('--from', good.folder)).code).toBe(0);
  await serverShows(request, first, good.text);
  await serverShows(request, second, good.text);
  const pointers = fs.readFileSync(path.join(deployments, 'pointers.json'), 'utf8');
  const before = [await favoritesHtml(request, first), await favoritesHtml(request, second)];

  for (const [folder, message] of [
    [throwingBuild(), /FavoritesPage did not render on the server.*the favourites page is broken/],
    [buildWithoutCount(), /its manifest does not expose FavoritesCount/],
    [
      buildOnNewerShared(),
      new RegExp(
        `built against shared/api ${SHARED_MAJOR + 1}\\.0\\.0 .*the live shell provides ${SHARED_MAJOR}\\.`,
      ),
    ],
  ] as const) {
    const refused = await deploy('--from', folder, '--market', 'ardennes');
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('Deploy refused');
    expect(refused.output).toMatch(message);
    expect(fs.readFileSync(path.join(deployments, 'pointers.json'), 'utf8')).toBe(pointers);
  }
  // The same pages as before.
  expect([await favoritesHtml(request, first), await favoritesHtml(request, second)]).toEqual(
    before,
  );
});
