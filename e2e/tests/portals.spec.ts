/**
 * Journeys of what visitors know from the big portals, on both markets: the monthly payment
 * beside what buying will cost (live with scripts, a GET form without); the estates the visitor
 * opened lately, on the home and favourites pages, across a reload and tabs; sharing a detail page
 * (the browser's share sheet, else plain links and copy), with its canonical URL.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, expect, reach, test } from './fixtures';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const API = `http://127.0.0.1:${SITE_PORT + 1000}`;
const on = (host: string, path: string) => `http://${host}:${SITE_PORT}${path}`;

interface Found {
  id: string;
  general: {
    price: { value: number | null };
    guid: string | null;
    project: unknown;
    transaction: { id: number } | null;
  };
}

/** Houses for sale of `site` with a price (the standard source), for their detail pages. */
async function housesForSale(request: APIRequestContext, site: number): Promise<Found[]> {
  const answer = await request.post(`${API}/sites/${site}/estates`, {
    data: { query: { status: ['FOR_SALE'], type: [1], 'price-min': 100_000 }, size: 30 },
  });
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as { results: Found[] };
  const houses = results.filter(
    (e) => e.general.guid === null && e.general.transaction?.id === 1 && !e.general.project,
  );
  expect(houses.length, `houses for sale on site ${site}`).toBeGreaterThanOrEqual(3);
  return houses;
}

/** A house for sale of `site` with a price (the standard source), for its detail page. */
async function houseForSale(request: APIRequestContext, site: number): Promise<Found> {
  return (await housesForSale(request, site))[0]!;
}

/** A whole euro amount as the site writes it: '€ 1.234.567'. */
const euro = (n: number) => `€ ${Math.round(n).toLocaleString('de-DE')}`;

const MARKETS = [
  {
    host: 'localhost',
    site: 1,
    path: (id: string) => `/nl/aanbod/${id}`,
    heading: 'Maandelijkse aflossing',
    costs: 'Wat kopen zal kosten',
    loan: 'Geleend bedrag (€)',
    rate: 'Vaste jaarrente (%)',
    years: 'Looptijd (jaar)',
    perMonth: 'per maand',
    calculate: 'Berekenen',
    wrongRate: 'Vul een rente in van 0% tot 15%',
    share: 'Delen',
    shareList: 'Dit pand delen',
    copy: 'Link kopiëren',
    copied: 'Link gekopieerd.',
    recent: 'Onlangs bekeken',
    recentPages: ['/nl/', '/nl/favorieten'],
  },
  {
    host: 'ardennes.localhost',
    site: 2,
    path: (id: string) => `/fr/offre/${id}`,
    heading: 'Mensualité',
    costs: 'Ce que l’achat coûtera',
    loan: 'Montant emprunté (€)',
    rate: 'Taux annuel fixe (%)',
    years: 'Durée (années)',
    perMonth: 'par mois',
    calculate: 'Calculer',
    wrongRate: 'Indiquez un taux de 0% à 15%',
    share: 'Partager',
    shareList: 'Partager ce bien',
    copy: 'Copier le lien',
    copied: 'Lien copié.',
    recent: 'Consultés récemment',
    recentPages: ['/fr/', '/fr/favoris'],
  },
] as const;

const monthly = (page: Page, name: string) => page.getByRole('region', { name });

for (const market of MARKETS) {
  test(`monthly cost on ${market.host}: defaults stated, live figures, a wrong rate said`, async ({
    page,
    request,
  }) => {
    const house = await houseForSale(request, market.site);
    await page.goto(on(market.host, market.path(house.id)));
    const section = monthly(page, market.heading);
    const rate = section.getByRole('textbox', { name: market.rate });
    await reach(rate);
    // It stands beside the purchase-cost estimate, right after it.
    const headings = await page.locator('[data-boundary="detail"] article h2').allInnerTexts();
    expect(headings.indexOf(market.heading)).toBe(headings.indexOf(market.costs) + 1);
    await expect(section.getByRole('textbox', { name: market.loan })).toHaveValue(
      euro(house.general.price.value! * 0.8).replace('€ ', ''),
    );
    await expect(rate).toHaveValue('3');
    await expect(section.getByRole('textbox', { name: market.years })).toHaveValue('20');
    const result = section.getByTestId('monthly-result');
    await expect(result).toContainText(market.perMonth);

    await section.getByRole('textbox', { name: market.loan }).fill('200.000');
    await expect(result).toContainText(`€ 1.105,15 ${market.perMonth}`);
    await rate.fill('3,5');
    await section.getByRole('textbox', { name: market.years }).fill('25');
    await section.getByRole('textbox', { name: market.loan }).fill('250000');
    await expect(result).toContainText(`€ 1.244,21 ${market.perMonth}`);

    await rate.fill('twintig');
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(section).toContainText(market.wrongRate);
    await expect(result).not.toContainText('€');
    await rate.fill('4');
    await expect(result).toContainText(market.perMonth);
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const market of MARKETS) {
    test(`monthly cost on ${market.host} is a GET form the server computes`, async ({
      page,
      request,
    }) => {
      const house = await houseForSale(request, market.site);
      // The fixture's goto waits for a live page, which never comes without scripts.
      await page.mainFrame().goto(on(market.host, market.path(house.id)));
      const section = monthly(page, market.heading);
      await expect(section).toContainText(market.perMonth);
      await section.getByRole('textbox', { name: market.loan }).fill('300.000');
      await section.getByRole('textbox', { name: market.rate }).fill('4');
      await section.getByRole('textbox', { name: market.years }).fill('30');
      await section.getByRole('button', { name: market.calculate }).click();
      await expect(page).toHaveURL(/\?loan=300\.000&rate=4&years=30#monthly-cost$/);
      await expect(section.getByTestId('monthly-result')).toContainText(
        `€ 1.419,91 ${market.perMonth}`,
      );
      await section.getByRole('textbox', { name: market.years }).fill('99');
      await section.getByRole('button', { name: market.calculate }).click();
      await expect(section.getByRole('textbox', { name: market.years })).toHaveValue('99');
      await expect(section.getByRole('textbox', { name: market.years })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
  }
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the detail page with its monthly cost and share links passes axe on both markets', async ({
      page,
      request,
    }) => {
      // Two markets' pages, each checked whole by axe.
      test.setTimeout(90_000);
      for (const market of MARKETS) {
        const house = await houseForSale(request, market.site);
        await page.goto(on(market.host, market.path(house.id)));
        const section = monthly(page, market.heading);
        await reach(section.getByRole('textbox', { name: market.rate }));
        // With a field in error too: its message is tied to it.
        await section.getByRole('textbox', { name: market.rate }).fill('x');
        // And the share links shown.
        await page.getByTestId('share').getByText(market.share).click();
        await expect(page.getByRole('list', { name: market.shareList })).toBeVisible();
        await expect(section.getByRole('textbox', { name: market.rate })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        expect(await axeViolations(page), market.host).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'nothing scrolls sideways').toBeLessThanOrEqual(0);
      }
    });

    test('the home and favourites pages with their recently viewed pass axe on both markets', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      for (const market of MARKETS) {
        const [a, b] = await housesForSale(request, market.site);
        await page.goto(on(market.host, market.path(a!.id)));
        await page.goto(on(market.host, market.path(b!.id)));
        for (const path of market.recentPages) {
          await page.goto(on(market.host, path));
          const section = recent(page, market.recent);
          await reach(section.getByRole('list').first());
          await expect(section.getByRole('article')).toHaveCount(2);
          expect(await axeViolations(page), `${market.host}${path}`).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, 'nothing scrolls sideways').toBeLessThanOrEqual(0);
        }
      }
    });
  });
}

/** The recently viewed section of a page, by its heading in the page's language. */
const recent = (page: Page, name: string) => page.getByRole('region', { name });
/** The ids of the recently viewed cards, in their order (from their detail addresses). */
const recentIds = (page: Page, name: string) =>
  recent(page, name)
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map(
        (card) => /\/(\d+)\//.exec(card.querySelector('a')?.getAttribute('href') ?? '')?.[1] ?? '',
      ),
    );

test('recently viewed on localhost: the latest first, after a reload and in another tab', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [a, b, c] = await housesForSale(request, 1);
  await page.goto(on('localhost', `/nl/aanbod/${a!.id}`));
  await page.goto(on('localhost', `/nl/aanbod/${b!.id}`));
  await page.goto(on('localhost', '/nl/'));
  const section = recent(page, 'Onlangs bekeken');
  await reach(section.getByRole('button', { name: 'Lijst wissen' }));
  await expect.poll(() => recentIds(page, 'Onlangs bekeken')).toEqual([b!.id, a!.id]);

  await page.reload();
  await expect.poll(() => recentIds(page, 'Onlangs bekeken')).toEqual([b!.id, a!.id]);

  // Another tab sees the list, and what it opens shows in the first without a reload.
  const other = await page.context().newPage();
  await other.goto(on('localhost', '/nl/favorieten'));
  await other.locator('html[data-rendered]').waitFor({ state: 'attached' });
  await expect.poll(() => recentIds(other, 'Onlangs bekeken')).toEqual([b!.id, a!.id]);
  await other.goto(on('localhost', `/nl/aanbod/${c!.id}`));
  await other.locator('html[data-rendered]').waitFor({ state: 'attached' });
  await expect.poll(() => recentIds(page, 'Onlangs bekeken')).toEqual([c!.id, b!.id, a!.id]);

  // Cleared in one tab, gone in the other.
  await page.bringToFront();
  await section.getByRole('button', { name: 'Lijst wissen' }).click();
  await expect(section.getByRole('status')).toContainText('De lijst is gewist.');
  await expect(section.getByRole('heading', { name: 'Onlangs bekeken' })).toBeFocused();
  await other.goto(on('localhost', '/nl/favorieten'));
  await other.locator('html[data-rendered]').waitFor({ state: 'attached' });
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(recent(other, 'Onlangs bekeken')).toHaveCount(0);
  await other.close();
});

test('recently viewed on ardennes.localhost: on the favourites page, corrupt storage repaired', async ({
  page,
  request,
}) => {
  const [a] = await housesForSale(request, 2);
  await page.goto(on('ardennes.localhost', '/fr/'));
  await page.evaluate(() => window.localStorage.setItem('recentlyViewed', '{"not":"a list"'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(recent(page, 'Consultés récemment')).toHaveCount(0);

  await page.goto(on('ardennes.localhost', `/fr/offre/${a!.id}`));
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('recentlyViewed')))
    .toBe(JSON.stringify([a!.id]));
  await page.goto(on('ardennes.localhost', '/fr/favoris'));
  await expect.poll(() => recentIds(page, 'Consultés récemment')).toEqual([a!.id]);
  await expect(
    recent(page, 'Consultés récemment').getByRole('button', { name: 'Effacer la liste' }),
  ).toBeVisible();
});

/** The page's canonical URL, as its head gives it to crawlers. */
const canonicalOf = (page: Page) =>
  page.locator('link[rel="canonical"]').getAttribute('href') as Promise<string>;

/** Fails the journey on any request to a host other than the site's own. */
function ownHostsOnly(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (!['localhost', 'ardennes.localhost', '127.0.0.1'].includes(host))
      outside.push(request.url());
  });
  return outside;
}

for (const market of MARKETS) {
  test(`share on ${market.host}: plain links and copy, with the canonical URL`, async ({
    page,
    request,
  }) => {
    // A browser without a share sheet, whose clipboard the journey reads.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({ writeText: async (text: string) => void copied.push(text) }),
      });
    });
    const outside = ownHostsOnly(page);
    const house = await houseForSale(request, market.site);
    await page.goto(on(market.host, market.path(house.id)));
    const canonical = await canonicalOf(page);
    expect(canonical).toMatch(
      new RegExp(`^http://${market.host.replace('.', '\\.')}:\\d+${market.path(house.id)}/`),
    );
    const share = page.getByTestId('share');
    await share.getByText(market.share).click();
    const list = page.getByRole('list', { name: market.shareList });
    const href = async (name: RegExp) => list.getByRole('link', { name }).getAttribute('href');
    expect(new URL((await href(/WhatsApp/))!).searchParams.get('text')).toContain(canonical);
    expect(new URL((await href(/Facebook/))!).searchParams.get('u')).toBe(canonical);
    expect(new URL((await href(/E-mail/))!).searchParams.get('body')).toContain(canonical);
    await list.getByRole('button', { name: market.copy }).click();
    await expect(share.getByRole('status')).toHaveText(market.copied);
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
      canonical,
    ]);
    expect(outside, 'no request to an outside host').toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
  });

  test(`share on ${market.host}: the browser's share sheet where it has one`, async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => void shared.push(data),
      });
      Object.defineProperty(Navigator.prototype, 'canShare', {
        configurable: true,
        value: () => true,
      });
    });
    const house = await houseForSale(request, market.site);
    await page.goto(on(market.host, market.path(house.id)));
    await page.getByRole('button', { name: market.share, exact: true }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.url).toBe(await canonicalOf(page));
    expect(shared[0]!.title).toBe(await page.getByRole('heading', { level: 1 }).innerText());
  });
}

test.describe('share without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const market of MARKETS) {
    test(`the share links of ${market.host} open without scripts`, async ({ page, request }) => {
      const house = await houseForSale(request, market.site);
      await page.mainFrame().goto(on(market.host, market.path(house.id)));
      const canonical = await canonicalOf(page);
      await page.getByTestId('share').getByText(market.share).click();
      const list = page.getByRole('list', { name: market.shareList });
      await expect(list.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
      const facebook = await list.getByRole('link', { name: /Facebook/ }).getAttribute('href');
      expect(new URL(facebook!).searchParams.get('u')).toBe(canonical);
      await expect(page.getByTestId('share').getByRole('link', { name: canonical })).toBeVisible();
    });
  }
});
