/**
 * Journeys of what a careful visitor would trip over: the picture viewer moves, CMS
 * pages are HTML, long German titles fit 320 px, addresses keep box and country, the second
 * source reads right, nothing is shown twice, one-language data is marked, /{lang}/detail, the
 * landing pages and the footer menu, the "Projecten" group, and what buying will cost.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const API = `http://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? 3100) + 1000}`;

interface Found {
  id: string;
  general: {
    guid: string | null;
    address: { region: string | null; country: { id: string } };
    price: { value: number | null };
    transaction: { id: number };
  };
  technical: { newBuilding: boolean | null; elevator: boolean | null };
  facilities: { id: number; value: string | null }[];
}

/** Every estate of a search (pages of 100). */
async function find(request: APIRequestContext, query: Record<string, unknown>) {
  const found: Found[] = [];
  for (let from = 0; ; from += 100) {
    const response = await request.post(`${API}/sites/1/estates`, {
      data: { query, from, size: 100 },
    });
    expect(response.ok()).toBe(true);
    const answer = (await response.json()) as { total: { value: number }; results: Found[] };
    found.push(...answer.results);
    if (answer.results.length === 0 || found.length >= answer.total.value) return found;
  }
}

const article = (page: Page) => page.locator('[data-boundary="detail"] article').first();
/** The caption of the picture in view in the lightbox. */
const caption = (page: Page) => page.locator('.yarl__slide_current .yarl__slide_title');

test('the picture viewer moves by button, arrow key and swipe, and keeps its place', async ({
  page,
}) => {
  await page.goto('/en/offer/1173');
  await page.getByRole('button', { name: 'Open picture 1 of 8 in full screen' }).click();
  await expect(caption(page)).toHaveText(/1 \/ 8$/);
  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(caption(page)).toHaveText(/2 \/ 8$/);
  await page.keyboard.press('ArrowRight');
  await expect(caption(page)).toHaveText(/3 \/ 8$/);
  // The viewer fills the viewport; the slide itself may still be sliding in, so the swipe is
  // measured on the viewport.
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const box = { x: 0, width: viewport.width };
  const y = viewport.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expect(caption(page)).toHaveText(/4 \/ 8$/);
  await page.keyboard.press('ArrowLeft');
  await expect(caption(page)).toHaveText(/3 \/ 8$/);
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('button', { name: 'Open picture 3 of 8 in full screen' }),
  ).toBeVisible();

  // From the third thumbnail, with reduced motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await page.getByRole('button', { name: 'Show picture 3 of 8' }).click();
  await expect(caption(page)).toHaveText(/3 \/ 8$/);
  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(caption(page)).toHaveText(/4 \/ 8$/);
});

test('the privacy statement and terms of use are HTML in all four languages', async ({ page }) => {
  for (const path of [
    '/nl/privacyverklaring',
    '/fr/declaration-de-confidentialite',
    '/en/privacy-statement',
    '/de/nutzungsbedingungen',
  ]) {
    await page.goto(path);
    const body = page.locator('main article');
    await expect(body.locator('div > p').first()).toBeVisible();
    await expect(body).not.toContainText('<p>');
  }
});

for (const width of [320, 390]) {
  test(`long German and French titles fit ${width} px and header links keep to one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/de/angebot/1375', '/de/angebot/1145', '/fr/offre/1375', '/de/']) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      const fits = await h1.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits, `${path}: the title fits its column`).toBe(true);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${path}: nothing is wider than the screen`).toBeLessThanOrEqual(width);
      // On a phone the main menu is behind its button: opened, its links are the header's.
      const phoneMenu = page.getByTestId('phone-menu');
      if (await phoneMenu.isVisible()) await phoneMenu.locator('summary').click();
      const lineHeights = await page
        .locator('header nav a:visible')
        .evaluateAll((links) => links.map((a) => a.getClientRects().length));
      expect(lineHeights.length, `${path}: the menu's links are shown`).toBeGreaterThan(0);
      expect(
        lineHeights.every((rects) => rects === 1),
        `${path}: one line per link`,
      ).toBe(true);
    }
  });
}

test('addresses keep their box and the country of an estate abroad', async ({ page }) => {
  await page.goto('/nl/aanbod/1138');
  await expect(article(page)).toContainText(/Baron Hortastraat \d+ bus 7\.2, 1000 Brussel/);
  await page.goto('/en/offer/1477');
  await expect(article(page)).toContainText('Dunkirk, France');
});

test('the second source clears -1 and names every room with its m²', async ({ page }) => {
  await page.goto('/en/offer/1229');
  const tabs = page.getByRole('tablist');
  await tabs.getByRole('tab', { name: 'Construction' }).click();
  const panel = page.getByRole('tabpanel');
  // A year the source cleared (-1) is not entered: not shown at all.
  await expect(panel).toContainText('Bedrooms');
  await expect(panel).not.toContainText('Year built');
  await expect(panel).not.toContainText('Not entered');
  await expect(panel).not.toContainText('-1');
  await page.goto('/de/angebot/1394');
  await page.getByRole('tablist').getByRole('tab', { name: 'Aufteilung' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/Schlafzimmer 5\s*[\d.,]+ m²/);
  await expect(page.getByRole('tabpanel')).not.toContainText('_layout.');
});

test('nothing is shown twice', async ({ page, request }) => {
  const withLift = (await find(request, { status: ['FOR_SALE'], type: [2] })).find(
    (e) => e.technical.elevator === true && e.facilities.some((f) => f.id === 1),
  );
  expect(withLift, 'an apartment with a lift in both places').toBeDefined();
  await page.goto(`/en/offer/${withLift!.id}`);
  await expect(page.getByRole('region', { name: 'Technical details' })).toContainText('Lift');
  const facilities = page.getByRole('region', { name: 'Facilities' });
  if (await facilities.count()) await expect(facilities).not.toContainText('Lift');

  await page.goto('/en/offer/1150');
  // The technical sections are folded: the visitor unfolds them to read them.
  for (const summary of await page.locator('[data-boundary="detail"] details > summary').all())
    await summary.click();
  const surroundings = page.getByRole('region', { name: 'Surroundings' });
  await expect(surroundings.getByRole('listitem').first()).toBeVisible();
  const places = await surroundings.getByRole('listitem').allInnerTexts();
  expect(places.length).toBeGreaterThan(0);
  // Each name once, as a list item, never as "Town | Town".
  expect(new Set(places).size).toBe(places.length);
  await expect(surroundings.locator('dt')).toHaveCount(0);
  for (const place of places) expect(place).not.toMatch(/^(.+)\s+\1$/);
  const options = page.getByRole('region', { name: 'Rental options' });
  if (await options.count()) {
    for (const text of await options.getByRole('listitem').allInnerTexts()) {
      await expect(page.getByRole('region', { name: 'Technical details' })).not.toContainText(
        new RegExp(`${text}\\s*Yes`),
      );
    }
  }
});

test('data in one language is marked with its language on other pages', async ({ page }) => {
  // The source gives its free texts (the SMS text) in each language now: the page's own, unmarked.
  // A text the source gives in one language only is marked with it (unit tests of mf-detail).
  await page.goto('/en/offer/1183');
  await page.getByRole('tablist').getByRole('tab', { name: 'Other' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/SMS text/);
  await expect(page.getByRole('tabpanel')).not.toContainText('Woning met tuin in Kortrijk');
  await expect(page.getByRole('tabpanel').locator('dd[lang]')).toHaveCount(0);
  await page.goto('/nl/aanbod/1183');
  await page.getByRole('tablist').getByRole('tab', { name: 'Overige' }).click();
  await expect(page.getByRole('tabpanel').locator('dd[lang]')).toHaveCount(0);
});

test('/{lang}/detail goes to the estate of its query, else to the offer', async ({ page }) => {
  await page.goto('/en/detail?id=1173');
  await expect(page).toHaveURL(/\/en\/offer\/1173\/[a-z0-9-]+$/);
  await page.goto('/fr/detail');
  await expect(page).toHaveURL(/\/fr\/offre$/);
});

test('a landing page from the footer menu: content, estates, the listing link, other languages', async ({
  page,
}) => {
  await page.goto('/en/privacy-statement');
  const footer = page.getByRole('navigation', { name: 'Information' });
  await footer.getByRole('link', { name: 'New builds in Ghent' }).click();
  await expect(page).toHaveURL(/\/en\/discover\/new-builds\/ghent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New builds in Ghent' })).toBeVisible();
  await expect(page.locator('main article strong', { hasText: 'Ghent' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'New builds in Ghent' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await expect(page).toHaveURL(/\/de\/entdecken\/neubau\/gent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Neubauten in Gent' })).toBeVisible();
  await page.getByRole('link', { name: 'Alle in unserem Angebot ansehen' }).click();
  await expect(page).toHaveURL(/\/de\/angebot\?trans=kopen&city=2&type=9$/);

  await page.goto('/nl/over-ons');
  await expect(page.getByRole('region', { name: 'Onze kantoren' })).toContainText('Korenmarkt 12');
});

test('grouped by subtype, estates without one form the group "Projecten"', async ({ page }) => {
  await page.goto('/nl/aanbod?type=9&groupBy=SUBTYPE');
  await expect(page.getByRole('heading', { level: 3, name: 'Projecten (2)' })).toBeVisible();
});

test('what buying will cost: per region, own home at once, VAT for a new build ("Beyond")', async ({
  page,
  request,
}) => {
  const sales = await find(request, { status: ['FOR_SALE'], type: [1, 2] });
  const plain = (region: string) =>
    sales.find(
      (e) =>
        e.general.address.region === region &&
        e.general.guid === null &&
        e.general.transaction.id === 1 &&
        e.technical.newBuilding !== true &&
        (e.general.price.value ?? 0) > 250_000 &&
        (e.general.price.value ?? 0) <= 600_000,
    );
  const flemish = plain('FLANDERS');
  const brussels = plain('BRUSSELS');
  expect(flemish && brussels, 'a Flemish and a Brussels sale').toBeTruthy();

  await page.goto(`/en/offer/${flemish!.id}`);
  const costs = page.getByRole('region', { name: 'What buying will cost' });
  await expect(costs.getByRole('note')).toContainText('An estimate, not advice.');
  const duties = costs.getByRole('row', { name: /Registration duties/ });
  const price = flemish!.general.price.value!;
  const euro = (n: number) => `€ ${Math.round(n).toLocaleString('de-DE')}`;
  await expect(duties).toContainText(euro(price * 0.12));
  await costs.getByRole('checkbox', { name: 'This will be my only own home' }).check();
  await expect(duties).toContainText(euro(price * 0.02));
  await costs.getByText('Sources and dates of the rates').click();
  await expect(costs.getByRole('listitem').first()).toContainText('Vlaamse Codex Fiscaliteit');

  await page.goto(`/fr/offre/${brussels!.id}`);
  const bxl = page.getByRole('region', { name: 'Ce que l’achat coûtera' });
  await bxl.getByRole('checkbox', { name: 'Ce sera mon habitation propre et unique' }).check();
  await expect(bxl.getByRole('row', { name: /Droits d’enregistrement/ })).toContainText(
    euro((brussels!.general.price.value! - 200_000) * 0.125),
  );

  // 1133: an apartment sold under the VAT regime (second source).
  await page.goto('/nl/aanbod/1133');
  const vat = page.getByRole('region', { name: 'Wat kopen zal kosten' });
  await expect(vat.getByRole('row', { name: /Btw op de prijs/ })).toContainText('21%');
  await expect(vat.getByRole('checkbox')).toHaveCount(0);

  await page.goto('/en/offer/1150');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What buying will cost' })).toHaveCount(0);
});

/** The second-source tabs of a detail page: each tab's panel text, by tab name. */
async function secondSourceTabs(page: Page): Promise<Record<string, string>> {
  const tablist = page.getByRole('tablist');
  await tablist.scrollIntoViewIfNeeded();
  const tabs: Record<string, string> = {};
  for (const tab of await tablist.getByRole('tab').all()) {
    await tab.click();
    tabs[(await tab.textContent()) ?? ''] = (await page.getByRole('tabpanel').innerText()) ?? '';
  }
  return tabs;
}

test('second-source tabs: no raw key, units, the SMS text in the language, nothing "not entered"', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const notEntered = /Not entered|Nicht angegeben|Non renseigné|Niet ingevuld/;
  const sms: Record<string, string> = {};
  for (const [path, lang] of [
    ['/de/angebot/1183', 'de'],
    ['/en/offer/1183', 'en'],
    ['/nl/aanbod/1183', 'nl'],
  ] as const) {
    await page.goto(path);
    const tabs = await secondSourceTabs(page);
    const all = Object.values(tabs).join('\n');
    expect(all, path).not.toMatch(/_[a-z_]+\.[a-z_0-9]+_/);
    expect(all, path).not.toMatch(notEntered);
    for (const text of Object.values(tabs)) expect(text.trim(), path).not.toBe('');
    const other = Object.values(tabs).find((text) => /SMS/.test(text)) ?? '';
    sms[lang] = /SMS[^\n]*\n?([^\n]+)/.exec(other)?.[1] ?? '';
    // Distances carry their unit.
    expect(all, path).toMatch(/\d m\b|\d km\b/);
  }
  expect(sms['de']).not.toBe('');
  expect(sms['de']).not.toBe(sms['nl']);
  expect(sms['en']).not.toBe(sms['nl']);

  // A rental shows no notary nor price-detail tab full of empty fields.
  const rentals = (await find(request, { status: ['TO_RENT'] })).filter((e) => e.general.guid);
  expect(rentals.length).toBeGreaterThan(0);
  await page.goto(`/en/offer/${rentals[0]!.id}`);
  const rentalTabs = await secondSourceTabs(page);
  expect(Object.keys(rentalTabs)).not.toContain('Notary');
  expect(Object.values(rentalTabs).join('\n')).not.toMatch(notEntered);

  // The second market's second source reads the same.
  const site2 = await request.post(`${API}/sites/2/estates`, { data: { query: {}, size: 100 } });
  const withGuid = ((await site2.json()) as { results: Found[] }).results.find(
    (e) => e.general.guid,
  );
  expect(withGuid, 'a second-source estate of the second market').toBeDefined();
  const ardennes = `http://ardennes.localhost:${Number(process.env.E2E_SITE_PORT ?? 3100)}`;
  await page.goto(`${ardennes}/de/angebot/${withGuid!.id}`);
  const all = Object.values(await secondSourceTabs(page)).join('\n');
  expect(all).not.toMatch(/_[a-z_]+\.[a-z_0-9]+_/);
  expect(all).not.toMatch(notEntered);
});

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a project's units fit the screen: surface and price in view, nothing scrolls sideways", async ({
    page,
  }) => {
    await page.goto('/nl/aanbod/1077');
    const table = page.getByRole('table', { name: /volgens verdieping/ });
    await table.scrollIntoViewIfNeeded();
    await expect(table).toBeVisible();
    const first = table.getByRole('row').nth(1);
    for (const cell of await first.getByRole('cell').all()) {
      const box = await cell.boundingBox();
      if (!box || box.width === 0) continue;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(first).toContainText('m²');
    await expect(first).toContainText('€');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('an unknown type of the address is named beside the filters, on both markets', async ({
  page,
}) => {
  await page.goto('/en/offer?type=999');
  await expect(page.getByText('Unknown type “999” ignored: all types are shown.')).toBeVisible();
  await expect(page.locator('[data-boundary="search"] article').first()).toBeVisible();
  const ardennes = `http://ardennes.localhost:${Number(process.env.E2E_SITE_PORT ?? 3100)}`;
  await page.goto(`${ardennes}/fr/offre?type=999`);
  await expect(page.getByText(/^Type inconnu «\s999\s» ignoré/)).toBeVisible();
  await expect(page.locator('[data-boundary="search"] article').first()).toBeVisible();
});

test("landing pages are at each language's own address; the Dutch one answers 301", async ({
  page,
  request,
}) => {
  const old = await request.get('/fr/decouvrir/huizen-te-koop/brugge?page=1', { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()['location']).toBe('/fr/decouvrir/maisons-a-vendre/bruges?page=1');
  await page.goto('/fr/');
  const link = page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Maisons à vendre à Bruges' });
  await expect(link).toHaveAttribute('href', '/fr/decouvrir/maisons-a-vendre/bruges');
  await page.goto('/de/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Häuser zum Kauf in Brügge' }),
  ).toHaveAttribute('href', '/de/entdecken/haeuser-zum-kauf/bruegge');
});
