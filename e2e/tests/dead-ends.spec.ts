/**
 * Pages that help at a dead end: the page not found and the unknown estate answer 404, server
 * rendered, with a search form (a GET form to the listing, working without scripts), the newest
 * estates still offered and the way home, in the page's language; axe at both widths.
 */
import { expect, test as raw } from '@playwright/test';
import { axeViolations, test } from './fixtures';

/** The newest estates' links of a page's HTML: the cards' detail addresses in `offer`. */
const cardLinks = (html: string, offer: string) =>
  new Set(
    [...html.matchAll(new RegExp(`href="(${offer}/\\d+/[a-z0-9-]+)"`, 'g'))].map((m) => m[1]),
  );

raw.describe('a dead end before any script runs', () => {
  for (const [path, offer, home, words] of [
    ['/nl/bestaat-niet', '/nl/aanbod', '/nl/', ['Pagina niet gevonden', 'Zoek in ons aanbod']],
    ['/fr/offre/99999999', '/fr/offre', '/fr/', ['Bien introuvable', 'Cherchez dans notre offre']],
  ] as const) {
    raw(
      `${path} answers 404 with a search form, the newest estates and the way home`,
      async ({ request }) => {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status()).toBe(404);
        const html = await response.text();
        for (const text of words) expect(html).toContain(text);
        const form = /<form[^>]*role="search"[^>]*>/.exec(html)?.[0] ?? '';
        expect(form).toContain('method="get"');
        expect(form).toContain(`action="${offer}"`);
        expect(html).toContain('name="trans"');
        expect(html).toContain('name="price-max"');
        expect(cardLinks(html, offer).size).toBe(3);
        expect(html).toContain(`href="${home}"`);
      },
    );
  }
});

test('the page not found helps a visitor on: search from it, in Dutch', async ({ page }) => {
  const response = await page.goto('/nl/bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  const newest = page.getByRole('region', { name: 'Nieuwste panden' });
  await expect(newest.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute(
    'href',
    '/nl/',
  );
  const search = page.getByRole('search', { name: 'Zoek in ons aanbod' });
  await search.getByLabel('Ik wil').selectOption({ label: 'Huren' });
  await search.getByRole('button', { name: 'Toon de panden' }).click();
  await expect(page).toHaveURL(/\/nl\/aanbod\?trans=huren/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the unknown estate helps a visitor on: a newest estate or home, in French', async ({
  page,
}) => {
  const response = await page.goto('/fr/offre/99999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Bien introuvable' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Cherchez dans notre offre' })).toBeVisible();
  const newest = page.getByRole('region', { name: 'Nouveaux biens' });
  await expect(newest.getByRole('article')).toHaveCount(3);
  await page.getByRole('link', { name: 'Vers la page d’accueil' }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
  await page.goBack();
  await newest.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/fr\/offre\/\d+\/[a-z0-9-]+$/);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the dead ends have no accessibility violations at ${viewport.name} width`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const path of ['/en/no-such-page', '/de/angebot/99999999']) {
      await page.goto(path);
      await expect(page.getByRole('search')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}
