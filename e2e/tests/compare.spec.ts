/**
 * Journeys of the comparison, on both markets: estates chosen on their detail pages and on the
 * listing's cards, the comparison's address reproducing it in a browser that never chose them,
 * an unknown estate and an address of more than four, the page without scripts, and axe with the
 * table read on a phone (it scrolls sideways inside its own region, the page does not).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, expect, reach, test } from './fixtures';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const API = `http://127.0.0.1:${SITE_PORT + 1000}`;
const on = (host: string, path: string) => `http://${host}:${SITE_PORT}${path}`;

/** An id no estate has. */
const UNKNOWN = '99999999';

/** Estates for sale of `site` with a price (the standard source), `count` of them. */
async function estatesForSale(
  request: APIRequestContext,
  site: number,
  count: number,
): Promise<string[]> {
  const answer = await request.post(`${API}/sites/${site}/estates`, {
    data: { query: { status: ['FOR_SALE'], 'price-min': 100_000 }, size: 40 },
  });
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as {
    results: { id: string; general: { guid: string | null; project: boolean } }[];
  };
  const ids = results.filter((e) => e.general.guid === null && !e.general.project).map((e) => e.id);
  expect(ids.length, `estates for sale on site ${site}`).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

const MARKETS = [
  {
    host: 'localhost',
    site: 1,
    lang: 'nl',
    detail: (id: string) => `/nl/aanbod/${id}`,
    compare: '/nl/vergelijken',
    listing: '/nl/aanbod',
    add: 'Vergelijken',
    remove: 'Uit de vergelijking halen',
    view: (n: number) => `Vergelijking bekijken (${n})`,
    caption: (n: number) => `Vergelijking van ${n} panden`,
    gone: 'Niet meer beschikbaar',
    leftOut: 'Alleen de eerste 4 panden worden vergeleken: 2 panden uit de link zijn weggelaten.',
    full: 'U vergelijkt al 4 panden',
    removeLink: 'Verwijderen',
    price: 'Prijs',
    epc: 'EPC',
  },
  {
    host: 'ardennes.localhost',
    site: 2,
    lang: 'fr',
    detail: (id: string) => `/fr/offre/${id}`,
    compare: '/fr/comparer',
    listing: '/fr/offre',
    add: 'Comparer',
    remove: 'Retirer de la comparaison',
    view: (n: number) => `Voir la comparaison (${n})`,
    caption: (n: number) => `Comparaison de ${n} biens`,
    gone: 'Plus disponible',
    leftOut:
      'Seuls les 4 premiers biens sont comparés\u00a0: 2 biens du lien ont été laissés de côté.',
    full: 'Vous comparez déjà 4 biens',
    removeLink: 'Retirer',
    price: 'Prix',
    epc: 'PEB',
  },
] as const;

/** The comparison table of the page, by its caption. */
const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });

/** The estate ids of the table's columns, in their order (from their detail links). */
const columnIds = (page: Page) =>
  page
    .getByRole('columnheader')
    .evaluateAll((cells) =>
      cells.map(
        (cell) =>
          /\/(\d+)(\/|$)/.exec(cell.querySelector('a')?.getAttribute('href') ?? '')?.[1] ?? '-',
      ),
    );

for (const market of MARKETS) {
  test(`compare on ${market.host}: chosen on detail pages, the address reproduces it elsewhere`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const [a, b] = await estatesForSale(request, market.site, 2);
    for (const id of [a!, b!]) {
      await page.goto(on(market.host, market.detail(id)));
      const add = page.getByRole('button', { name: market.add, exact: true });
      await reach(add);
      await add.click();
      await expect(page.getByRole('button', { name: market.remove })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await page.getByRole('link', { name: market.view(2) }).click();
    await expect(page).toHaveURL(new RegExp(`${market.compare}\\?estates=${a},${b}$`));
    await expect(table(page, market.caption(2))).toBeVisible();
    await expect.poll(() => columnIds(page)).toEqual([a, b]);
    await expect(page.getByRole('rowheader', { name: market.price, exact: true })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: market.epc, exact: true })).toBeVisible();

    // The same address in a browser that chose nothing, with an estate that does not exist.
    const url = on(market.host, `${market.compare}?estates=${b},${UNKNOWN},${a}`);
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto(url);
    await expect(table(fresh, market.caption(3))).toBeVisible();
    await expect.poll(() => columnIds(fresh)).toEqual([b, '-', a]);
    await expect(fresh.getByRole('columnheader', { name: new RegExp(market.gone) })).toBeVisible();
    await other.close();
  });

  test(`compare on ${market.host}: a card's control, and a fifth estate refused with a reason`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const ids = await estatesForSale(request, market.site, 4);
    // Four chosen already (as another visit left them).
    await page.goto(on(market.host, market.compare));
    await page.evaluate((list) => localStorage.setItem('compare', JSON.stringify(list)), ids);
    await page.goto(on(market.host, market.listing));
    const card = page
      .getByRole('article')
      .filter({ hasNot: page.locator(`a[href*="/${ids[0]}/"]`) });
    const control = card.first().getByRole('button', { name: market.add, exact: true });
    await reach(control);
    await control.click();
    await expect(card.first().getByRole('status')).toContainText(market.full);
    await expect(control).toHaveAttribute('aria-pressed', 'false');
    await card
      .first()
      .getByRole('status')
      .getByRole('link', { name: market.view(4) })
      .click();
    await expect.poll(() => columnIds(page)).toEqual(ids);
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const market of MARKETS) {
    test(`the comparison on ${market.host} reads from its address, the first four and a note`, async ({
      page,
      request,
    }) => {
      const ids = await estatesForSale(request, market.site, 5);
      const listed = [ids[0]!, UNKNOWN, ids[1]!, ids[2]!, ids[3]!, ids[4]!];
      // The fixture's goto waits for a live page, which never comes without scripts.
      await page.mainFrame().goto(on(market.host, `${market.compare}?estates=${listed.join(',')}`));
      await expect(table(page, market.caption(4))).toBeVisible();
      expect(await columnIds(page)).toEqual([ids[0], '-', ids[1], ids[2]]);
      await expect(page.getByRole('note')).toHaveText(market.leftOut);
      // Removing is a link: the same comparison without that estate.
      await page
        .getByRole('columnheader', { name: new RegExp(market.gone) })
        .getByRole('link', { name: new RegExp(market.removeLink) })
        .click();
      await expect(page).toHaveURL(new RegExp(`\\?estates=${ids[0]},${ids[1]},${ids[2]}$`));
      expect(await columnIds(page)).toEqual([ids[0], ids[1], ids[2]]);
    });
  }
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the comparison page passes axe on both markets, and only its table scrolls sideways', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      for (const market of MARKETS) {
        const ids = await estatesForSale(request, market.site, 3);
        await page.goto(on(market.host, `${market.compare}?estates=${ids.join(',')},${UNKNOWN}`));
        await expect(table(page, market.caption(4))).toBeVisible();
        expect(await axeViolations(page), market.host).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
        if (viewport.width < 500) {
          // The facts' column stays in view while the table scrolls.
          const region = page.getByRole('region', { name: market.caption(4) });
          await region.evaluate((element) => element.scrollBy({ left: 400 }));
          const label = page.getByRole('rowheader', { name: market.price, exact: true });
          const box = await label.boundingBox();
          const regionBox = await region.boundingBox();
          expect(Math.abs((box?.x ?? 0) - (regionBox?.x ?? 0))).toBeLessThan(4);
        }
      }
    });
  });
}
