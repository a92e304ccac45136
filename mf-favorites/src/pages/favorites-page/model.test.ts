import { allSettled, type Scope } from 'effector';
import type { EstateSearchRequest } from 'shared/domain';
import {
  answer,
  failedAnswer,
  favoritesScope,
  makeEstate,
  type FavoritesScopeOptions,
} from '../../lib/test-fixtures';
import {
  $favorites,
  $favoritesCount,
  favoriteAdded,
  favoriteRemoved,
  favoritesStarted,
  storageChanged,
} from '../../entities/favorite';
import {
  $entries,
  $error,
  $favoriteEstates,
  $isLoading,
  $notShownCount,
  $selectedFavorite,
  FAVORITES_PAGE_SIZE,
  favoriteSelected,
  favoritesPageClosed,
  favoritesPageOpened,
  moreFavoritesShown,
  retryClicked,
} from './model';

/**
 * The demo's estates as the issue found them: 1173 offered, 1484 a rental under option
 * (transaction 4, hidden by the site's hiddenStatus [4, 12]), 999999 unknown.
 */
const ISSUE_ESTATES = [
  makeEstate({ id: '1173' }),
  makeEstate({
    id: '1484',
    general: { transaction: { id: 4, name: { en: 'Rental under option' } } },
  }),
];

/** The search of a terms query against `existing` (hidden ones included, as the API answers). */
function against(existing = ISSUE_ESTATES) {
  const byId = new Map(existing.map((estate) => [estate.id, estate]));
  return (request: EstateSearchRequest) => {
    const ids = request.query.terms?.['children.general.id'] ?? [];
    return answer(ids.flatMap((id) => byId.get(id) ?? []));
  };
}

/** A scope whose page was opened in `locale` (the exposed entry fires the start too). */
async function opened(options: FavoritesScopeOptions = {}, locale: 'nl' | 'en' = 'en') {
  const setup = favoritesScope(options);
  await allSettled(favoritesPageOpened, { scope: setup.scope, params: locale });
  await allSettled(favoritesStarted, { scope: setup.scope });
  return setup;
}

const kinds = (scope: Scope) =>
  scope.getState($entries).map((entry) => `${entry.id}:${entry.kind}`);
const asked = (request: EstateSearchRequest | undefined) =>
  request?.query.terms?.['children.general.id'];

describe('favourites page model (SPEC §2, §4)', () => {
  it('keeps ["1173","1484","999999"]: one card, one hidden, one gone, nothing removed', async () => {
    const { scope, requests, written } = await opened({
      stored: '["1173","1484","999999"]',
      search: against(),
    });
    expect(kinds(scope)).toEqual(['1173:estate', '1484:hidden', '999999:gone']);
    expect(scope.getState($favorites)).toEqual(['1173', '1484', '999999']);
    expect(written).toEqual([]);
    expect(scope.getState($favoritesCount)).toBe(3);
    // One search: the terms query, in the card view, without hiddenStatus (hidden is told apart).
    expect(requests).toEqual([
      {
        query: { terms: { 'children.general.id': ['1173', '1484', '999999'] } },
        size: 3,
        view: 'card',
      },
    ]);
    expect(scope.getState($favoriteEstates)).toEqual({
      total: { value: 1 },
      results: [ISSUE_ESTATES[0]],
    });
  });

  it('shows 10,000 stored ids page by page, all counted, none removed', async () => {
    const stored = Array.from({ length: 10_000 }, (_, i) => String(100_000 + i));
    const existing = stored.slice(0, 9_900).map((id) => makeEstate({ id }));
    const { scope, requests, written } = await opened({
      stored: JSON.stringify(stored),
      search: against(existing),
    });
    expect(scope.getState($entries)).toHaveLength(FAVORITES_PAGE_SIZE);
    expect(scope.getState($entries).every((entry) => entry.kind === 'estate')).toBe(true);
    expect(scope.getState($notShownCount)).toBe(10_000 - FAVORITES_PAGE_SIZE);
    expect(requests).toHaveLength(1);
    expect(asked(requests[0])).toEqual(stored.slice(0, FAVORITES_PAGE_SIZE));

    // Show pages up to the end: the last 100 ids are gone, and shown as such.
    const pages = Math.ceil(10_000 / FAVORITES_PAGE_SIZE) - 1;
    for (let i = 0; i < pages; i++) await allSettled(moreFavoritesShown, { scope });
    const entries = scope.getState($entries);
    expect(entries).toHaveLength(10_000);
    expect(entries.filter((entry) => entry.kind === 'estate')).toHaveLength(9_900);
    expect(entries.filter((entry) => entry.kind === 'gone')).toHaveLength(100);
    expect(scope.getState($notShownCount)).toBe(0);
    expect(requests.every((request) => (asked(request)?.length ?? 0) <= 100)).toBe(true);
    expect(scope.getState($favorites)).toHaveLength(10_000);
    expect(written).toEqual([]);
  });

  it('fetches only the shown ids not loaded yet', async () => {
    const { scope, requests } = await opened({ stored: '["1","2"]' });
    await allSettled(favoriteAdded, { scope, params: 3 });
    expect(requests.map(asked)).toEqual([['1', '2'], ['3']]);
    expect(kinds(scope)).toEqual(['1:estate', '2:estate', '3:estate']);
    await allSettled(favoriteRemoved, { scope, params: 1 });
    expect(requests).toHaveLength(2);
    expect(kinds(scope)).toEqual(['2:estate', '3:estate']);
  });

  it('waits for the stored list before fetching; loading until then', async () => {
    const setup = favoritesScope({ stored: '["7"]' });
    await allSettled(favoritesPageOpened, { scope: setup.scope, params: 'en' });
    expect(setup.scope.getState($isLoading)).toBe(true);
    expect(setup.requests).toHaveLength(0);
    await allSettled(favoritesStarted, { scope: setup.scope });
    expect(setup.requests).toHaveLength(1);
    expect(setup.scope.getState($isLoading)).toBe(false);
  });

  it('does not search without favourites: loading ends with no entries', async () => {
    const { scope, requests } = await opened({ stored: null });
    expect(requests).toHaveLength(0);
    expect(scope.getState($isLoading)).toBe(false);
    expect(scope.getState($entries)).toEqual([]);
  });

  it('refetches when the language changes (the page is opened again)', async () => {
    const { scope, requests } = await opened({ stored: '["1"]' }, 'en');
    await allSettled(favoritesPageOpened, { scope, params: 'nl' });
    expect(requests).toHaveLength(2);
    expect(kinds(scope)).toEqual(['1:estate']);
  });

  it('on a failure empties the estates and stores the error as it is; a retry fetches again', async () => {
    const error = new Error('API down');
    let fail = true;
    const { scope, requests } = await opened({
      stored: '["1","2"]',
      search: (request) =>
        fail
          ? failedAnswer(error)
          : against([makeEstate({ id: '1' }), makeEstate({ id: '2' })])(request),
    });
    expect(scope.getState($error)).toBe(error);
    expect(kinds(scope)).toEqual(['1:pending', '2:pending']);
    expect(scope.getState($favorites)).toEqual(['1', '2']);
    // No automatic retry on other changes.
    await allSettled(favoriteAdded, { scope, params: 3 });
    expect(requests).toHaveLength(1);
    fail = false;
    await allSettled(retryClicked, { scope });
    expect(scope.getState($error)).toBeNull();
    expect(kinds(scope)).toEqual(['1:estate', '2:estate', '3:gone']);
  });

  it('stores a thrown error as it is', async () => {
    const error = new TypeError('network');
    const { scope } = await opened({
      stored: '["1"]',
      search: () => {
        throw error;
      },
    });
    expect(scope.getState($error)).toBe(error);
    expect(scope.getState($isLoading)).toBe(false);
  });

  it('fetches what another tab adds while the page is open, and follows its removals', async () => {
    const { scope, requests } = await opened({ stored: '["1"]' });
    await allSettled(storageChanged, {
      scope,
      params: { key: 'favorites', newValue: '["1","4"]' },
    });
    expect(requests.map(asked)).toEqual([['1'], ['4']]);
    await allSettled(storageChanged, { scope, params: { key: 'favorites', newValue: '["4"]' } });
    expect(requests).toHaveLength(2);
    expect(kinds(scope)).toEqual(['4:estate']);
  });

  it('does not fetch while the page is closed', async () => {
    const { scope, requests } = await opened({ stored: '["1"]' });
    await allSettled(favoritesPageClosed, { scope });
    await allSettled(favoriteAdded, { scope, params: 2 });
    await allSettled(storageChanged, {
      scope,
      params: { key: 'favorites', newValue: '["1","2","5"]' },
    });
    expect(requests).toHaveLength(1);
  });

  it('selects a shown favourite by id compared as text', async () => {
    const { scope } = await opened({ stored: '["10","11"]' });
    await allSettled(favoriteSelected, { scope, params: 11 });
    expect(scope.getState($selectedFavorite)?.id).toBe('11');
    await allSettled(favoriteSelected, { scope, params: '99' });
    expect(scope.getState($selectedFavorite)).toBeNull();
  });
});
