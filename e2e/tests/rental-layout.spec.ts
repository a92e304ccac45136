/**
 * The first screen of a rental unit's page, on both markets (the calendar's on localhost, the
 * enquiry's on ardennes.localhost): at 1280x800 the name, the rent, the key facts and the action
 * column show without scrolling, the photos beside them, and the column stays in view; at 390 px
 * a bar at the bottom offers "Call" and "Request a stay"; axe at both widths.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';

const SITE = Number(process.env.E2E_SITE_PORT ?? 3100);
const ARDENNES = `http://ardennes.localhost:${SITE}`;

/** Demo data: 503 is a coast unit of Immo Zonneveld, 801 an Ardennes unit of Immo Ardennes. */
const ZONNEVELD_UNIT = 503;
const ARDENNES_UNIT = 801;

/** Waits for the unit, not its loading state. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the first screen shows the name, the rent, the facts and the action column, which stays', async ({
    page,
  }) => {
    await open(page, `/nl/vakantie/${ZONNEVELD_UNIT}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    const price = page.getByTestId('rental-price');
    await expect(price).toBeInViewport();
    await expect(price).toHaveText(
      /^Prijs: vanaf € [\d.]+ per (week|midweek|weekend|lang weekend)$/,
    );
    const facts = page.getByRole('list', { name: 'Kerngegevens' });
    await expect(facts).toBeInViewport();
    await expect(facts.getByRole('listitem').first()).toHaveText(/^\d+ personen$/);
    const aside = page.getByTestId('rental-aside');
    await expect(aside.getByRole('link', { name: 'Verblijf aanvragen' })).toBeInViewport();
    await expect(aside.getByRole('link', { name: 'Stel een vraag' })).toBeInViewport();
    await expect(aside.getByRole('link', { name: /^\+32 / })).toHaveAttribute(
      'href',
      /^tel:\+32\d{8,}$/,
    );
    // The photo sits beside the name, not under it.
    const photo = await page.getByRole('button', {
      name: /^Foto 1 van \d+ op volledig scherm openen$/,
    });
    const photoBox = await photo.boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(photoBox!.x + photoBox!.width).toBeLessThanOrEqual(title!.x);
    await expect(page.getByTestId('rental-call-bar')).toBeHidden();

    // Far down the page the column is still in view, and leads to the calendar and request.
    await page.evaluate(() => window.scrollTo(0, 1500));
    const request = aside.getByRole('link', { name: 'Verblijf aanvragen' });
    await expect(request).toBeInViewport();
    await request.click();
    await expect(page).toHaveURL(/#rental-booking$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Beschikbaarheid en reservatie' }),
    ).toBeInViewport();
  });

  test('the same first screen on the enquiry market, in French', async ({ page }) => {
    await open(page, `${ARDENNES}/fr/vacances/${ARDENNES_UNIT}`);
    await expect(page.getByTestId('rental-price')).toBeInViewport();
    await expect(page.getByTestId('rental-price')).toContainText('€');
    await expect(page.getByRole('list', { name: 'Caractéristiques principales' })).toBeInViewport();
    const request = page
      .getByTestId('rental-aside')
      .getByRole('link', { name: 'Demander un séjour' });
    await expect(request).toBeInViewport();
    await request.click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Demander des informations sur cette location' }),
    ).toBeInViewport();
  });
});

test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [market, url, call, action] of [
    ['Zonneveld', `/en/holiday/${ZONNEVELD_UNIT}`, 'Call', 'Request a stay'],
    ['Ardennes', `${ARDENNES}/nl/vakantie/${ARDENNES_UNIT}`, 'Bellen', 'Verblijf aanvragen'],
  ] as const) {
    test(`a bar at the bottom offers "Call" and the stay request (${market})`, async ({ page }) => {
      await open(page, url);
      // Live first: the jump to the form is the browser's, once the page is the app's.
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('rental-price')).toBeInViewport();
      const bar = page.getByTestId('rental-call-bar');
      await expect(bar).toBeInViewport();
      const box = await bar.boundingBox();
      expect(Math.round(box!.y + box!.height)).toBe(844);
      await expect(bar.getByRole('link', { name: call })).toHaveAttribute(
        'href',
        /^tel:\+?\d{8,}$/,
      );
      await bar.getByRole('link', { name: action }).click();
      await expect(page).toHaveURL(/#rental-booking$/);
      await expect(page.locator('#rental-booking h2')).toBeInViewport();
    });
  }
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`rental unit pages have no accessibility violations at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const url of [
      `/nl/vakantie/${ZONNEVELD_UNIT}`,
      `${ARDENNES}/fr/vacances/${ARDENNES_UNIT}`,
    ]) {
      await open(page, url);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}
