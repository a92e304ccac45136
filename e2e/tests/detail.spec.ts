/** Journeys of detail pages of houses, sold, rent and Wallonia estates, projects and units, the gallery. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const API = `http://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? 3100) + 1000}`;

interface Found {
  id: string;
  general: {
    title: Record<string, string>;
    address: { region: string | null; visible: boolean };
    price: { value: number | null };
    floodingBuildingScore: string | null;
    guid: string | null;
  };
  children: { id: string; general: { floor: number | null } }[];
  pictures: unknown[];
}

async function find(
  request: APIRequestContext,
  query: Record<string, unknown>,
  size = 50,
): Promise<Found[]> {
  const response = await request.post(`${API}/sites/1/estates`, { data: { query, size } });
  expect(response.ok()).toBe(true);
  return (await response.json()).results as Found[];
}

const article = (page: Page) => page.locator('[data-boundary="detail"] article').first();
const header = (page: Page) => article(page).locator('header').first();

test('a house for sale shows its price, address and energy label', async ({ page, request }) => {
  const [house] = await find(request, { status: ['FOR_SALE'], type: [1], 'price-min': 100000 });
  await page.goto(`/en/offer/${house!.id}`);
  await expect(page).toHaveURL(new RegExp(`/en/offer/${house!.id}/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(header(page)).toContainText('€');
  await expect(article(page)).toContainText(/kWh/);
});

test('a sold estate shows its state and no price', async ({ page, request }) => {
  const [sold] = await find(request, { status: ['SOLD'] });
  await page.goto(`/en/offer/${sold!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(header(page)).toContainText(/sold/i);
  await expect(header(page)).not.toContainText('€');
});

test('a rent estate shows its monthly rent', async ({ page, request }) => {
  const [rent] = await find(request, { status: ['TO_RENT'] });
  await page.goto(`/nl/aanbod/${rent!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(header(page)).toContainText('€');
  await expect(header(page)).toContainText(/maand/i);
});

test('an estate in Wallonia shows no flood scores', async ({ page, request }) => {
  const near = await find(request, { status: ['FOR_SALE'], geo_range: '60km;50.4650;4.8650' }, 100);
  const wallonia = near.find((e) => e.general.address.region === 'WALLONIA');
  expect(wallonia).toBeDefined();
  const flanders = (
    await find(request, { status: ['FOR_SALE'], geo_range: '20km;51.0543;3.7174' }, 100)
  ).find((e) => e.general.address.region === 'FLANDERS' && e.general.floodingBuildingScore);
  if (flanders) {
    await page.goto(`/en/offer/${flanders.id}`);
    await expect(article(page)).toContainText('Flood score of the building');
  }
  await page.goto(`/en/offer/${wallonia!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(article(page)).toContainText(/kWh|m²/);
  await expect(article(page)).not.toContainText('Flood score of the building');
  await expect(article(page)).not.toContainText('Flood score of the plot');
});

test('a project lists its units in floor order, and a unit page links back to it', async ({
  page,
  request,
}) => {
  const [project] = await find(request, { type: [9] });
  await page.goto(`/en/offer/${project!.id}`);
  const table = page.getByRole('table').filter({ hasText: 'Floor' }).first();
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  const floors = (
    await table.locator('tbody tr td:nth-child(2), tbody tr th:nth-child(2)').allInnerTexts()
  ).map((t) => (/ground/i.test(t) ? 0 : Number(/-?\d+/.exec(t)?.[0] ?? NaN)));
  expect([...floors].sort((a, b) => a - b)).toEqual(floors);

  const projectUrl = page.url();
  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/en/offer/${project!.id}/[a-z0-9-]+/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /Back to the project/ }).click();
  await expect(page).toHaveURL(projectUrl);
});

test('the gallery opens and closes by keyboard', async ({ page, request }) => {
  const withPictures = (await find(request, { status: ['FOR_SALE'] })).find(
    (e) => e.pictures.length >= 3,
  );
  await page.goto(`/en/offer/${withPictures!.id}`);
  await page.getByRole('button', { name: /Open picture 1 of/ }).focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // Focus is back on the main picture, which now shows the picture the visitor moved to.
  await expect(page.getByRole('button', { name: /Open picture 2 of/ })).toBeFocused();
});

test('an alternate-source estate shows its second-model tabs with the hide rules', async ({
  page,
}) => {
  // Demo data: estate 1133 is an apartment for sale under the VAT regime, 1150 an apartment to rent,
  // both from the second source (api/src/demo/skarabee.ts).
  await page.goto('/en/offer/1133');
  await expect(page).toHaveURL(/\/en\/offer\/1133\/[a-z0-9-]+$/);
  const tabs = page.getByRole('tablist');
  await expect(tabs).toBeVisible();
  await tabs.getByRole('tab', { name: 'Construction' }).click();
  await expect(tabs.getByRole('tab', { name: 'Construction' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tabs.getByRole('tab', { name: 'General' })).toHaveAttribute(
    'aria-selected',
    'false',
  );
  await page.keyboard.press('ArrowRight');
  // The layout tab (the listing's rooms) comes between construction and comfort (SPEC §3 order).
  await expect(tabs.getByRole('tab', { name: 'Layout' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Layout' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: 'General' })).toBeFocused();
  await tabs.getByRole('tab', { name: 'General' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/Advertiser ID\s*ADV-\d+/);
  await expect(page.getByRole('tabpanel')).not.toContainText('_general.');
  await tabs.getByRole('tab', { name: 'Price details' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByRole('tabpanel')).not.toContainText('Land price');
  await expect(page.getByRole('tabpanel')).not.toContainText('Infrastructure price');

  await page.goto('/en/offer/1150');
  await page.getByRole('tablist').getByRole('tab', { name: 'EPC and certificates' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByRole('tabpanel')).not.toContainText(/electrical/i);
  await page.getByRole('tablist').getByRole('tab', { name: 'Planning' }).click();
  await expect(page.getByRole('tabpanel')).not.toContainText(/planning permission/i);
});

test('an estate that belongs to a collection links to the collection’s other estates', async ({
  page,
  request,
}) => {
  const collection = await (await request.get(`${API}/sites/1/estate-collections/1`)).json();
  const [first, second] = collection.estates as { id: string; title: Record<string, string> }[];
  await page.goto(`/en/offer/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const section = page
    .locator('[data-boundary="detail"] section')
    .filter({ hasText: collection.name.en });
  await expect(section).toBeVisible();
  await expect(section.getByRole('link', { name: second!.title.en })).toBeVisible();
});

test('/{lang}/detail?id= is answered with a redirect to the canonical detail address, on both markets', async ({
  page,
  request,
}) => {
  const site = Number(process.env.E2E_SITE_PORT ?? 3100);
  // Node does not resolve *.localhost as Chromium does: 127.0.0.1 is asked with the market's Host.
  const redirectOf = async (host: string, path: string) => {
    const answer = await request.get(`http://127.0.0.1:${site}${path}`, {
      headers: { host: `${host}:${site}` },
      maxRedirects: 0,
    });
    return [answer.status(), answer.headers()['location']];
  };
  const [status, location] = await redirectOf('localhost', '/en/detail?id=1173');
  expect(status).toBe(301);
  expect(location).toMatch(/^\/en\/offer\/1173\/[a-z0-9-]+$/);
  expect(await redirectOf('ardennes.localhost', '/fr/detail?id=7075')).toEqual([
    301,
    expect.stringMatching(/^\/fr\/offre\/7075\/[a-z0-9-]+$/),
  ]);
  // An unknown estate goes to its short address, which says so (404); no id to the offer.
  expect(await redirectOf('localhost', '/en/detail?id=99999')).toEqual([301, '/en/offer/99999']);
  expect(await redirectOf('ardennes.localhost', '/de/detail')).toEqual([301, '/de/angebot']);

  // The visitor lands on the page itself, never on one that waits for a script.
  const answer = await page.goto('/en/detail?id=1173');
  expect(answer?.status()).toBe(200);
  expect(answer?.url()).toMatch(/\/en\/offer\/1173\/[a-z0-9-]+$/);
  await expect(page.getByText('Loading the property…')).toHaveCount(0);
  await expect(header(page).getByRole('heading', { level: 1 })).toBeVisible();
});
