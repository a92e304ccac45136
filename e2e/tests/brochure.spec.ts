/**
 * The brochure (the detail page printed or saved as PDF), on both markets and in two languages
 * each: Chromium prints the page to PDF with its print stylesheet, and the PDF's text holds the
 * price, the address and the agent's phone, the URL under the QR code, none of the site's
 * navigation or calls to action, on at most two pages. The "Print / PDF" link prints at once
 * with scripts and shows the print view without them.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { axeViolations, expect, test } from './fixtures';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const API = `http://127.0.0.1:${SITE_PORT + 1000}`;
const on = (host: string, path: string) => `http://${host}:${SITE_PORT}${path}`;

interface Found {
  id: string;
  general: { guid: string | null; project: unknown; transaction: { id: number } | null };
}

/** A house for sale of `site` (standard source) whose agent has a phone: id and phone. */
async function houseWithAgent(
  request: APIRequestContext,
  site: number,
): Promise<{ id: string; phone: string }> {
  const answer = await request.post(`${API}/sites/${site}/estates`, {
    data: { query: { status: ['FOR_SALE'], type: [1], 'price-min': 100_000 }, size: 30 },
  });
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as { results: Found[] };
  for (const e of results) {
    if (e.general.guid !== null || e.general.project || e.general.transaction?.id !== 1) continue;
    const contact = await request.get(`${API}/sites/${site}/estates/${e.id}/contact-info`);
    if (contact.status() !== 200) continue;
    const { phone } = (await contact.json()) as { phone: string | null };
    if (phone) return { id: e.id, phone };
  }
  throw new Error(`no house for sale with an agent's phone on site ${site}`);
}

/** The PDF Chromium prints of the page (A4, print media, backgrounds): its pages and text. */
async function printed(page: Page): Promise<{ pages: number; text: string }> {
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: true });
  // Spaces as a reader sees them: the PDF's text runs joined by single spaces.
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}

/** Text as the PDF holds it: every run of white space (a non-breaking one too) one space. */
const flat = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const CASES = [
  {
    host: 'localhost',
    site: 1,
    path: (id: string) => `/nl/aanbod/${id}`,
    print: 'Afdrukken / PDF',
  },
  { host: 'localhost', site: 1, path: (id: string) => `/en/offer/${id}`, print: 'Print / PDF' },
  {
    host: 'ardennes.localhost',
    site: 2,
    path: (id: string) => `/fr/offre/${id}`,
    print: 'Imprimer / PDF',
  },
  {
    host: 'ardennes.localhost',
    site: 2,
    path: (id: string) => `/de/angebot/${id}`,
    print: 'Drucken / PDF',
  },
];

for (const c of CASES) {
  const lang = c.path('0').split('/')[1];
  test(`the brochure of ${c.host} in ${lang}: price, address, agent, QR URL, ≤ 2 pages`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const house = await houseWithAgent(request, c.site);
    await page.goto(on(c.host, c.path(house.id)));
    const price = flat(await page.getByTestId('detail-price').textContent());
    const address = flat(await page.getByTestId('detail-address').textContent());
    const question = flat(
      await page.getByTestId('detail-aside').locator('a[href="#detail-question"]').textContent(),
    );
    const canonical = new URL(page.url()).pathname;
    expect(price).toMatch(/€ ?[\d.]+/);

    const { pages, text } = await printed(page);
    expect(pages, 'one or two pages').toBeLessThanOrEqual(2);
    // The price without its screen-reader label, the street and city, the agent's phone.
    expect(text).toContain(/€ ?[\d.]+/.exec(price)?.[0] ?? 'a price');
    expect(text).toContain(address.split(': ').pop() ?? 'an address');
    expect(text).toContain(house.phone);
    // The QR code's URL written out: the page's canonical URL in this language (a narrow column
    // may break it across lines, which the text gives as spaces).
    expect(text.replace(/\s/g, '')).toContain(canonical);
    // No call to action, navigation or form on paper.
    expect(text).not.toContain(question);
    expect(text).not.toContain(c.print);
  });
}

test('"Print / PDF" prints at once with scripts, on the page itself', async ({ page, request }) => {
  const house = await houseWithAgent(request, 1);
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.goto(on('localhost', `/nl/aanbod/${house.id}`));
  const here = page.url();
  const link = page.getByRole('link', { name: 'Afdrukken / PDF' });
  // Once the page is live (React's props on the link), a press prints.
  await expect
    .poll(() => link.evaluate((a) => Object.keys(a).some((k) => k.startsWith('__reactProps$'))))
    .toBe(true);
  await link.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
  expect(page.url()).toBe(here);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('"Print / PDF" opens the print view: the brochure on screen, no navigation', async ({
    page,
    request,
  }) => {
    const house = await houseWithAgent(request, 2);
    // No script marks the page rendered: the plain navigation.
    await page.mainFrame().goto(on('ardennes.localhost', `/fr/offre/${house.id}`));
    const canonical = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Imprimer / PDF' }).click();
    await expect(page).toHaveURL(new RegExp(`${canonical}\\?print$`));
    await expect(page.getByRole('note')).toContainText('Ctrl+P');
    await expect(page.getByRole('img', { name: 'Code QR de cette page' })).toBeVisible();
    await expect(page.getByTestId('detail-qr')).toContainText(canonical);
    await expect(page.getByTestId('detail-price')).toBeVisible();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.getByRole('link', { name: 'Retour à la page complète' })).toHaveAttribute(
      'href',
      canonical,
    );
  });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the print view passes axe at ${viewport.width}`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const house = await houseWithAgent(request, 1);
    await page.goto(on('localhost', `/nl/aanbod/${house.id}`));
    await page.goto(`${page.url()}?print`);
    await expect(page.getByTestId('detail-qr')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
