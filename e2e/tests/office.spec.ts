/**
 * Journeys of the agency's office, on both markets: its opening hours and the way there in the
 * footer of every page, on the contact page and in a detail page's contact card, from the site
 * settings; "open now / closed, opens …" at a fixed moment in Brussels time; the hours and the
 * map link without scripts; nothing loaded from another host; axe at both widths.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const API = `http://127.0.0.1:${SITE_PORT + 1000}`;
const on = (host: string, path: string) => `http://${host}:${SITE_PORT}${path}`;

const MARKETS = [
  {
    host: 'localhost',
    site: 1,
    home: '/nl/',
    contact: '/nl/contact',
    detail: (id: string) => `/nl/aanbod/${id}`,
    heading: 'Openingsuren',
    contactHeading: 'Contact',
    week: [
      ['maandag – vrijdag', '09:00–12:30, 13:30–18:00'],
      ['zaterdag', '10:00–16:00'],
      ['zondag', 'Gesloten'],
    ],
    // Saturday 5 December 2026, 18:00 in Brussels.
    saturdayEvening: 'Nu gesloten, opent maandag om 09:00',
    // Tuesday 1 December 2026, 11:00 in Brussels.
    tuesdayMorning: 'Nu open, tot 12:30',
    directions: 'Route naar ons kantoor',
    lat: '51.05434',
  },
  {
    host: 'ardennes.localhost',
    site: 2,
    home: '/fr/',
    contact: '/fr/contact',
    detail: (id: string) => `/fr/offre/${id}`,
    heading: 'Heures d’ouverture',
    contactHeading: 'Contact',
    week: [
      ['lundi', 'Fermé'],
      ['mardi – vendredi', '09:30–12:00, 13:30–17:30'],
      ['samedi', '10:00–13:00'],
      ['dimanche', 'Fermé'],
    ],
    saturdayEvening: 'Fermé pour le moment, ouvre mardi à 09:30',
    tuesdayMorning: 'Ouvert maintenant, jusqu’à 12:00',
    directions: 'Itinéraire vers notre agence',
    lat: '50.49213',
  },
] as const;

/** An estate of `site` with a sales representative (its detail page has a contact card). */
async function estateWithContact(request: APIRequestContext, site: number): Promise<string> {
  const answer = await request.post(`${API}/sites/${site}/estates`, {
    data: { query: { status: ['FOR_SALE'] }, size: 30 },
  });
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as {
    results: { id: string; salesRep: unknown; general: { guid: string | null } }[];
  };
  const found = results.find((e) => e.salesRep && e.general.guid === null);
  expect(found, `an estate with a contact on site ${site}`).toBeTruthy();
  return found!.id;
}

/** The office's hours section inside `scope`, by its heading. */
const hours = (page: Page, scope: ReturnType<Page['locator']>, heading: string) =>
  scope.getByTestId('office-hours').filter({ has: page.getByRole('heading', { name: heading }) });

/** The week as the section's terms and descriptions read. */
const weekOf = (section: ReturnType<Page['locator']>) =>
  section
    .locator('dt')
    .evaluateAll((terms) =>
      terms.map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']),
    );

for (const market of MARKETS) {
  test(`the office on ${market.host}: footer, contact page and contact card, open now`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const outside: string[] = [];
    page.on('request', (r) => {
      const { hostname } = new URL(r.url());
      if (!['localhost', 'ardennes.localhost', '127.0.0.1'].includes(hostname))
        outside.push(r.url());
    });
    await page.clock.setFixedTime(new Date('2026-12-05T17:00:00Z'));
    await page.goto(on(market.host, market.home));
    const footer = hours(page, page.getByRole('contentinfo'), market.heading);
    await expect(footer).toBeVisible();
    expect(await weekOf(footer)).toEqual(market.week);
    await expect(footer).toContainText(market.saturdayEvening);
    const map = footer.getByRole('link', { name: new RegExp(market.directions) });
    await expect(map).toHaveAttribute(
      'href',
      new RegExp(`^https://www\\.openstreetmap\\.org/\\?mlat=${market.lat.replace('.', '\\.')}`),
    );

    await page.clock.setFixedTime(new Date('2026-12-01T10:00:00Z'));
    await page.goto(on(market.host, market.contact));
    const contact = hours(page, page.getByRole('main'), market.heading);
    await expect(contact).toContainText(market.tuesdayMorning);
    expect(await weekOf(contact)).toEqual(market.week);

    const id = await estateWithContact(request, market.site);
    await page.goto(on(market.host, market.detail(id)));
    const card = hours(
      page,
      page.locator('section[aria-labelledby="detail-contact-heading"]'),
      market.heading,
    );
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText(market.tuesdayMorning);
    await expect(card.getByRole('link', { name: new RegExp(market.directions) })).toBeVisible();
    expect(outside, 'no request to another host').toEqual([]);
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const market of MARKETS) {
    test(`the office's hours and map link on ${market.host} are in the page's HTML`, async ({
      page,
    }) => {
      // The fixture's goto waits for a live page, which never comes without scripts.
      await page.mainFrame().goto(on(market.host, market.contact));
      for (const scope of [page.getByRole('main'), page.getByRole('contentinfo')]) {
        const section = hours(page, scope, market.heading);
        expect(await weekOf(section)).toEqual(market.week);
        await expect(
          section.getByRole('link', { name: new RegExp(market.directions) }),
        ).toBeVisible();
      }
    });
  }
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the contact page with the office passes axe on both markets', async ({ page }) => {
      test.setTimeout(90_000);
      for (const market of MARKETS) {
        await page.goto(on(market.host, market.contact));
        await expect(hours(page, page.getByRole('main'), market.heading)).toBeVisible();
        expect(await axeViolations(page), market.host).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'nothing scrolls sideways').toBeLessThanOrEqual(0);
      }
    });
  });
}
