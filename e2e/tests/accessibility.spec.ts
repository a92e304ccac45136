/**
 * Accessibility of the composed site: axe-core (the engine behind most accessibility checkers)
 * runs in the page against WCAG 2.1 A and AA and axe's best practices, on every kind of page, in
 * more than one language, at a desktop and a phone width. Colour contrast, names of links and
 * controls, landmarks, headings, `lang`, alt texts and label-in-name are among its rules.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test, axeViolations } from './fixtures';

const API = `http://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? 3100) + 1000}`;

async function estateId(request: APIRequestContext, query: Record<string, unknown>) {
  const response = await request.post(`${API}/sites/1/estates`, { data: { query, size: 1 } });
  expect(response.ok()).toBe(true);
  return String(((await response.json()) as { results: { id: string }[] }).results[0]!.id);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the home page and the listing have no accessibility violations', async ({ page }) => {
      await page.goto('/nl/');
      await expect(page.locator('[data-boundary="search"] article')).toHaveCount(6);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/en/offer?trans=kopen');
      await expect(page.locator('[data-boundary="search"] article')).toHaveCount(15);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('detail pages of an estate and a project have no accessibility violations', async ({
      page,
      request,
    }) => {
      await page.goto(`/fr/offre/${await estateId(request, { status: ['FOR_SALE'], type: [1] })}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/de/angebot/${await estateId(request, { type: [9] })}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a project's units as cards have no accessibility violations", async ({ page }) => {
    await page.goto('/nl/aanbod/1077');
    const units = page.getByRole('table', { name: /volgens verdieping/ });
    await units.scrollIntoViewIfNeeded();
    await expect(units.getByRole('rowheader').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the favourites, content, empty-result and not-found pages have no accessibility violations', async ({
  page,
}) => {
  await page.goto('/en/offer');
  await page
    .locator('[data-boundary="search"] article')
    .getByTestId('favorite-toggle')
    .first()
    .click();
  await page.goto('/de/favoriten');
  await expect(page.locator('main article')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/en/privacy-statement');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A landing page with its estates, the about-us page with the offices.
  await page.goto('/de/entdecken/neubau/gent');
  await expect(page.locator('main article li').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/fr/a-propos');
  await expect(page.getByRole('region', { name: 'Nos bureaux' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/en/offer?price-min=999999999');
  await expect(
    page.getByRole('region', { name: 'Results' }).getByRole('button', { name: 'Clear filters' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/fr/nulle-part');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the map view of the listing has no accessibility violations', async ({ page }) => {
  await page.goto('/en/offer');
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.locator('.leaflet-marker-pane .leaflet-marker-icon').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
