/**
 * The impatient visitor: presses, chooses and types as soon as a control is painted, before the
 * page is live, on a CPU slowed four times as on a mid-range phone. To be sure each press comes
 * before the page is live, the site's start script is held back until the visitor has acted;
 * then the page goes live and every press must have had its effect: links and GET forms by
 * themselves, script-only controls through the press capture, and no choice or text reverted.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.locator('[data-boundary="search"] article');
const counter = (page: Page) => page.getByRole('banner').locator('[data-boundary="favorites"] a');
const isLive = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-rendered'));

/**
 * Opens `url` as soon as its first bytes arrive, with the site's scripts held back until `act`
 * has run (asserting that the page was not live meanwhile), then lets the page go live.
 */
async function beforeLive(page: Page, url: string, act: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/start.js', async (route) => {
    await released;
    await route.continue();
  });
  // The frame's own goto: the fixture's would wait for the page to be live.
  await page.mainFrame().goto(url, { waitUntil: 'commit' });
  await act();
  expect(await isLive(page), 'the visitor acted before the page was live').toBe(false);
  release();
}

// A slowed CPU: the pages take several times longer to go live than on a desktop.
test.describe.configure({ timeout: 90_000 });

/** Waits until the page (the one the visitor is on now) is live. */
const live = (page: Page) => page.locator('html[data-rendered]').waitFor({ state: 'attached' });

test('"Show more" pressed before the page is live leads to the next page with the earlier results', async ({
  page,
}) => {
  await beforeLive(page, '/en/offer?trans=kopen', async () => {
    const more = page.getByRole('link', { name: 'Show more properties' });
    await expect(more).toHaveAttribute('href', /\/en\/offer\?trans=kopen&page=2#result-16$/);
    await more.click();
    await page.waitForURL(/page=2/, { waitUntil: 'commit' });
  });
  await live(page);
  await expect(cards(page)).toHaveCount(30);
  for (const text of await cards(page).allInnerTexts()) expect(text).not.toMatch(/month/i);
  await expect(page).toHaveURL(/\?trans=kopen&page=2(#result-16)?$/);
  // Live now: the next press appends in place, and the address says so for a reload.
  await page.getByRole('link', { name: 'Show more properties' }).click();
  await expect(cards(page)).toHaveCount(45);
  await expect(page).toHaveURL(/\?trans=kopen&page=3(#result-\d+)?$/);
  await page.reload();
  await expect(cards(page)).toHaveCount(45);
});

test('a card’s heart pressed before the page is live is stored once it is', async ({ page }) => {
  await beforeLive(page, '/en/offer', async () => {
    await cards(page)
      .first()
      .getByRole('button', { name: /favourites/i })
      .click();
  });
  await live(page);
  await expect(
    cards(page)
      .first()
      .getByRole('button', { name: /favourites/i }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(counter(page)).toContainText('1');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '[]'));
  expect(stored).toHaveLength(1);
});

test('"Add to favourites" on a detail page pressed before it is live is stored', async ({
  page,
}) => {
  await page.goto('/en/offer');
  const href = await cards(page).first().getByRole('link').first().getAttribute('href');
  await beforeLive(page, href!, async () => {
    await page.getByRole('main').getByRole('button', { name: 'Add to favourites' }).click();
  });
  await live(page);
  await expect(counter(page)).toContainText('1');
});

test('a transaction chosen and a municipality typed before the page is live are kept', async ({
  page,
}) => {
  await beforeLive(page, '/en/offer', async () => {
    await page.getByLabel('Transaction').selectOption('TO_RENT');
    await page.getByRole('combobox', { name: 'Municipality' }).fill('Gent');
  });
  await live(page);
  await expect(page).toHaveURL(/trans=huren/);
  await expect(page.getByLabel('Transaction')).toHaveValue('TO_RENT');
  await expect(page.getByRole('combobox', { name: 'Municipality' })).toHaveValue('Gent');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(cards(page).first()).toContainText(/month/i);
});

test('the gallery pressed before a detail page is live opens', async ({ page }) => {
  await page.goto('/en/offer');
  const href = await cards(page).first().getByRole('link').first().getAttribute('href');
  await beforeLive(page, href!, async () => {
    await page.getByRole('button', { name: /^Open picture 1 of \d+ in full screen$/ }).click();
  });
  await live(page);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a holiday home’s photo chosen before the page is live is shown', async ({ page }) => {
  await page.goto('/en/holiday');
  const unit = await page
    .locator('[data-boundary="holiday"] article a')
    .first()
    .getAttribute('href');
  await beforeLive(page, unit!, async () => {
    await page.getByRole('button', { name: /^Show photo 2 of \d+$/ }).click();
  });
  await live(page);
  await expect(page.getByRole('button', { name: /^Show photo 2 of \d+$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a holiday home’s free arrival day pressed before the page is live is chosen', async ({
  page,
}) => {
  await beforeLive(page, '/en/holiday/510', async () => {
    // The server renders the calendar with the unit's free periods, in its own styles.
    await page
      .getByRole('button', { name: /: free week until/ })
      .first()
      .click();
  });
  await live(page);
  await expect(page.getByText(/^Your period: week from /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price of your stay' })).toContainText('€');
});

test('the map button pressed before the page is live opens the map', async ({ page }) => {
  await beforeLive(page, '/en/offer', async () => {
    await page.getByRole('button', { name: 'Map' }).click();
  });
  await live(page);
  await expect(page.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
});

test('the home page’s quick search sent before the page is live shows its results', async ({
  page,
}) => {
  await beforeLive(page, '/nl/', async () => {
    const form = page.getByRole('search');
    await form.getByLabel('Ik wil').selectOption('FOR_SALE');
    await form.getByRole('combobox', { name: 'Gemeente' }).fill('Gent');
    await form.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(/\/nl\/aanbod\?/, { waitUntil: 'commit' });
  });
  await live(page);
  await expect(page).toHaveURL(/\/nl\/aanbod\?trans=kopen&city=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gent');
  await expect(cards(page).first()).toBeVisible();
  for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/Gent/);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters, the municipality and "show more" work as a GET form and a link', async ({
    page,
  }) => {
    // The fixture's goto waits for a live page, which never comes without scripts.
    await page.mainFrame().goto('/en/offer');
    await page.getByLabel('Transaction').selectOption('TO_RENT');
    await page.getByRole('combobox', { name: 'Municipality' }).fill('Atlantis');
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/status=TO_RENT/);
    await expect(page.getByLabel('Transaction')).toHaveValue('TO_RENT');
    // A name that matches no municipality is said, not silently dropped.
    await expect(page.getByText('No municipality found for “Atlantis”')).toBeVisible();
    await expect(cards(page).first()).toContainText(/month/i);
    const count = await cards(page).count();
    if (count === 15) {
      await page.getByRole('link', { name: 'Show more properties' }).click();
      await expect(page).toHaveURL(/page=2#result-16$/);
      expect(await cards(page).count()).toBeGreaterThan(15);
    }
  });

  test('a holiday home shows its free arrival days, styled as a calendar', async ({ page }) => {
    await page.mainFrame().goto('/en/holiday/510');
    const free = page.getByRole('button', { name: /: free week until/ }).first();
    await expect(free).toBeVisible();
    await expect(page.getByText('No free period remains')).toHaveCount(0);
    // react-day-picker's stylesheet is in the page: a day is a square of the calendar's grid.
    expect(await free.evaluate((day) => getComputedStyle(day).borderRadius)).toBe('6px');
  });
});

for (const width of [412, 1280]) {
  test(`30 fresh loads at ${width} px: a heart pressed as soon as it shows is kept every time`, async ({
    browser,
  }) => {
    // Nothing held back here: the press lands wherever the page's start-up happens to be (before
    // the capture replays it, during hydration, or live), as a real impatient visitor's does. A
    // layout that moves when the page goes live makes such a press land beside the heart.
    test.setTimeout(600_000);
    for (let load = 0; load < 30; load++) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto('/nl/aanbod', { waitUntil: 'commit' });
      const heart = cards(page)
        .nth(load % 15)
        .getByTestId('favorite-toggle');
      await heart.click();
      await live(page);
      await expect(heart, `load ${load + 1}`).toHaveAttribute('aria-pressed', 'true');
      const stored = await page.evaluate(() => localStorage.getItem('favorites'));
      expect(JSON.parse(stored ?? '[]'), `load ${load + 1}`).toHaveLength(1);
      await context.close();
    }
  });
}
