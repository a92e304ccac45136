/**
 * A remote redeployed alone is picked up without restarting anything: on the REDEPLOY_SITE_PORT
 * site, the favourites remote is a deployment of its own (e2e/redeploy/serve-remote.mjs) that
 * the journey deploys anew (a build whose introduction text ends with "(build N)") while the site
 * runs. The site server renders it within its revalidation time, the browser hydrates it without
 * a mismatch, and a page the server rendered with the old build that hydrates after the deploy
 * still works.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { REDEPLOY_REMOTE_PORT, REDEPLOY_REVALIDATE_MS, REDEPLOY_SITE_PORT } from './markets-file';

const site = `http://localhost:${REDEPLOY_SITE_PORT}`;
const remote = `http://127.0.0.1:${REDEPLOY_REMOTE_PORT}`;

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

test('a remote redeployed alone shows on the next pages, server-rendered and hydrated', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const before = (await (await request.get(`${remote}/__e2e/build`)).json()) as { text: string };
  await page.goto(`${site}/en/favorites`);
  await expect(page.getByText(before.text, { exact: false })).toBeVisible();

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
  await late.goto(`${site}/en/favorites`, { waitUntil: 'domcontentloaded' });

  const after = (await (await request.post(`${remote}/__e2e/deploy`)).json()) as {
    text: string;
  };
  expect(after.text).not.toBe(before.text);
  release();

  // The old page goes live on the new code and works: its link leads to the listing.
  await late.locator('html[data-rendered]').waitFor({ state: 'attached' });
  await expect(late.getByText(before.text, { exact: false })).toBeVisible();
  await late.getByRole('main').getByRole('link', { name: 'Browse our offer' }).click();
  await expect(late.locator('[data-boundary="search"] article')).toHaveCount(15);
  expect(lateProblems).toEqual([]);
  await late.close();

  // The site server picks the new build up within its revalidation time (and the page cache,
  // whose ETags name the remotes' builds, does not keep the page before).
  await expect
    .poll(async () => (await request.get(`${site}/en/favorites`)).text(), {
      timeout: REDEPLOY_REVALIDATE_MS * 15,
    })
    .toContain(after.text);
  // A new page: the server's HTML and the browser's code are the new build's, and hydrate
  // without a mismatch (the fixture fails the journey on one).
  await page.goto(`${site}/en/favorites`);
  await expect(page.getByText(after.text, { exact: false })).toBeVisible();
});
