/**
 * Journeys of markets: one build of the shell serves two agencies by hostname, and a
 * market's composition (which remote fills each slot) changes at run time, for that market only.
 */
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { marketsFile, SITE_PORT, writeMarketsFile } from './markets-file';

const on = (host: string, path: string) => `http://${host}:${SITE_PORT}${path}`;
const API = `http://127.0.0.1:${SITE_PORT + 1000}`;
const LANGS = ['nl', 'fr', 'en', 'de'] as const;
/** Each demo market: its hostname, its site id, its agency's mail domain and its language. */
const MARKETS = [
  { host: 'localhost', site: 1, domain: 'immo-zonneveld.be', lang: 'nl' },
  { host: 'ardennes.localhost', site: 2, domain: 'immo-ardennes.be', lang: 'fr' },
] as const;

/**
 * The answer of the site to a path on a market's hostname, its redirects followed (Node does not
 * resolve *.localhost as Chromium does: 127.0.0.1 is asked with the market's Host).
 */
async function finalAnswer(request: APIRequestContext, host: string, path: string) {
  let location = path;
  for (let hop = 0; hop < 3; hop += 1) {
    const answer = await request.get(on('127.0.0.1', location), {
      headers: { host: `${host}:${SITE_PORT}` },
      maxRedirects: 0,
    });
    const next = answer.headers()['location'];
    if (answer.status() < 300 || answer.status() >= 400 || !next) return { answer, location };
    location = next;
  }
  throw new Error(`${path} on ${host} redirects more than three times`);
}

test('two hostnames show two agencies from one build', async ({ page }) => {
  await page.goto(on('localhost', '/fr/'));
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveText('Immo Zonneveld');
  const zonneveldShell = await page.locator('script[src*="main"]').getAttribute('src');

  await page.goto(on('ardennes.localhost', '/fr/'));
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveText('Immo Ardennes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Vivre entre forêts et rivières',
  );
  await expect(page.locator('footer address')).toContainText('Place Royale 5, 4900 Spa');
  // The same shell build.
  expect(await page.locator('script[src*="main"]').getAttribute('src')).toBe(zonneveldShell);

  // Its own estates: the listing links only to the Ardennes agency's estates (ids from 7001).
  await page.goto(on('ardennes.localhost', '/fr/offre'));
  const cards = page.locator('[data-boundary="search"] article');
  await expect(cards).toHaveCount(15);
  const hrefs = await cards
    .locator('a[href*="/fr/offre/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(Number(/\/offre\/(\d+)/.exec(href)?.[1])).toBeGreaterThan(7000);
});

test('each hostname gets its own market composition; an unknown host gets the default', async ({
  request,
}) => {
  // Node does not resolve *.localhost as Chromium does: ask 127.0.0.1 with the market's Host.
  const configOn = async (host: string) =>
    (
      await request.get(on('127.0.0.1', '/config.json'), {
        headers: { host: `${host}:${SITE_PORT}` },
      })
    ).json();
  expect((await configOn('ardennes.localhost')).siteHostname).toBe('ardennes.localhost');
  expect((await configOn('evil.example')).siteHostname).toBe('localhost');
  const local = await configOn('127.0.0.1');
  expect(local.siteHostname).toBe('localhost');
  expect(Object.keys(local.slots)).toEqual(
    expect.arrayContaining(['search', 'detail', 'favorites']),
  );
});

test.describe('a slot moved at run time', () => {
  // The server renders no provider deployed elsewhere for one market: the browser renders that
  // part (React reports the boundary it switched to rendering in the browser).
  test.use({ allowedProblems: [/Recoverable: .*#419/] });

  test("moving a market's slot to another provider changes that market only, with no rebuild", async ({
    page,
  }) => {
    const original = fs.readFileSync(marketsFile(), 'utf8');
    const markets = JSON.parse(original) as {
      markets: { name: string; hostnames: string[]; slots: Record<string, unknown> }[];
    };
    const base = markets.markets[0]!;
    const write = (favorites: unknown) => {
      const swap = {
        name: 'swap',
        hostnames: ['swap.localhost'],
        slots: { ...base.slots, favorites },
      };
      return writeMarketsFile(JSON.stringify({ markets: [...markets.markets, swap] }));
    };
    try {
      // The swap market takes its favourites from a deployment that does not answer.
      await write({ provider: 'favorites', url: 'http://localhost:9' });
      await page.goto(on('swap.localhost', '/en/favorites'));
      await expect(page.getByRole('alert')).toContainText('temporarily unavailable');
      // The header, the other slots and the other markets are as they were.
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await page.goto(on('localhost', '/en/favorites'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favourites');

      // Back to the registry's favourites remote: the same market works again.
      await write('favorites');
      await page.goto(on('swap.localhost', '/en/favorites'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favourites');
    } finally {
      await writeMarketsFile(original);
    }
  });
});

test("each market's estates are shown by its own agency's staff (the detail page's contact)", async ({
  page,
  request,
}) => {
  for (const market of MARKETS) {
    // An estate with a contact: the Ardennes one of the report, the first one of Zonneveld.
    let id = '7075';
    if (market.site === 1) {
      const search = await request.post(`${API}/sites/1/estates`, {
        data: { query: { status: ['FOR_SALE'], type: [1] }, size: 15 },
      });
      const { results } = (await search.json()) as {
        results: { id: string; salesRep: { email: string } | null }[];
      };
      id = results.find((estate) => estate.salesRep)!.id;
    }
    await page.goto(on(market.host, `/en/offer/${id}`));
    const contact = page.getByRole('region', { name: 'Your contact' });
    const email = contact.locator('a[href^="mailto:"]');
    await expect(email).toHaveAttribute('href', new RegExp(`^mailto:[a-z.]+@${market.domain}$`));
    await expect(contact).not.toContainText(market.site === 1 ? 'immo-ardennes' : 'immo-zonneveld');
  }
  // The Ardennes agency's phone, not Ghent's (+32 9).
  await page.goto(on('ardennes.localhost', '/fr/offre/7075'));
  const contact = page.getByRole('region', { name: 'Votre contact' });
  await expect(contact.locator('a[href^="tel:"]').first()).toHaveAttribute(
    'href',
    'tel:+3287771234',
  );
});

test("each market's footer links only pages of its own site, in four languages", async ({
  page,
  request,
}) => {
  // Two markets in four languages: many pages in one journey.
  test.setTimeout(120_000);
  for (const market of MARKETS) {
    for (const lang of LANGS) {
      await page.goto(on(market.host, `/${lang}/`));
      const links = await page
        .locator('footer a[href^="/"]')
        .evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));
      // The legal pages, about us and the agency's three landing pages at least.
      expect(links.length).toBeGreaterThanOrEqual(6);
      for (const href of links) {
        const { answer, location } = await finalAnswer(request, market.host, href);
        expect(answer.status(), `${href} on ${market.host} (${location})`).toBe(200);
      }
    }
  }
  // The Ardennes agency's landing page, from its footer, in its language.
  await page.goto(on('ardennes.localhost', '/fr/'));
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Maisons à vendre en Ardenne' })
    .click();
  await expect(page).toHaveURL(/\/fr\/decouvrir\/maisons-a-vendre\/ardenne$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Maisons à vendre en Ardenne' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).not.toContainText('Gand');
});

test("/ sends a visitor without a preference to the market's own language", async ({ request }) => {
  for (const market of MARKETS) {
    for (const [accept, lang] of [
      [undefined, market.lang],
      ['*', market.lang],
      ['pt-BR', market.lang],
      ['de-BE,de;q=0.9,en;q=0.5', 'de'],
      ['en-GB', 'en'],
    ] as const) {
      const answer = await request.get(on('127.0.0.1', '/'), {
        headers: {
          host: `${market.host}:${SITE_PORT}`,
          ...(accept ? { 'accept-language': accept } : {}),
        },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(302);
      expect(answer.headers()['location'], `${market.host} with ${accept}`).toBe(`/${lang}/`);
    }
  }
});

test("each market's holiday page says where its own homes are", async ({ page }) => {
  await page.goto(on('ardennes.localhost', '/fr/vacances'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Locations de vacances en Ardenne',
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Ardenne/);
  await expect(page.locator('main')).not.toContainText('côte belge');
  await page.goto(on('ardennes.localhost', '/nl/vakantie'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Vakantiewoningen in de Ardennen',
  );
  await page.goto(on('localhost', '/fr/vacances'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Locations de vacances à la côte belge et en Ardenne',
  );
});

/** What each market's legal texts must name: its agency, its numbers and the supervisor. */
const LEGAL = [
  { host: 'localhost', name: 'Immo Zonneveld', company: '0712.345.678', biv: '512 345' },
  { host: 'ardennes.localhost', name: 'Immo Ardennes', company: '0823.456.789', biv: '507 812' },
] as const;

/** The Data Protection Authority as each language names it. */
const AUTHORITY = {
  nl: 'Gegevensbeschermingsautoriteit',
  fr: 'Autorité de protection des données',
  en: 'Data Protection Authority',
  de: 'Datenschutzbehörde',
} as const;

test("every page of a market shows its own agency's legal mentions, in four languages", async ({
  page,
}) => {
  // Two markets in four languages: many pages in one journey.
  test.setTimeout(120_000);
  for (const market of LEGAL) {
    for (const lang of LANGS) {
      for (const path of [
        `/${lang}/`,
        `/${lang}/${lang === 'nl' ? 'aanbod' : lang === 'fr' ? 'offre' : lang === 'en' ? 'offer' : 'angebot'}`,
      ]) {
        await page.goto(on(market.host, path));
        const mentions = page.getByRole('contentinfo').getByRole('region', {
          name: {
            nl: 'Wettelijke vermeldingen',
            fr: 'Mentions légales',
            en: 'Legal information',
            de: 'Rechtliche Hinweise',
          }[lang],
        });
        await expect(mentions, `${market.host}${path}`).toContainText(market.company);
        await expect(mentions).toContainText(market.biv);
        await expect(mentions).toContainText(/BIV|IPI/);
        await expect(mentions).toContainText(/AXA Belgium|Ethias/);
        await expect(mentions.getByRole('link')).toHaveAttribute(
          'href',
          /^https:\/\/www\.(biv|ipi)\.be\//,
        );
        const other = LEGAL.find((m) => m !== market)!;
        await expect(mentions).not.toContainText(other.company);
      }
    }
  }
});

test("each market's privacy statement, terms of use and rental conditions are its own, with substance", async ({
  page,
}) => {
  // Two markets in four languages: many pages in one journey.
  test.setTimeout(120_000);
  const paths = {
    nl: ['privacyverklaring', 'gebruiksvoorwaarden', 'huurvoorwaarden'],
    fr: ['declaration-de-confidentialite', 'conditions-d-utilisation', 'conditions-de-location'],
    en: ['privacy-statement', 'terms-of-use', 'rental-conditions'],
    de: ['datenschutzerklaerung', 'nutzungsbedingungen', 'mietbedingungen'],
  } as const;
  for (const market of LEGAL) {
    for (const lang of LANGS) {
      const [privacy, terms, rental] = paths[lang];
      await page.goto(on(market.host, `/${lang}/${privacy}`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(main).toContainText(market.name);
      await expect(main).toContainText(market.company);
      await expect(main).toContainText(AUTHORITY[lang]);
      await expect(main).toContainText(/Drukpersstraat 35|Rue de la Presse 35|rue de la Presse 35/);
      // The retention periods the API applies.
      await expect(main).toContainText(/12 (maanden|mois|months|Monate)/);
      await expect(main).toContainText(/24 (uur|heures|hours|Stunden)/);
      await expect(main).toContainText(/30 (dagen|jours|days|Tage)/);
      expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(6);

      await page.goto(on(market.host, `/${lang}/${terms}`));
      await expect(page.getByRole('main')).toContainText(market.biv);
      await expect(page.getByRole('main')).toContainText(market.name);

      await page.goto(on(market.host, `/${lang}/${rental}`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(market.name);
      expect(
        await page.getByRole('main').getByRole('heading', { level: 2 }).count(),
      ).toBeGreaterThanOrEqual(4);
    }
  }
  // French typography: no-break spaces before colons.
  await page.goto(on('ardennes.localhost', '/fr/declaration-de-confidentialite'));
  expect((await page.getByRole('main').textContent()) ?? '').not.toMatch(/[^\s\u00a0] :/);
});
