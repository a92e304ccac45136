/**
 * Journeys of the maps without internet: the listing's map and a detail page's map draw the
 * offline basemap (the land of Belgium and its neighbours, the towns' names) under their markers,
 * and no request leaves this machine (the e2e site configures no tile source).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';

const API = `http://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? 3100) + 1000}`;

/** Hosts of this machine: the site (any `*.localhost` market), the API and the remotes. */
const isLocal = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';

/** Refuses every request to another host and lists it, so the journey can fail on it. */
async function offline(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol.startsWith('http') && !isLocal(url.hostname)) {
      outside.push(url.href);
      return route.abort('internetdisconnected');
    }
    return route.fallback();
  });
  return outside;
}

/** Boxes of the basemap's land shapes and of the towns' names that lie inside `map`'s box. */
async function drawnInside(map: Locator) {
  return map.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.right > box.left &&
      r.left < box.right &&
      r.bottom > box.top &&
      r.top < box.bottom;
    const land = [...element.querySelectorAll('.kit-basemap-land path')].filter((path) => {
      const style = getComputedStyle(path);
      return style.fill !== 'none' && overlaps(path.getBoundingClientRect());
    });
    const names = [...element.querySelectorAll('.kit-basemap-place')]
      .filter((name) => overlaps(name.getBoundingClientRect()))
      .map((name) => name.textContent);
    return { land: land.length, names, background: getComputedStyle(element).backgroundColor };
  });
}

async function estateWithVisibleAddress(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API}/sites/1/estates`, {
    data: { query: { status: ['FOR_SALE'] }, size: 50 },
  });
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as {
    results: { id: string; general: { address: { visible: boolean } } }[];
  };
  const estate = results.find((result) => result.general.address.visible);
  expect(estate, 'a demo estate with a visible address').toBeTruthy();
  return String(estate!.id);
}

test('the listing map draws the offline basemap under its markers', async ({ page }) => {
  const outside = await offline(page);
  await page.goto('/en/offer');
  await page.getByRole('button', { name: 'Map' }).click();
  const map = page.getByTestId('estate-map');
  await expect(map.locator('.leaflet-marker-pane .leaflet-marker-icon').first()).toBeVisible();
  await expect(map.locator('.kit-basemap-land path').first()).toBeAttached();
  await expect.poll(async () => (await drawnInside(map)).land).toBeGreaterThan(0);
  const drawn = await drawnInside(map);
  // The sea behind the land, not the plain grey of a map without tiles.
  expect(drawn.background).toBe('rgb(207, 224, 234)');
  expect(drawn.names.length).toBeGreaterThan(0);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
  expect(outside).toEqual([]);
});

test('a detail page map draws the offline basemap around its marker', async ({ page, request }) => {
  const outside = await offline(page);
  await page.goto(`/en/offer/${await estateWithVisibleAddress(request)}`);
  const map = page.getByRole('group', { name: /Map of the location in/ });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-interactive').first()).toBeAttached();
  await expect.poll(async () => (await drawnInside(map)).land).toBeGreaterThan(0);
  await expect.poll(async () => (await drawnInside(map)).names.length).toBeGreaterThan(0);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
  expect(outside).toEqual([]);
});

test('the maps with their basemap have no accessibility violations', async ({ page }) => {
  await offline(page);
  await page.goto('/nl/aanbod');
  await page.getByRole('button', { name: 'Kaart' }).click();
  const map = page.getByTestId('estate-map');
  await expect.poll(async () => (await drawnInside(map)).names.length).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);
});
