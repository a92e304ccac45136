import { fork } from 'effector';
import { NotFoundError, ServerError } from 'shared/api';
import { shell } from 'shared/bus';
import type { Estate } from 'shared/domain';
import { projectEntityPath } from 'shared/estate';
import { getEstateFx } from '../entities/project-view-model';
import { getSecondListingFx } from '../entities/second-listing-data-model';
import { getContactInfoFx } from '../features/contact-card';
import { getCollectionsFx } from '../features/estate-collections';
import { getSimilarEstatesFx } from '../features/similar-estates';
import { buildEstate, buildProject, buildUnit } from '../lib/test-estates';
import { $brochureQr } from '../features/brochure';
import { $canonicalPath } from '../pages/detail-page';
import { prepare } from './detail-page.server';

const SETTINGS = { hiddenStatus: [4, 12], defaultLocale: 'nl' as const, locales: ['nl' as const] };

/** A request's scope whose API answers from `estates` by id (NotFoundError for others). */
function scopeOf(estates: Estate[]) {
  return fork({
    values: [[shell.$siteSettings, SETTINGS]],
    handlers: [
      [
        getEstateFx,
        async ({ id }: { id: string }) => {
          const estate = estates.find((e) => e.id === id);
          if (!estate) throw new NotFoundError();
          return estate;
        },
      ],
      [getContactInfoFx, async () => null],
      [getCollectionsFx, async () => []],
      [getSecondListingFx, async () => null],
      [getSimilarEstatesFx, async () => []],
    ],
  });
}

const prepareDetail = (scope: ReturnType<typeof scopeOf>, url: string) =>
  prepare({
    scope,
    locale: url.startsWith('/fr/') ? 'fr' : 'en',
    url,
    params: {},
    origin: '',
    resolve: (id) => id,
  });

describe("the detail page's server preparation, /{lang}/detail?id=... (SPEC §2)", () => {
  it("answers a redirect straight to the estate's canonical path", async () => {
    const scope = scopeOf([buildEstate('1173')]);
    const answer = await prepareDetail(scope, '/en/detail?id=1173');
    expect(answer).toEqual({ location: scope.getState($canonicalPath) });
    expect(answer?.location).toMatch(/^\/en\/offer\/1173\/[a-z0-9-]+$/);
  });

  it('sends a unit of its query under its project', async () => {
    const unit = buildUnit('51', '50', 1, 'A1');
    const project = buildProject('50', [unit]);
    const scope = scopeOf([project, unit]);
    expect(await prepareDetail(scope, '/en/detail?id=50&entity=51')).toEqual({
      location: projectEntityPath(project, '51', 'en'),
    });
  });

  it('sends an unknown estate to its short path (which answers 404), no id to the offer', async () => {
    expect(await prepareDetail(scopeOf([]), '/en/detail?id=999')).toEqual({
      location: '/en/offer/999',
    });
    expect(await prepareDetail(scopeOf([]), '/fr/detail')).toEqual({ location: '/fr/offre' });
    expect(await prepareDetail(scopeOf([]), '/fr/detail?id=..%2F')).toEqual({
      location: '/fr/offre',
    });
  });
});

describe("the detail page's server preparation of a short path", () => {
  it('moves to the canonical path with the query it asked for (the print view)', async () => {
    const scope = scopeOf([buildEstate('1173')]);
    const answer = await prepare({
      scope,
      locale: 'en',
      url: '/en/offer/1173?print&utm_source=mail',
      params: { estateId: '1173' },
      origin: '',
      resolve: (id) => id,
    });
    expect(answer?.location).toBe(`${scope.getState($canonicalPath)}?print=&utm_source=mail`);
  });
});

describe("the detail page's server preparation of an estate's own path", () => {
  /** The preparation of the canonical path of estate `id`, in a scope that knows `estates`. */
  async function prepareOwnPath(scope: ReturnType<typeof scopeOf>, id: string) {
    const moved = await prepareDetail(scope, `/en/detail?id=${id}`);
    const path = moved?.location ?? '';
    return prepare({
      scope,
      locale: 'en',
      url: path,
      params: { estateId: id, slug: path.split('/')[4] ?? '' },
      origin: 'https://agency.test',
      resolve: (module) => module,
    });
  }

  it('says the estate was read, so its secondary sections may fail without failing the page', async () => {
    const answer = await prepareOwnPath(scopeOf([buildEstate('1173')]), '1173');
    expect(answer?.ownDataRead).toBe(true);
    expect(answer?.head?.structuredData?.length).toBeGreaterThan(0);
  });

  it("makes the brochure's QR code of the canonical URL on the market's origin", async () => {
    const scope = scopeOf([buildEstate('1173')]);
    await prepareOwnPath(scope, '1173');
    const qr = scope.getState($brochureQr);
    expect(qr?.url).toBe(`https://agency.test${scope.getState($canonicalPath) ?? ''}`);
    expect(qr?.url).toMatch(/^https:\/\/agency\.test\/en\/offer\/1173\//);
    expect(qr?.svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });

  it('does not say so when the estate itself could not be read', async () => {
    const scope = fork({
      values: [[shell.$siteSettings, SETTINGS]],
      handlers: [
        [
          getEstateFx,
          async () => {
            throw new ServerError(503, '503 Service Unavailable');
          },
        ],
      ],
    });
    const answer = await prepare({
      scope,
      locale: 'en',
      url: '/en/offer/1173/villa',
      params: { estateId: '1173', slug: 'villa' },
      origin: 'https://agency.test',
      resolve: (module) => module,
    });
    expect(answer?.ownDataRead).toBeUndefined();
    expect(answer?.status).toBeUndefined();
  });
});
