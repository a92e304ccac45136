/** Journeys of the search: filters from the panel and from a URL, sort, grouping, load more, history, city search, map. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const API = `http://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? 3100) + 1000}`;
const cards = (page: Page) => page.locator('[data-boundary="search"] article');

/** The prices shown on the cards, in euro (cards without a price are skipped). */
async function prices(page: Page): Promise<number[]> {
  const texts = await cards(page).allInnerTexts();
  return texts
    .map((text) => /€\s?([\d.]+)/.exec(text)?.[1])
    .filter((p): p is string => Boolean(p))
    .map((p) => Number(p.replace(/\./g, '')));
}

test('filter by transaction, type and price from the panel', async ({ page }) => {
  await page.goto('/en/offer');
  await expect(cards(page)).toHaveCount(15);
  await page.getByLabel('Transaction').selectOption({ label: 'For rent' });
  await expect(page).toHaveURL(/trans=huren/);
  await expect(cards(page).first()).toContainText(/month/i);
  for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/month/i);

  await page.getByLabel('Transaction').selectOption({ label: 'For sale' });
  await expect(page).toHaveURL(/trans=kopen/);
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'House' });
  await expect(page).toHaveURL(/type=1/);
  const maximum = page.getByLabel('Maximum price');
  const options = await maximum.locator('option').allTextContents();
  const chosen =
    options.find((o) => /400\.000/.test(o)) ?? options[Math.floor(options.length / 2)]!;
  await maximum.selectOption({ label: chosen });
  await expect(page).toHaveURL(/price-max=\d+/);
  const max = Number(new URL(page.url()).searchParams.get('price-max'));
  await expect(cards(page).first()).toBeVisible();
  for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(max);
});

test('a pasted URL reproduces the search, sorted by price ascending', async ({ page }) => {
  await page.goto('/en/offer?trans=kopen&price-max=300000&sortType=price&sortOrder=ASC');
  await expect(cards(page).first()).toBeVisible();
  const shown = await prices(page);
  expect(shown.length).toBeGreaterThan(3);
  expect(shown.every((p) => p <= 300000)).toBe(true);
  expect([...shown].sort((a, b) => a - b)).toEqual(shown);
  await expect(page.getByLabel('Transaction')).toHaveValue(/kopen|FOR_SALE/);
});

test('a pasted URL with type and municipality reproduces the search, titled in its language', async ({
  page,
  request,
}) => {
  const answer = await request.post(`${API}/sites/1/estates`, {
    data: { query: { status: ['FOR_SALE'], type: [1], city: [1] }, size: 1 },
  });
  const expected = ((await answer.json()) as { total: { value: number } }).total.value;
  expect(expected).toBeGreaterThan(0);
  await page.goto('/nl/aanbod?trans=kopen&type=1&city=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Huizen te koop in Antwerpen');
  await expect(page).toHaveTitle(/^Huizen te koop in Antwerpen/);
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: 'Gemeente' })).toHaveValue(/Antwerpen/);
  await expect(page.locator('[data-boundary="search"] p[role="status"]')).toContainText(
    String(expected),
  );
  for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/Antwerpen/);
});

test('sort by price both ways puts prices in order on screen', async ({ page }) => {
  await page.goto('/en/offer?trans=kopen');
  // The sort waits under "More filters", folded away so the results start high.
  await expect(page.getByLabel('Sort by')).toBeHidden();
  await page.getByRole('search').getByText('More filters').click();
  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sortType=price/);
  await expect(page).not.toHaveURL(/sortOrder=ASC/);
  await expect(cards(page)).toHaveCount(15);
  const down = await prices(page);
  expect([...down].sort((a, b) => b - a)).toEqual(down);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sortOrder=ASC/);
  await expect.poll(async () => (await prices(page))[0]).toBeLessThan(down[0]!);
  const up = await prices(page);
  expect([...up].sort((a, b) => a - b)).toEqual(up);
});

for (const grouping of ['Type', 'Subtype', 'Status', 'Municipality']) {
  test(`grouping by ${grouping}: headings count whole groups, and loading more keeps their order`, async ({
    page,
  }) => {
    await page.goto('/en/offer');
    await page.getByRole('search').getByText('More filters').click();
    await page.getByLabel('Group by').selectOption({ label: grouping });
    await expect(page).toHaveURL(/groupBy=/);
    const headings = page
      .locator('[data-boundary="search"]')
      .getByRole('heading', { level: 3 })
      .filter({ hasText: /\(\d+\)$/ });
    await expect(headings.first()).toBeVisible();
    const read = async () =>
      (await headings.allInnerTexts()).map((text) => {
        const [, label, count] = /^(.*) \((\d+)\)$/.exec(text) ?? [];
        return { label: label ?? '', count: Number(count) };
      });
    const first = await read();
    // The first group counts all its estates, not only the 15 cards of the first page.
    const status = page.locator('[data-boundary="search"] p[role="status"]');
    await expect(status).toHaveText(/\d+ properties/);
    const total = Number(/(\d+)/.exec(await status.innerText())?.[1]);
    expect(first.reduce((sum, g) => sum + g.count, 0)).toBeLessThanOrEqual(total);
    for (let i = 0; i < 3; i += 1) {
      await page.getByRole('link', { name: 'Show more properties' }).click();
      await expect(cards(page)).toHaveCount(15 * (i + 2));
    }
    const after = await read();
    // Groups already shown keep their place: new ones only come after them.
    expect(after.slice(0, first.length).map((g) => g.label)).toEqual(first.map((g) => g.label));
    // A group's count does not change as its cards load.
    for (const group of first) {
      expect(after.find((g) => g.label === group.label)?.count).toBe(group.count);
    }
  });
}

test('load more keeps the filters on', async ({ page }) => {
  await page.goto('/en/offer?trans=huren');
  await expect(cards(page)).toHaveCount(15);
  await page.getByRole('link', { name: 'Show more properties' }).click();
  await expect(cards(page)).toHaveCount(30);
  for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/month/i);
  await expect(page).toHaveURL(/trans=huren/);
});

test('back and forward restore the search', async ({ page }) => {
  await page.goto('/en/offer');
  await expect(cards(page)).toHaveCount(15);
  await page.getByLabel('Transaction').selectOption({ label: 'For rent' });
  await expect(page).toHaveURL(/trans=huren/);
  await page.goBack();
  await expect(page).not.toHaveURL(/trans=/);
  await expect(page.getByLabel('Transaction')).not.toHaveValue(/huren|TO_RENT/);
  await page.goForward();
  await expect(page).toHaveURL(/trans=huren/);
  await expect(cards(page).first()).toContainText(/month/i);
});

test('city search by keyboard', async ({ page }) => {
  await page.goto('/en/offer');
  const city = page.getByRole('combobox', { name: 'Municipality' });
  await city.click();
  await city.pressSequentially('Ghe', { delay: 50 });
  await expect(page.getByRole('option', { name: /Ghent/ }).first()).toBeVisible();
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(page).toHaveURL(/city=\d+/);
  await expect(cards(page).first()).toBeVisible();
  for (const text of await cards(page).locator('h3').allInnerTexts()) expect(text).toMatch(/Ghent/);
});

test('malformed query values are ignored, not a crash', async ({ page }) => {
  await page.goto('/en/offer?price-min=abc&type=zz&sortOrder=sideways');
  await expect(cards(page)).toHaveCount(15);
  await expect(page).not.toHaveURL(/abc|zz|sideways/);
});

test('the map shows markers and leaves hidden statuses out', async ({ page, request }) => {
  const hidden = await request.post(`${API}/sites/1/estates`, {
    data: { query: { transaction: [12] }, size: 1 },
  });
  expect((await hidden.json()).total.value).toBeGreaterThan(0);

  // The estates' markers, in Leaflet's marker pane (the basemap's town names have a pane of
  // their own).
  await page.goto('/en/offer');
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.leaflet-marker-pane .leaflet-marker-icon').first()).toBeVisible();

  await page.goto('/en/offer?transaction=12');
  await expect(page.locator('[data-boundary="search"]')).toContainText(
    /No properties match|0 properties/,
  );
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.leaflet-marker-pane .leaflet-marker-icon')).toHaveCount(0);
});

test('the home page has a quick search that leads into the search', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-boundary="search"] article').first()).toBeVisible();
  const form = page.getByRole('search').or(page.getByRole('form')).first();
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en\/offer/);
  await expect(cards(page)).toHaveCount(15);
});

test('switching language on the listing loads that language’s texts: labels, cards and header follow', async ({
  page,
}) => {
  await page.goto('/en/offer?trans=kopen');
  await expect(cards(page)).toHaveCount(15);
  await expect(page.getByLabel('Transaction')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await expect(page).toHaveURL(/\/de\/angebot\?trans=kopen/);
  await expect(page.getByLabel('Transaktion')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  await expect(cards(page)).toHaveCount(15);
  await expect(cards(page).first()).toContainText(/Schlafzimmer|Badezimmer|m²/);
  // No text key shows through while the German texts arrive.
  await expect(page.locator('body')).not.toContainText(/\b(filter|card|home|results)\.[a-z]/);
});

test('back from a detail page finds the loaded pages and the scroll position', async ({ page }) => {
  await page.goto('/en/offer?trans=kopen');
  await page.getByRole('link', { name: 'Show more properties' }).click();
  await expect(cards(page)).toHaveCount(30);
  const card = cards(page).nth(20);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await card.getByRole('link').first().click();
  await expect(page.locator('[data-boundary="detail"] h1')).toBeVisible();
  await page.goBack();
  await expect(cards(page)).toHaveCount(30);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the results come first; the filters unfold from their button and apply', async ({
    page,
  }) => {
    await page.goto('/en/offer');
    await expect(cards(page)).toHaveCount(15);
    const toggle = page.getByTestId('filter-panel-toggle');
    await expect(toggle).toHaveText('Filters');
    await expect(page.getByLabel('Transaction')).toBeHidden();
    // A disclosure: the keyboard opens it as it would a button.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Transaction').selectOption({ label: 'For rent' });
    await expect(page).toHaveURL(/trans=huren/);
    await expect(toggle).toHaveText('Filters (1)');
    await expect(cards(page).first()).toContainText(/month/i);
    const box = await cards(page).first().boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(360);
  });
});

test.describe('on a phone without scripts', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the filters unfold, a choice submits and the results are filtered', async ({ page }) => {
    // The fixture's goto waits for a live page, which never comes without scripts.
    await page.mainFrame().goto('/nl/aanbod');
    const form = page.getByRole('search');
    await expect(form.getByLabel('Transactie')).toBeHidden();
    await form.getByText('Filters', { exact: true }).click();
    await form.getByLabel('Transactie').selectOption({ label: 'Te huur' });
    await form.getByRole('button', { name: 'Resultaten tonen' }).click();
    await expect(page).toHaveURL(/[?&]status=TO_RENT(&|$)/);
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all()) await expect(card).toContainText(/maand/i);
    // The fold names the filter now in use.
    await expect(form.getByText('Filters (1)', { exact: true })).toBeVisible();
  });
});

test('a municipality given by name in the address is looked up, or said to match none', async ({
  page,
}) => {
  await page.goto('/en/offer?city=Gent&trans=kopen');
  await expect(page).toHaveURL(/\/en\/offer\?trans=kopen&city=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Gent|Ghent/);
  for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/Gent|Ghent/);

  await page.goto('/en/offer?city=Atlantis');
  await expect(page.getByText('No municipality found for “Atlantis”')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/offer$/);
});
