/**
 * Pages arrive rendered. The HTML of the listing, a detail page, a project and a unit,
 * read as a crawler reads it (no script runs), holds titles, prices, card links and valid
 * schema.org JSON-LD; unknown ids answer 404; with JavaScript off the listing's cards are
 * readable and lead to the detail pages; sitemaps and robots.txt list what is visible; no
 * hydration warning on the home, listing, detail and favourites pages.
 */
import { createHash } from 'node:crypto';
import { expect, test as raw, type APIRequestContext } from '@playwright/test';
import { jsonLdOf, structuredDataProblems } from 'shared/testing/structured-data';
import { test } from './fixtures';
import { SITE_PORT } from './markets-file';

const API = `http://127.0.0.1:${SITE_PORT + 1000}`;
const ORIGIN = `http://localhost:${SITE_PORT}`;

interface Found {
  id: string;
  general: { title: Record<string, string>; transaction: { id: number } };
  children?: { id: string }[];
}

async function find(request: APIRequestContext, query: Record<string, unknown>, size = 20) {
  const response = await request.post(`${API}/sites/1/estates`, { data: { query, size } });
  expect(response.ok()).toBe(true);
  return (await response.json()).results as Found[];
}

/** The page's HTML as the server answers it, and its status. */
async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), body: await response.text() };
}

const typesOf = (page: string) => jsonLdOf(page).map((data) => data['@type']);

/** Every JSON-LD object of a page passes the schema.org check. */
function expectValidJsonLd(page: string) {
  const data = jsonLdOf(page);
  expect(data.length).toBeGreaterThan(0);
  for (const object of data) expect(structuredDataProblems(object)).toEqual([]);
}

raw.describe('the HTML before any script runs', () => {
  raw(
    'the listing holds its title, its cards with prices and links, and an ItemList',
    async ({ request }) => {
      const page = await html(request, '/en/offer');
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/<title>[^<]+\| Immo Zonneveld<\/title>/);
      expect(page.body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      const links = [...page.body.matchAll(/href="(\/en\/offer\/\d+\/[a-z0-9-]+)"/g)].map(
        (m) => m[1],
      );
      expect(new Set(links).size).toBeGreaterThanOrEqual(15);
      expect(page.body).toContain('€ ');
      expectValidJsonLd(page.body);
      const list = jsonLdOf(page.body).find((d) => d['@type'] === 'ItemList') as {
        itemListElement: { url: string }[];
      };
      expect(list.itemListElement).toHaveLength(15);
      for (const item of list.itemListElement) {
        expect(links).toContain(item.url.replace(ORIGIN, ''));
      }
      expect(page.body).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high"/);
    },
  );

  raw(
    'a detail page holds its title, price, address, picture and RealEstateListing',
    async ({ request }) => {
      const [house] = await find(request, { type: [1], status: ['FOR_SALE'] });
      // The short path moves to the canonical one.
      const short = await request.get(`/en/offer/${house!.id}`, { maxRedirects: 0 });
      expect(short.status()).toBe(301);
      const page = await html(request, short.headers()['location']!);
      expect(page.status).toBe(200);
      const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(page.body)?.[1];
      expect(heading).toBeTruthy();
      expect(/<title>([^<]+)<\/title>/.exec(page.body)?.[1]).toContain(heading);
      expectValidJsonLd(page.body);
      expect(typesOf(page.body)).toEqual(['RealEstateListing', 'BreadcrumbList']);
      const [listing] = jsonLdOf(page.body) as {
        offers: { price: number; priceCurrency: string };
      }[];
      expect(listing!.offers.priceCurrency).toBe('EUR');
      // The price the page shows, formatted as the site formats money (SPEC §9: € 560.000).
      expect(page.body).toContain(`€ ${listing!.offers.price.toLocaleString('nl-BE')}`);
      expect(page.body).toMatch(
        new RegExp(`<meta property="og:image" content="${ORIGIN}/assets/pictures/${house!.id}/`),
      );
      expect(page.body).toMatch(/<link rel="canonical" href="[^"]+" \/>/);
      expect(page.body).toContain('hreflang="x-default"');
    },
  );

  raw(
    'a project and one of its units hold their titles, unit links and listings',
    async ({ request }) => {
      const [project] = await find(request, { type: [9] });
      const projectUrl = new URL((await request.get(`/en/offer/${project!.id}`)).url()).pathname;
      const page = await html(request, projectUrl);
      expect(page.status).toBe(200);
      expectValidJsonLd(page.body);
      const [listing] = jsonLdOf(page.body) as {
        offers: { '@type': string; offerCount: number };
      }[];
      expect(listing!.offers['@type']).toBe('AggregateOffer');
      const unitLinks = [
        ...page.body.matchAll(new RegExp(`href="(${projectUrl}/(\\d+))"`, 'g')),
      ].map((m) => m[1]!);
      expect(unitLinks.length).toBeGreaterThanOrEqual(1);
      const unit = await html(request, unitLinks[0]!);
      expect(unit.status).toBe(200);
      expect(unit.body).toMatch(/<h1[^>]*>[^<]+/);
      expectValidJsonLd(unit.body);
      const trail = jsonLdOf(unit.body).find((d) => d['@type'] === 'BreadcrumbList') as {
        itemListElement: { item: string }[];
      };
      expect(trail.itemListElement.at(-2)?.item).toBe(`${ORIGIN}${projectUrl}`);
    },
  );

  raw(
    'every page carries the footer menu’s links: legal pages, about us, landing pages',
    async ({ request }) => {
      for (const path of ['/en/', '/en/offer', '/nl/aanbod']) {
        const { body } = await html(request, path);
        const footer = body.slice(body.indexOf('<footer'));
        const lang = path.split('/')[1];
        expect(footer, path).toContain(
          `href="/${lang}/${lang === 'en' ? 'about-us' : 'over-ons'}"`,
        );
        // The landing page in the page's language, with its own words.
        expect(footer, path).toContain(
          lang === 'en'
            ? 'href="/en/discover/new-builds/ghent"'
            : 'href="/nl/ontdek/nieuwbouw/gent"',
        );
      }
    },
  );

  raw('the home page names the agency with its address', async ({ request }) => {
    const page = await html(request, '/en/');
    expectValidJsonLd(page.body);
    const agent = jsonLdOf(page.body).find((d) => d['@type'] === 'RealEstateAgent');
    expect(agent).toMatchObject({ name: 'Immo Zonneveld', address: { postalCode: '9000' } });
  });

  raw('unknown estates, projects, units and paths answer 404', async ({ request }) => {
    const [project] = await find(request, { type: [9] });
    const projectUrl = new URL((await request.get(`/en/offer/${project!.id}`)).url()).pathname;
    for (const path of [
      '/en/offer/99999999',
      '/en/offer/99999999/villa-in-gent',
      `${projectUrl}/99999999`,
      '/en/no-such-page',
    ]) {
      const page = await html(request, path);
      expect(page.status, path).toBe(404);
      expect(page.body, path).toContain('<meta name="robots" content="noindex" />');
      expect(jsonLdOf(page.body), path).toEqual([]);
    }
  });

  raw(
    'sitemaps list visible estates with their alternates, robots.txt points to them',
    async ({ request }) => {
      const robots = await (await request.get('/robots.txt')).text();
      expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      const index = await (await request.get('/sitemap.xml')).text();
      expect(index).toContain(`<loc>${ORIGIN}/sitemap-en.xml</loc>`);
      const sitemap = await request.get('/sitemap-en.xml');
      expect(sitemap.headers()['content-type']).toContain('application/xml');
      const xml = await sitemap.text();
      const [house] = await find(request, { type: [1], status: ['FOR_SALE'] });
      const houseUrl = (await request.get(`/en/offer/${house!.id}`)).url();
      expect(xml).toContain(`<loc>${houseUrl}</loc>`);
      expect(xml).toContain(`hreflang="nl-BE" href="${ORIGIN}/nl/aanbod/${house!.id}/`);
      // The site hides transactions 4 (rent under option) and 12 (taken over): none is listed.
      const hidden = await find(request, { transaction: [4, 12] }, 50);
      expect(hidden.length).toBeGreaterThan(0);
      for (const estate of hidden) expect(xml).not.toContain(`/en/offer/${estate.id}/`);
    },
  );
});

raw.describe('with JavaScript off', () => {
  raw.use({ javaScriptEnabled: false });

  raw('the listing’s cards can be read and lead to their detail pages', async ({ page }) => {
    await page.goto('/en/offer');
    const cards = page.locator('[data-boundary="search"] article');
    await expect(cards).toHaveCount(15);
    const first = cards.first();
    await expect(first.getByRole('heading')).not.toBeEmpty();
    const title = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/offer\/\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.split(' in ')[0]!);
  });

  raw(
    'a detail page’s question form reads whole, says it needs scripts, and cannot leak',
    async ({ page, request }) => {
      await page.goto('/en/offer');
      await page
        .locator('[data-boundary="search"] article')
        .first()
        .getByRole('link')
        .first()
        .click();
      const form = page.getByRole('region', { name: 'A question about this property?' });
      // The consent text is in the page, not a "loading" label.
      await expect(
        form.getByRole('checkbox', { name: /I agree that Immo Zonneveld/ }),
      ).toBeVisible();
      // No script will send it: the button says so instead of sending the details in an address.
      await expect(form.getByRole('button', { name: 'Send my question' })).toBeDisabled();
      // Said in a <noscript> (which Playwright's switch for scripts does not open: read the HTML).
      const served = await (await request.get(page.url())).text();
      expect(served).toMatch(
        /<noscript>(<style[^>]*>[^<]*<\/style>)?<p[^>]*>Sending this form needs JavaScript/,
      );
      await expect(form.locator('form')).toHaveAttribute('method', 'post');
    },
  );
});

raw(
  'styles are in the head, allowed by their hashes: no style element or attribute in the body',
  async ({ request }) => {
    const [estate] = await find(request, {});
    for (const path of ['/en/', '/nl/aanbod', `/en/offer/${estate!.id}`, '/fr/vacances', '/de/']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const page = await response.text();
      const [head, body] = page.split('</head>');
      expect(body).not.toMatch(/<style[\s>]/);
      expect(body).not.toMatch(/\sstyle="/);
      const styles = [...head!.matchAll(/<style data-emotion="[^"]+">([\s\S]*?)<\/style>/g)];
      expect(styles.length).toBeGreaterThan(0);
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy).not.toContain('unsafe-inline');
      for (const [, text] of styles) {
        const hash = createHash('sha256').update(text!).digest('base64');
        expect(policy).toContain(`'sha256-${hash}'`);
      }
    }
  },
);

test('no hydration warning on the home, listing, detail and favourites pages', async ({ page }) => {
  // The fixture fails the journey on any recoverable error (a hydration mismatch among them).
  for (const path of ['/en/', '/en/offer', '/en/favorites']) {
    await page.goto(path);
  }
  await page.goto('/en/offer');
  const href = await page
    .locator('[data-boundary="search"] article a')
    .first()
    .getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
