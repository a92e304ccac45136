/**
 * Details a demanding visitor sees: a card is outlined only while the keyboard's focus is in it
 * (not after a press of its heart with the mouse); the dead ends' headings start where every
 * page's heading does, on the left; a detail page's title in the column beside the photos keeps
 * each word whole, the longest of the demo titles too.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { listingCards } from './journeys';
import { SITE_PORT } from './markets-file';

const API = `http://127.0.0.1:${SITE_PORT + 1000}`;

/** The outline style of the card holding the focused element, or null when none holds it. */
const outlineOfFocusedCard = (page: Page) =>
  page.evaluate(() => {
    const card = document.activeElement?.closest('[data-boundary="search"] article');
    return card ? getComputedStyle(card).outlineStyle : null;
  });

test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a card is outlined for the keyboard, not after its heart is pressed with the mouse', async ({
    page,
  }) => {
    await page.goto('/nl/aanbod');
    const first = listingCards(page).first();
    const heart = first.getByRole('button', { name: /favorieten/i });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveCSS('outline-style', 'none');

    // The keyboard moves on from the heart: the card it reaches is outlined.
    await page.keyboard.press('Tab');
    expect(await outlineOfFocusedCard(page)).toBe('solid');
  });

  for (const [name, path] of [
    ['the page not found', '/nl/bestaat-niet'],
    ['an unknown estate', '/nl/aanbod/99999999'],
  ] as const) {
    test(`${name} starts its heading where the listing does, on the left`, async ({ page }) => {
      await page.goto('/nl/aanbod');
      const listing = await page.getByRole('heading', { level: 1 }).boundingBox();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCSS('text-align', 'start');
      const box = await heading.boundingBox();
      expect(Math.abs(box!.y - listing!.y)).toBeLessThanOrEqual(8);
      expect(box!.x).toBe(listing!.x);
    });
  }
});

/** The estates for sale of the first site, all pages of them. */
async function estatesForSale(request: APIRequestContext) {
  const all: { id: string; general: { title: Record<string, string | null> } }[] = [];
  for (let from = 0; ; from += 100) {
    const response = await request.post(`${API}/sites/1/estates`, {
      data: { query: { status: ['FOR_SALE'] }, size: 100, from },
    });
    expect(response.ok()).toBe(true);
    const { results } = await response.json();
    all.push(...results);
    if (results.length < 100) return all;
  }
}

/** The longest run of letters in `text` a line cannot break (hyphens and spaces break). */
const longestWord = (text: string) =>
  text.split(/[\s-]+/).reduce((a, b) => (b.length > a.length ? b : a), '');

test.describe('a detail page at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of ['nl', 'de'] as const) {
    test(`keeps each word of the longest title word whole beside the photos (${lang})`, async ({
      page,
      request,
    }) => {
      const estates = await estatesForSale(request);
      const [estate] = estates.sort(
        (a, b) =>
          longestWord(b.general.title[lang] ?? '').length -
          longestWord(a.general.title[lang] ?? '').length,
      );
      const word = longestWord(estate!.general.title[lang] ?? '');
      expect(word.length).toBeGreaterThanOrEqual(18);
      await page.goto(`/${lang}/${lang === 'nl' ? 'aanbod' : 'angebot'}/${estate!.id}`);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toContainText(word);
      // The lines the word's letters lie on: one, unless the line broke inside it.
      const lines = await title.evaluate((heading, whole) => {
        const text = heading.firstChild as Text;
        const start = text.data.indexOf(whole);
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + whole.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }, word);
      expect(lines).toBe(1);
    });
  }
});
