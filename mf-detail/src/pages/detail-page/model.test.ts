import { allSettled, fork, type Scope } from 'effector';
import { BadRequestError, NetworkError, NotFoundError, ServerError } from 'shared/api';
import { shell } from 'shared/bus';
import type { ContactInfo, Estate, EstateCollection, SkarabeeListing } from 'shared/domain';
import { projectEntityPath } from 'shared/estate';
import { buildEstate, buildProject, buildUnit, TRANSACTIONS } from '../../lib/test-estates';
import {
  $error,
  $estate,
  $isLoading,
  $isNotFound,
  $parent,
  $viewModel as $subject,
  $unit,
  getEstateFx,
} from '../../entities/project-view-model';
import { $secondListing, getSecondListingFx } from '../../entities/second-listing-data-model';
import { $contactInfo, getContactInfoFx } from '../../features/contact-card';
import { $collections, getCollectionsFx } from '../../features/estate-collections';
import {
  $lightboxIndex,
  $pictureIndex,
  lightboxOpened,
  pictureSelected,
} from '../../features/picture-gallery';
import { $similarEstates, getSimilarEstatesFx } from '../../features/similar-estates';
import type { DetailRoute } from './lib/route';
import {
  $canonicalPath,
  $newest,
  $redirectPath,
  detailPageOpened,
  getNewestFx,
  retryPressed,
} from './model';

const SETTINGS = {
  hiddenStatus: [4, 12],
  defaultLocale: 'nl' as const,
  locales: ['nl', 'fr', 'en', 'de'] as const,
};

/**
 * A scope whose API answers from `estates` by id (NotFoundError for others), counting the calls;
 * its newest estates are the first two of `estates`, counted in `newestAsked`.
 */
function setup(estates: Estate[], answer?: (id: string) => Promise<Estate>) {
  const calls: { id: string; locale: string }[] = [];
  const newest = jest.fn(async () => estates.slice(0, 2));
  const handler = jest.fn(async ({ id, locale }: { id: string; locale: string }) => {
    calls.push({ id, locale });
    if (answer) return answer(id);
    const estate = estates.find((e) => e.id === id);
    if (!estate) throw new NotFoundError();
    return estate;
  });
  const scope = fork({
    values: [[shell.$siteSettings, { ...SETTINGS, locales: [...SETTINGS.locales] }]],
    handlers: [
      [getEstateFx, handler],
      [getNewestFx, newest],
    ],
  });
  return { scope, calls, newestAsked: newest };
}

function route(patch: Partial<DetailRoute> & { estateId: string }): DetailRoute {
  return { slug: null, entityId: null, entityQuery: null, locale: 'nl', ...patch };
}

const open = (scope: Scope, r: DetailRoute) => allSettled(detailPageOpened, { scope, params: r });

describe('detail page model', () => {
  it('says "not found" for an id the API cannot read (a pasted "1173."), not "try again"', async () => {
    const { scope } = setup([], async () => {
      throw new BadRequestError('params/id must match pattern');
    });
    await open(scope, route({ estateId: '1173.' }));
    expect(scope.getState($isNotFound)).toBe(true);
    expect(scope.getState($error)).toBeNull();
  });

  it('loads the estate of the route and derives its canonical path', async () => {
    const house = buildEstate('12');
    const { scope, calls } = setup([house]);
    await open(scope, route({ estateId: '12' }));

    expect(calls).toEqual([{ id: '12', locale: 'nl' }]);
    expect(scope.getState($estate)).toBe(house);
    expect(scope.getState($isLoading)).toBe(false);
    expect(scope.getState($isNotFound)).toBe(false);
    expect(scope.getState($error)).toBeNull();
    expect(scope.getState($subject)).toEqual({ kind: 'property', estate: house });
    expect(scope.getState($canonicalPath)).toMatch(/^\/nl\/aanbod\/12\/[a-z0-9-]+$/);
    // The short path is not canonical: redirect.
    expect(scope.getState($redirectPath)).toBe(scope.getState($canonicalPath));
  });

  it('is loading until the API answers', async () => {
    let resolve: (estate: Estate) => void = () => undefined;
    const { scope } = setup([], () => new Promise<Estate>((r) => (resolve = r)));
    const settled = open(scope, route({ estateId: '12' }));
    await Promise.resolve();
    expect(scope.getState($isLoading)).toBe(true);
    expect(scope.getState($estate)).toBeNull();
    expect(scope.getState($redirectPath)).toBeNull();
    resolve(buildEstate('12'));
    await settled;
    expect(scope.getState($isLoading)).toBe(false);
    expect(scope.getState($estate)?.id).toBe('12');
  });

  it('does not fetch again when only the slug changes (the canonical redirect)', async () => {
    const { scope, calls } = setup([buildEstate('12')]);
    await open(scope, route({ estateId: '12' }));
    const canonical = scope.getState($canonicalPath) as string;
    const slug = canonical.split('/').pop() as string;
    await open(scope, route({ estateId: '12', slug }));

    expect(calls).toHaveLength(1);
    expect(scope.getState($redirectPath)).toBeNull();
  });

  it('fetches again in another language', async () => {
    const { scope, calls } = setup([buildEstate('12')]);
    await open(scope, route({ estateId: '12' }));
    await open(scope, route({ estateId: '12', locale: 'fr' }));

    expect(calls).toEqual([
      { id: '12', locale: 'nl' },
      { id: '12', locale: 'fr' },
    ]);
    expect(scope.getState($canonicalPath)).toMatch(/^\/fr\/offre\/12\//);
  });

  it('says not found for an unknown id', async () => {
    const { scope } = setup([]);
    await open(scope, route({ estateId: '999' }));

    expect(scope.getState($isNotFound)).toBe(true);
    expect(scope.getState($estate)).toBeNull();
    expect(scope.getState($error)).toBeNull();
    expect(scope.getState($redirectPath)).toBeNull();
  });

  it('offers the newest estates on a "not found" page, fetched once, and none for a known estate', async () => {
    const { scope, newestAsked } = setup([buildEstate('12'), buildEstate('13')]);
    await open(scope, route({ estateId: '12' }));
    expect(newestAsked).not.toHaveBeenCalled();
    expect(scope.getState($newest)).toEqual([]);

    await open(scope, route({ estateId: '999' }));
    expect(scope.getState($newest).map((e) => e.id)).toEqual(['12', '13']);
    await open(scope, route({ estateId: '12' }));
    await open(scope, route({ estateId: '998' }));
    expect(newestAsked).toHaveBeenCalledTimes(1);
  });

  it('says not found for an empty id without calling the API', async () => {
    const { scope, calls } = setup([]);
    await open(scope, route({ estateId: '' }));
    expect(calls).toHaveLength(0);
    expect(scope.getState($isNotFound)).toBe(true);
  });

  it('keeps a failing API apart from not found, and retries', async () => {
    let fail = true;
    const { scope, calls } = setup([], async (id) => {
      if (fail) throw new ServerError(503, '503 Service Unavailable');
      return buildEstate(id);
    });
    await open(scope, route({ estateId: '12' }));

    expect(scope.getState($error)).toBeInstanceOf(ServerError);
    expect(scope.getState($isNotFound)).toBe(false);
    expect(scope.getState($estate)).toBeNull();
    expect(scope.getState($isLoading)).toBe(false);

    fail = false;
    await allSettled(retryPressed, { scope });
    expect(calls).toHaveLength(2);
    expect(scope.getState($error)).toBeNull();
    expect(scope.getState($estate)?.id).toBe('12');
  });

  it('treats an unreachable API as a failure, and fetches again when the page is opened again', async () => {
    let fail = true;
    const { scope, calls } = setup([], async (id) => {
      if (fail) throw new NetworkError('down');
      return buildEstate(id);
    });
    await open(scope, route({ estateId: '12' }));
    expect(scope.getState($error)).toBeInstanceOf(NetworkError);

    fail = false;
    await open(scope, route({ estateId: '12' }));
    expect(calls).toHaveLength(2);
    expect(scope.getState($error)).toBeNull();
  });

  it('treats an estate whose transaction id is in hiddenStatus as not found', async () => {
    const hidden = buildEstate('12', { general: { transaction: TRANSACTIONS.toRentOption } });
    const { scope } = setup([hidden]);
    await open(scope, route({ estateId: '12' }));

    expect(scope.getState($isNotFound)).toBe(true);
    expect(scope.getState($estate)).toBeNull();
    expect(scope.getState($subject)).toBeNull();
    expect(scope.getState($canonicalPath)).toBeNull();
  });

  it('shows a project with its visible units sorted by floor', async () => {
    const project = buildProject('50', [
      buildUnit('53', '50', 2, 'B2'),
      buildUnit('51', '50', 0, 'A0'),
      buildUnit('54', '50', 1, 'B1', { general: { transaction: TRANSACTIONS.toRentOption } }),
      buildUnit('52', '50', 1, 'A1'),
    ]);
    const { scope } = setup([project]);
    await open(scope, route({ estateId: '50' }));

    const subject = scope.getState($subject);
    expect(subject?.kind).toBe('project');
    expect(subject?.kind === 'project' && subject.units.map((u) => u.id)).toEqual([
      '51',
      '52',
      '53',
    ]);
    expect(scope.getState($unit)).toBeNull();
  });

  it('chooses the unit of a project by its id compared as text', async () => {
    // The API may send numeric ids; the route's id is text.
    const unit = buildUnit('51', '50', 1, 'A1');
    const numericId = {
      ...unit,
      id: 51 as unknown as string,
      general: { ...unit.general, id: 51 as unknown as string },
    };
    const project = buildProject('50', [buildUnit('52', '50', 2, 'A2'), numericId]);
    const { scope, calls } = setup([project]);
    await open(scope, route({ estateId: '50', slug: 'whatever', entityId: '51' }));

    expect(calls).toEqual([{ id: '50', locale: 'nl' }]);
    expect(scope.getState($unit)).toBe(numericId);
    expect(scope.getState($subject)?.kind).toBe('unit');
    expect(scope.getState($canonicalPath)).toBe(projectEntityPath(project, '51', 'nl'));
    expect(scope.getState($redirectPath)).toBe(projectEntityPath(project, '51', 'nl'));
  });

  it('redirects the ?entity= form of a unit to its canonical path in the page language', async () => {
    const project = buildProject('50', [buildUnit('51', '50', 1, 'A1')]);
    const { scope } = setup([project]);
    await open(scope, route({ estateId: '50', entityQuery: '51', locale: 'de' }));

    expect(scope.getState($redirectPath)).toBe(projectEntityPath(project, '51', 'de'));
    expect(scope.getState($redirectPath)).toMatch(/^\/de\/angebot\/50\/[a-z0-9-]+\/51$/);
  });

  it('says not found for a unit the project does not have, or hides', async () => {
    const project = buildProject('50', [
      buildUnit('51', '50', 1, 'A1', { general: { transaction: TRANSACTIONS.toRentOption } }),
    ]);
    const { scope } = setup([project]);
    await open(scope, route({ estateId: '50', slug: 'x', entityId: '99' }));
    expect(scope.getState($isNotFound)).toBe(true);
    await open(scope, route({ estateId: '50', slug: 'x', entityId: '51' }));
    expect(scope.getState($isNotFound)).toBe(true);
    expect(scope.getState($redirectPath)).toBeNull();
  });

  it('fetches the project of a unit opened by its own id and redirects under the project', async () => {
    const unit = buildUnit('51', '50', 1, 'A1');
    const project = buildProject('50', [unit]);
    const { scope, calls } = setup([project, unit]);
    await open(scope, route({ estateId: '51' }));

    expect(calls).toEqual([
      { id: '51', locale: 'nl' },
      { id: '50', locale: 'nl' },
    ]);
    expect(scope.getState($parent)).toBe(project);
    expect(scope.getState($subject)).toEqual({ kind: 'unit', estate: unit, project });
    expect(scope.getState($redirectPath)).toBe(projectEntityPath(project, '51', 'nl'));
  });

  it('shows a unit as a property when its project cannot be loaded', async () => {
    const unit = buildUnit('51', '50', 1, 'A1');
    const { scope } = setup([unit]);
    await open(scope, route({ estateId: '51' }));

    expect(scope.getState($subject)?.kind).toBe('property');
    expect(scope.getState($canonicalPath)).toMatch(/^\/nl\/aanbod\/51\/[a-z0-9-]+$/);
  });

  it('drops a late answer for a page the visitor already left', async () => {
    const pending: Record<string, (e: Estate) => void> = {};
    const { scope } = setup([], (id) => new Promise<Estate>((r) => (pending[id] = r)));
    const first = open(scope, route({ estateId: '12' }));
    const second = open(scope, route({ estateId: '13' }));
    await Promise.resolve();
    pending['13']?.(buildEstate('13'));
    pending['12']?.(buildEstate('12'));
    await Promise.all([first, second]);

    expect(scope.getState($estate)?.id).toBe('13');
  });

  it('keeps the chosen picture until another page opens, and closes the lightbox then', async () => {
    const { scope } = setup([buildEstate('12')]);
    await open(scope, route({ estateId: '12' }));
    await allSettled(pictureSelected, { scope, params: 2 });
    await allSettled(lightboxOpened, { scope, params: 2 });
    expect(scope.getState($pictureIndex)).toBe(2);
    await open(scope, route({ estateId: '13' }));
    expect(scope.getState($pictureIndex)).toBe(0);
    expect(scope.getState($lightboxIndex)).toBeNull();
  });
});

describe('detail page model: what surrounds the shown estate', () => {
  const contactOf = (id: string): ContactInfo => ({
    firstname: 'Sofie',
    lastname: `Rep ${id}`,
    phone: null,
    mobile: null,
    email: null,
    picture: null,
  });
  const collection: EstateCollection = { id: 1, name: { nl: 'Nieuwbouw' }, estateIds: ['12'] };
  const listing = { id: 'skl-12', fields: {} } as unknown as SkarabeeListing;

  /** A scope answering every fetch around an estate, recording the calls. */
  function aroundScope(estates: Estate[]) {
    const calls: string[] = [];
    const scope = fork({
      values: [[shell.$siteSettings, { ...SETTINGS, locales: [...SETTINGS.locales] }]],
      handlers: [
        [
          getEstateFx,
          async ({ id }: { id: string }) => {
            const estate = estates.find((e) => e.id === id);
            if (!estate) throw new NotFoundError();
            return estate;
          },
        ],
        [
          getContactInfoFx,
          async ({ id }: { id: string }) => (calls.push(`contact ${id}`), contactOf(id)),
        ],
        [
          getCollectionsFx,
          async ({ ids }: { ids: number[] }) => (
            calls.push(`collections ${ids.join()}`),
            [collection]
          ),
        ],
        [
          getSecondListingFx,
          async ({ guid }: { guid: string }) => (calls.push(`listing ${guid}`), listing),
        ],
        [
          getSimilarEstatesFx,
          async ({ id }: { id: string }) => (
            calls.push(`similar ${id}`),
            [buildEstate(id), ...['20', '21', '22', '23', '24'].map((n) => buildEstate(n))]
          ),
        ],
      ],
    });
    return { scope, calls };
  }

  it('fetches the contact, collections, second listing and similar estates of the estate once', async () => {
    const house = buildEstate('12', { collections: [1], general: { guid: 'skb-12' } });
    const { scope, calls } = aroundScope([house, buildEstate('13')]);
    await open(scope, route({ estateId: '12' }));

    expect(calls.sort()).toEqual(['collections 1', 'contact 12', 'listing skb-12', 'similar 12']);
    expect(scope.getState($contactInfo)).toEqual(contactOf('12'));
    expect(scope.getState($collections)).toEqual([collection]);
    expect(scope.getState($secondListing)).toBe(listing);
    // Never the estate itself, at most four.
    expect(scope.getState($similarEstates).map((e) => e.id)).toEqual(['20', '21', '22', '23']);

    // The canonical redirect (same estate) fetches nothing again.
    const slug = (scope.getState($canonicalPath) as string).split('/').pop() as string;
    await open(scope, route({ estateId: '12', slug }));
    expect(calls).toHaveLength(4);
  });

  it('shows nothing of an earlier estate on the next one, and skips what an estate lacks', async () => {
    const house = buildEstate('12', { collections: [1], general: { guid: 'skb-12' } });
    const { scope, calls } = aroundScope([house, buildEstate('13')]);
    await open(scope, route({ estateId: '12' }));
    calls.length = 0;
    await open(scope, route({ estateId: '13' }));

    // Estate 13 has no collections and no guid: only its contact and similar estates are fetched.
    expect(calls.sort()).toEqual(['contact 13', 'similar 13']);
    expect(scope.getState($contactInfo)).toEqual(contactOf('13'));
    expect(scope.getState($collections)).toEqual([]);
    expect(scope.getState($secondListing)).toBeNull();
  });

  it('fetches for the unit on a unit page', async () => {
    const project = buildProject('50', [buildUnit('51', '50', 1, 'A1')]);
    const { scope, calls } = aroundScope([project]);
    await open(scope, route({ estateId: '50', slug: 'x', entityId: '51' }));
    expect(calls.sort()).toEqual(['contact 51', 'similar 51']);
    expect(scope.getState($contactInfo)).toEqual(contactOf('51'));
  });
});
