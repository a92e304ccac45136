/**
 * Journeys of the site header: on a phone (390 x 844) one row of at most 64 px with the brand,
 * the favourites counter and a "Menu" button that unfolds the main menu and the languages, from
 * the keyboard and without scripts too; on a desktop the whole menu in the bar, as before. Both
 * markets, axe at both widths.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';
import { SITE_PORT } from './markets-file';

const on = (host: string, path: string) => `http://${host}:${SITE_PORT}${path}`;

const MARKETS = [
  { host: 'localhost', brand: 'Immo Zonneveld' },
  { host: 'ardennes.localhost', brand: 'Immo Ardennes' },
];

const banner = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => banner(page).locator('summary');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const market of MARKETS) {
    test(`the header of ${market.host} is one row of at most 64 px`, async ({ page }) => {
      await page.goto(on(market.host, '/nl/aanbod'));
      const header = banner(page);
      await expect(header.getByRole('link', { name: market.brand })).toBeVisible();
      await expect(header.getByRole('link', { name: /Favorieten/ })).toBeVisible();
      await expect(menuButton(page)).toBeVisible();
      await expect(menuButton(page)).toHaveText('Menu');
      // The menu itself waits behind the button.
      await expect(header.getByRole('navigation', { name: 'Hoofdmenu' })).toBeHidden();
      const box = await header.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(64);
      // Every target of the row at least 24 px square (WCAG 2.2 target size), the button 44.
      const button = await menuButton(page).boundingBox();
      expect(button!.height).toBeGreaterThanOrEqual(44);
      expect(button!.width).toBeGreaterThanOrEqual(44);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the menu opens from the keyboard, leads on, and closes on Escape', async ({ page }) => {
    await page.goto('/en/offer');
    const button = menuButton(page);
    const menu = banner(page).getByRole('navigation', { name: 'Main menu' });
    // Tab from the top of the page to the button: it is in the keyboard order.
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      if (await button.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(button).toBeFocused();
    const ring = await button.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(ring).toBe('solid');
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(banner(page).getByRole('navigation', { name: 'Language' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Holiday homes' }).click();
    await expect(page).toHaveURL(/\/en\/holiday/);
    // The new page shows without the menu over it.
    await expect(menu).toBeHidden();
  });

  test('the menu opens without scripts', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(on('localhost', '/fr/offre'));
    const header = banner(page);
    const menu = header.getByRole('navigation', { name: 'Menu principal' });
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(menu).toBeHidden();
    await menuButton(page).click();
    await expect(menu).toBeVisible();
    await header.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/angebot/);
    await context.close();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const market of MARKETS) {
    test(`the header of ${market.host} shows the whole menu in the bar`, async ({ page }) => {
      await page.goto(on(market.host, '/fr/offre'));
      const header = banner(page);
      await expect(header.getByRole('link', { name: market.brand })).toBeVisible();
      await expect(header.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
      await expect(header.getByRole('navigation', { name: 'Langue' })).toBeVisible();
      await expect(menuButton(page)).toBeHidden();
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(80);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
