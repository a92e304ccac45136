/** Journeys of the site: languages, listing, load more, detail and its slug, language switch, failures. */
import type { Page } from '@playwright/test';
import { expect, reach, test } from './fixtures';
import { API_DOWN_SITE_PORT } from './markets-file';

const OFFER = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' } as const;

const DETAIL_PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 2;

const cards = (page: Page) => page.locator('[data-boundary="search"] article');

test.describe('home and languages', () => {
  test('/ sends a Dutch-speaking visitor to /nl/', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nl-BE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/nl\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await context.close();
  });

  test('/ sends a French-speaking visitor to /fr/', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-BE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.close();
  });

  test('a visitor lands on /nl/ and opens the offer', async ({ page }) => {
    await page.goto('/nl/');
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Aanbod' })
      .click();
    await expect(page).toHaveURL(/\/nl\/aanbod$/);
    await expect(cards(page)).toHaveCount(15);
  });

  test('an unknown path shows a localized not-found page', async ({ page }) => {
    await page.goto('/de/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page).toHaveTitle(/^Seite nicht gefunden/);
    // Served with status 200 by the single-page app: search engines are told not to index it.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

for (const lang of ['nl', 'fr', 'en', 'de'] as const) {
  test(`the listing in ${lang} shows 15 cards`, async ({ page }) => {
    await page.goto(`/${lang}/${OFFER[lang]}`);
    await expect(cards(page)).toHaveCount(15);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const first = cards(page).first();
    await expect(first.locator('img').first()).toHaveAttribute('width', '370');
    await expect(first.locator('img').first()).toHaveAttribute('height', '250');
  });
}

test('load more reaches 30 cards', async ({ page }) => {
  await page.goto('/en/offer');
  await expect(cards(page)).toHaveCount(15);
  await page.getByRole('link', { name: /show more/i }).click();
  await expect(cards(page)).toHaveCount(30);
});

test('a card opens its detail page at the canonical slug, and the short path redirects there', async ({
  page,
}) => {
  await page.goto('/en/offer');
  const link = cards(page).first().getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/en\/offer\/\d+\/[a-z0-9-]+(\/\d+)?$/);
  await link.click();
  await expect(page).toHaveURL(href as string);
  await expect(page.locator('[data-boundary="detail"] h1')).toBeVisible();

  const id = (href as string).split('/')[3];
  await page.goto(`/en/offer/${id}/a-wrong-slug`);
  await expect(page).toHaveURL(href as string);
  await page.goto(`/en/offer/${id}`);
  await expect(page).toHaveURL(href as string);
});

test('switching language on a detail page keeps the estate and gets that language’s slug', async ({
  page,
}) => {
  await page.goto('/en/offer');
  const href = (await cards(page).first().getByRole('link').first().getAttribute('href')) as string;
  const id = href.split('/')[3];
  await page.goto(href);
  await expect(page.locator('[data-boundary="detail"] h1')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'Français' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/fr/offre/${id}/[a-z0-9-]+`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(page.url()).not.toContain(href.split('/')[4]);
  await expect(page.locator('[data-boundary="detail"] h1')).toBeVisible();
});

test('an unknown estate id shows a localized not-found message', async ({ page }) => {
  await page.goto('/nl/aanbod/999999999');
  await expect(page.locator('[data-boundary="detail"]')).toContainText(/niet gevonden/i);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // An id pasted with the sentence's full stop names no estate either: not found, not "try again".
  await page.goto('/en/offer/1173.');
  await expect(page.locator('[data-boundary="detail"]')).toContainText(/not found/i);
  await expect(page).toHaveTitle(/^Property not found/);
});

test('a blocked detail remote shows its fallback while header, footer and search still work', async ({
  page,
}) => {
  // Everything the detail remote serves (its manifest first) is unreachable.
  await page.route(
    (url) => url.port === String(DETAIL_PORT),
    (route) => route.abort(),
  );
  await page.goto('/en/offer');
  await expect(cards(page)).toHaveCount(15);
  await cards(page).first().getByRole('link').first().click();
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toContainText('temporarily unavailable');
  await expect(page).toHaveTitle(/^Temporarily unavailable/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Offer' })
    .click();
  await expect(cards(page)).toHaveCount(15);
});

test('an API that is down gives a localized notice, not a blank page', async ({ page }) => {
  // The site server of this site whose API does not answer renders the page with its notice.
  const answer = await page.goto(`http://localhost:${API_DOWN_SITE_PORT}/nl/aanbod`);
  // Never a 200 that a crawler would index or a cache keep: 503, and when to come back.
  expect(answer?.status()).toBe(503);
  expect(answer?.headers()['retry-after']).toBe('30');
  expect(answer?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the API failing after the page arrived gives a localized notice and a retry', async ({
  page,
}) => {
  await page.goto('/en/offer');
  await expect(cards(page)).toHaveCount(15);
  await page.route('**/api/**', (route) => route.abort());
  await page.getByRole('link', { name: 'Show more properties' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(cards(page)).toHaveCount(15);
  await page.unroute('**/api/**');
  await page.getByRole('button', { name: /Try again/ }).click();
  await expect(cards(page)).toHaveCount(30);
});

test('the footer leads to the privacy statement in the page language', async ({ page }) => {
  await page.goto('/fr/');
  // The site's footer menu (the API's) is in the page from the server; it hydrates when the
  // visitor comes near, and its links stay as they are.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'À propos' })).toBeAttached();
  await reach(footer.getByRole('navigation'));
  await expect(footer.getByRole('link', { name: 'À propos' })).toBeVisible();
  await footer.getByRole('link', { name: 'Déclaration de confidentialité' }).click();
  await expect(page).toHaveURL(/\/fr\/declaration-de-confidentialite$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('paragraph').first()).not.toBeEmpty();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});
