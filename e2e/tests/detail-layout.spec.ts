/**
 * The first screen of a detail page: at 1280x800 the price, the key facts and the contact column
 * show without scrolling, and the column stays in view; at 390 px a bar at the bottom offers
 * "Call" and "Ask a question"; a sold estate carries a ribbon on its photo and leads to the like
 * still available instead of a viewing; the technical sections are folded; axe at both widths.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';

const SITE = Number(process.env.E2E_SITE_PORT ?? 3100);
const API = `http://127.0.0.1:${SITE + 1000}`;

interface Found {
  id: string;
  pictures: unknown[];
}

/** Estates of a site (1 Zonneveld, 2 Ardennes) matching `query`, with pictures first. */
async function find(
  request: APIRequestContext,
  query: Record<string, unknown>,
  site = 1,
): Promise<Found[]> {
  const response = await request.post(`${API}/sites/${site}/estates`, {
    data: { query, size: 50 },
  });
  expect(response.ok()).toBe(true);
  const results = (await response.json()).results as Found[];
  return [...results].sort((a, b) => b.pictures.length - a.pictures.length);
}

const detail = (page: Page) => page.locator('[data-boundary="detail"]');

test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the first screen shows the price, the key facts and the contact column, which stays', async ({
    page,
    request,
  }) => {
    const [house] = await find(request, { status: ['FOR_SALE'], type: [1] });
    await page.goto(`/nl/aanbod/${house!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(page.getByTestId('detail-price')).toBeInViewport();
    await expect(page.getByTestId('detail-price')).toContainText('€');
    await expect(page.getByTestId('detail-key-facts')).toBeInViewport();
    await expect(page.getByTestId('detail-key-facts-epc')).toBeVisible();
    const aside = page.getByTestId('detail-aside');
    await expect(aside).toBeInViewport();
    await expect(aside.getByRole('link', { name: 'Plan een bezoek' })).toBeInViewport();
    await expect(aside.getByRole('link', { name: 'Stel een vraag' })).toBeInViewport();
    // The photo sits beside the title, not under it.
    const photo = await page.getByRole('button', { name: /Open foto 1 van/ }).boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(photo && title && photo.x + photo.width <= title.x).toBe(true);
    // No call bar on a wide screen: the column does its work.
    await expect(page.getByTestId('detail-call-bar')).toBeHidden();

    // Far down the page, the column is still in view.
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect(aside.getByRole('link', { name: 'Stel een vraag' })).toBeInViewport();
    await aside.getByRole('link', { name: 'Stel een vraag' }).click();
    await expect(page).toHaveURL(/#detail-question$/);
    await expect(page.locator('#detail-question')).toBeInViewport();
  });

  test('the same first screen on the Ardennes market, in French', async ({ page, request }) => {
    const [estate] = await find(request, { status: ['FOR_SALE'] }, 2);
    await page.goto(`http://ardennes.localhost:${SITE}/fr/offre/${estate!.id}`);
    await expect(page.getByTestId('detail-price')).toBeInViewport();
    await expect(page.getByTestId('detail-key-facts')).toBeInViewport();
    await expect(
      page.getByTestId('detail-aside').getByRole('link', { name: 'Poser une question' }),
    ).toBeInViewport();
  });

  test('the technical sections are folded, with what was not entered in one line', async ({
    page,
  }) => {
    // Demo data: 1138 is a studio for sale in Brussels, whose planning fields are mostly empty.
    await page.goto('/nl/aanbod/1138');
    const planning = detail(page)
      .locator('details')
      .filter({ has: page.getByRole('heading', { name: 'Stedenbouwkundige informatie' }) });
    await expect(planning).toHaveCount(1);
    await expect(planning).not.toHaveAttribute('open');
    await planning.locator('summary').click();
    await expect(planning).toHaveAttribute('open');
    await expect(planning.locator('dd').filter({ hasText: /^Niet ingevuld$/ })).toHaveCount(0);
    await expect(planning.getByText(/^Niet ingevuld: /)).toBeVisible();
  });

  test('a sold estate carries a ribbon on its photo and leads to the like still for sale', async ({
    page,
    request,
  }) => {
    const [sold] = await find(request, { status: ['SOLD'] });
    expect(sold!.pictures.length).toBeGreaterThan(0);
    await page.goto(`/en/offer/${sold!.id}`);
    await expect(page.getByTestId('detail-price')).toHaveText(/Sold/i);
    const ribbon = page.getByTestId('detail-ribbon');
    await expect(ribbon).toBeVisible();
    const photo = await page.getByRole('button', { name: /Open picture 1 of/ }).boundingBox();
    const mark = await ribbon.boundingBox();
    expect(mark!.y).toBeGreaterThanOrEqual(photo!.y);
    expect(mark!.y + mark!.height).toBeLessThanOrEqual(photo!.y + photo!.height);
    const aside = page.getByTestId('detail-aside');
    await expect(aside.getByRole('link', { name: 'Plan a viewing' })).toHaveCount(0);
    const like = aside.getByRole('link', { name: 'See similar properties still for sale' });
    await expect(like).toBeInViewport();
    await like.click();
    await expect(page).toHaveURL(/\/en\/offer\?trans=kopen/);
    await expect(page.locator('[data-boundary="search"] article').first()).toBeVisible();
  });
});

test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a bar at the bottom offers "Call" and "Ask a question"', async ({ page, request }) => {
    const [house] = await find(request, { status: ['FOR_SALE'], type: [1] });
    await page.goto(`/en/offer/${house!.id}`);
    // Live first: the jump to the form is the browser's, once the page is the app's.
    await page.waitForLoadState('networkidle');
    const bar = page.getByTestId('detail-call-bar');
    await expect(bar).toBeInViewport();
    const box = await bar.boundingBox();
    expect(Math.round(box!.y + box!.height)).toBe(844);
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      /^tel:\+?\d{6,}$/,
    );
    await expect(page.getByTestId('detail-price')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect(bar).toBeInViewport();
    await bar.getByRole('link', { name: 'Ask a question' }).click();
    await expect(page).toHaveURL(/#detail-question$/);
    await expect(page.locator('#detail-question')).toBeInViewport();
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`detail pages have no accessibility violations at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const [house] = await find(request, { status: ['FOR_SALE'], type: [1] });
    const [sold] = await find(request, { status: ['SOLD'] });
    const [project] = await find(request, { type: [9] });
    for (const path of [
      `/nl/aanbod/${house!.id}`,
      `/en/offer/${sold!.id}`,
      `/fr/offre/${project!.id}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}
