/**
 * Steps and selectors that journeys of several files share: the listing's cards and their
 * favourite toggles, the favourites page's cards, adding a favourite from the listing, and an
 * estate with a live agenda to book a viewing of, and a day chosen in an appointment calendar.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The listing's estate cards. */
export const listingCards = (page: Page) => page.locator('[data-boundary="search"] article');

/** The favourite toggle of the listing's card at `index`. */
export const favoriteToggleOf = (page: Page, index: number) =>
  listingCards(page).nth(index).getByTestId('favorite-toggle');

/** The estate cards of the favourites page. */
export const favoriteCards = (page: Page) => page.locator('main article');

/**
 * Opens the listing (`/en/offer`, 15 cards) in `page` and makes its first estate a favourite.
 * @returns the title of that estate's card
 */
export async function addFirstFavorite(page: Page): Promise<string> {
  // The visitor acts in the tab in front (a tab in the background starts its scripts later), once
  // it is live (the fixture's `goto` waits for that, a second tab's does not).
  await page.bringToFront();
  await page.goto('/en/offer');
  await page.locator('html[data-rendered]').waitFor({ state: 'attached' });
  await expect(listingCards(page)).toHaveCount(15);
  const toggle = favoriteToggleOf(page, 0);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  return (await listingCards(page).first().locator('h3').innerText()).trim();
}

/** A live agenda as `GET /sites/{site}/live-agenda/{id}` answers it (the parts journeys read). */
export interface LiveAgenda {
  slots: { start: string; date: string; time: string }[];
}

/**
 * An estate of a site that has a live agenda with free slots (for sale, not a project).
 * @param api the API's base URL (the API itself, or a site's `/api`)
 * @returns its id and its agenda
 * @throws when none of the first 15 estates for sale has one
 */
export async function estateWithAgenda(
  request: APIRequestContext,
  api: string,
  site = 1,
): Promise<{ id: string; agenda: LiveAgenda }> {
  const answer = await request.post(`${api}/sites/${site}/estates`, {
    data: { query: { status: ['FOR_SALE'] }, size: 15 },
  });
  const { results } = (await answer.json()) as { results: { id: string }[] };
  for (const { id } of results) {
    const agenda = await request.get(`${api}/sites/${site}/live-agenda/${id}`);
    if (agenda.ok()) return { id, agenda: (await agenda.json()) as LiveAgenda };
  }
  throw new Error(`no estate with a live agenda on site ${site}`);
}

/**
 * Chooses the available day at `index` (0-based) of the calendar in `region`, counting from the
 * month it shows and going on to the next months as a visitor would: near a month's end the first
 * month holds only a few days that can still be chosen.
 * @throws when the calendar offers fewer than `index + 1` days
 */
export async function chooseAvailableDay(region: Locator, index: number): Promise<void> {
  const enabled = region.locator('.rdp-day:not(.rdp-disabled):not(.rdp-outside) button');
  const next = region.locator('.rdp-button_next');
  let left = index;
  for (;;) {
    const count = await enabled.count();
    if (left < count) {
      await enabled.nth(left).click();
      return;
    }
    if (await next.isDisabled()) throw new Error(`the calendar has no day at ${index}`);
    left -= count;
    const month = await region.locator('.rdp-month_caption').first().innerText();
    await next.click();
    await expect(region.locator('.rdp-month_caption').first()).not.toHaveText(month);
  }
}
