/**
 * Journeys of where a page opens: every page reached by a link inside the site opens at its top,
 * with the focus on its main heading; back returns the visitor to where they were.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { listingCards } from './journeys';

const API = `http://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? 3100) + 1000}`;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.use({ viewport: { width: 1280, height: 900 } });

test('an estate opened from far down the listing opens at its top; back returns to the card', async ({
  page,
}) => {
  await page.goto('/en/offer');
  await expect(listingCards(page)).toHaveCount(15);
  const card = listingCards(page).nth(10);
  await card.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const listingY = await scrollY(page);
  const title = (await card.locator('h3').innerText()).trim();

  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/offer\/\d+/);
  const heading = page.locator('main h1');
  await expect(heading).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();

  await page.goBack();
  await expect(page).toHaveURL(/\/en\/offer$/);
  await expect(listingCards(page).nth(10).locator('h3')).toHaveText(title);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(listingY - 100);
  await expect(listingCards(page).nth(10)).toBeInViewport();
});

test('a unit opened from far down its project’s units table opens at its top', async ({
  page,
  request,
}) => {
  const answer = await request.post(`${API}/sites/1/estates`, {
    data: { query: { type: [9] }, size: 1 },
  });
  const [project] = (await answer.json()).results as { id: string }[];
  await page.goto(`/en/offer/${project!.id}`);
  const unitLink = page
    .getByRole('table')
    .filter({ hasText: 'Floor' })
    .first()
    .locator('tbody tr')
    .last()
    .getByRole('link')
    .first();
  await unitLink.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);

  await unitLink.click();
  await expect(page).toHaveURL(new RegExp(`/en/offer/${project!.id}/[a-z0-9-]+/\\d+$`));
  await expect(page.locator('main h1')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.locator('main h1')).toBeFocused();
});
