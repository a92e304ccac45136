/**
 * Floor plans and the virtual tour on detail pages, on both markets and for both data sources:
 * the plans open in the gallery's viewer as their own tab (loaded on first use), the tour is a
 * link that opens it in a new tab, and without scripts the plans are plain links to their images.
 * The page with the viewer open at the plans passes axe at 1280 and 390 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const API = `http://127.0.0.1:${SITE_PORT + 1000}`;
const on = (host: string, path: string) => `http://${host}:${SITE_PORT}${path}`;

interface Record {
  id: string;
  general: { guid: string | null; project: unknown };
  files: { type: string; link: string }[];
  videos: { typeId: number; link: string }[];
}

/**
 * An estate of `site` with floor plans drawn as images and a tour, of the given source (whole
 * records: the search answers them with their files and videos).
 */
async function estateWithPlans(
  request: APIRequestContext,
  site: number,
  secondSource: boolean,
): Promise<{ id: string; plans: string[]; tour: string }> {
  for (let from = 0; from < 1000; from += 100) {
    const answer = await request.post(`${API}/sites/${site}/estates`, {
      data: { query: { type: [1, 2] }, from, size: 100 },
    });
    expect(answer.ok()).toBe(true);
    const { results } = (await answer.json()) as { results: Record[] };
    for (const e of results) {
      if ((e.general.guid !== null) !== secondSource || e.general.project) continue;
      const plans = e.files.filter((f) => f.type === 'PLAN' && f.link.endsWith('.svg'));
      const tour = e.videos.find((v) => v.typeId === 2)?.link;
      if (plans.length > 0 && tour) return { id: e.id, plans: plans.map((p) => p.link), tour };
    }
    if (results.length < 100) break;
  }
  throw new Error(`no estate with floor plans and a tour on site ${site}`);
}

const MARKETS = [
  {
    host: 'localhost',
    site: 1,
    secondSource: false,
    path: (id: string) => `/nl/aanbod/${id}`,
    plans: /^Bekijk de plattegronden \(\d\)$/,
    plansTab: 'Plattegronden',
    photosTab: "Foto's",
    tour: 'Virtueel bezoek (opent in een nieuw venster)',
    viewer: 'Fotoviewer',
  },
  {
    host: 'ardennes.localhost',
    site: 2,
    secondSource: false,
    path: (id: string) => `/fr/offre/${id}`,
    plans: /^Voir les plans \(\d\)$/,
    plansTab: 'Plans',
    photosTab: 'Photos',
    tour: 'Visite virtuelle (s’ouvre dans une nouvelle fenêtre)',
    viewer: 'Visionneuse de photos',
  },
  {
    host: 'localhost',
    site: 1,
    secondSource: true,
    path: (id: string) => `/en/offer/${id}`,
    plans: /^View the floor plans \(\d\)$/,
    plansTab: 'Floor plans',
    photosTab: 'Pictures',
    tour: 'Virtual tour (opens in a new window)',
    viewer: 'Picture viewer',
  },
  {
    host: 'ardennes.localhost',
    site: 2,
    secondSource: true,
    path: (id: string) => `/de/angebot/${id}`,
    plans: /^Grundrisse ansehen \(\d\)$/,
    plansTab: 'Grundrisse',
    photosTab: 'Fotos',
    tour: 'Virtueller Rundgang (öffnet in einem neuen Fenster)',
    viewer: 'Fotobetrachter',
  },
];

/** True once React has hydrated the element (its props are on it). */
const live = (page: Page, name: RegExp) =>
  expect
    .poll(() =>
      page
        .getByRole('link', { name })
        .evaluate((a) => Object.keys(a).some((k) => k.startsWith('__reactProps$'))),
    )
    .toBe(true);

for (const m of MARKETS) {
  const source = m.secondSource ? 'second source' : 'standard source';
  test(`floor plans and tour on ${m.host} (${source}): the viewer's own tab`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const estate = await estateWithPlans(request, m.site, m.secondSource);
    await page.goto(on(m.host, m.path(estate.id)));
    const tour = page.getByRole('link', { name: m.tour });
    await expect(tour).toHaveAttribute('href', estate.tour);
    await expect(tour).toHaveAttribute('target', '_blank');
    const plans = page.getByRole('link', { name: m.plans });
    await expect(plans).toHaveAttribute('href', estate.plans[0]!);
    await expect(plans).toContainText(`(${estate.plans.length})`);
    await live(page, m.plans);

    // The viewer is not part of the first load: pressing the button fetches it.
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await plans.click();
    const viewer = page.getByRole('dialog', { name: m.viewer });
    await expect(viewer).toBeVisible();
    expect(scripts.length, 'the viewer loads on use').toBeGreaterThan(0);
    const plansTab = viewer.getByRole('button', { name: `${m.plansTab} (${estate.plans.length})` });
    await expect(plansTab).toHaveAttribute('aria-pressed', 'true');
    await expect(
      viewer.locator(`.yarl__slide_current img[src="${estate.plans[0]}"]`),
    ).toBeVisible();

    // To the photos and back to the plans.
    await viewer.getByRole('button', { name: new RegExp(`^${m.photosTab} \\(\\d+\\)$`) }).click();
    await expect(viewer.locator('.yarl__slide_current img[src*="/pictures/"]')).toBeVisible();
    await plansTab.click();
    await expect(plansTab).toHaveAttribute('aria-pressed', 'true');
    await expect(
      viewer.locator(`.yarl__slide_current img[src="${estate.plans[0]}"]`),
    ).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(plans).toBeFocused();
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the floor plans are links to their images, the tour a link', async ({ page, request }) => {
    const estate = await estateWithPlans(request, 2, false);
    // No script marks the page rendered: the plain navigation.
    await page.mainFrame().goto(on('ardennes.localhost', `/fr/offre/${estate.id}`));
    const plans = page.getByRole('link', { name: /^Voir les plans/ });
    await expect(plans).toHaveAttribute('href', estate.plans[0]!);
    await expect(page.getByRole('link', { name: /^Visite virtuelle/ }).first()).toHaveAttribute(
      'href',
      estate.tour,
    );
    // Each plan is listed among the documents too, by its name.
    for (const link of estate.plans) {
      await expect(page.locator(`#detail-documents-heading ~ ul a[href="${link}"]`)).toHaveCount(1);
    }
    // The link leads to the plan's image, served through the site.
    const image = await page.mainFrame().goto(on('ardennes.localhost', estate.plans[0]!));
    expect(image?.ok()).toBe(true);
    expect(image?.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the page with the plans open passes axe at ${viewport.width}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const estate = await estateWithPlans(request, 1, false);
    await page.goto(on('localhost', `/nl/aanbod/${estate.id}`));
    expect(await axeViolations(page), 'the page').toEqual([]);
    await live(page, /^Bekijk de plattegronden/);
    await page.getByRole('link', { name: /^Bekijk de plattegronden/ }).click();
    await expect(page.getByRole('dialog', { name: 'Fotoviewer' })).toBeVisible();
    expect(await axeViolations(page), 'the viewer at the plans').toEqual([]);
  });
}
