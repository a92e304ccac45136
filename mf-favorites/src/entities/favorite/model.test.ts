import { allSettled, fork } from 'effector';

import {
  answer,
  failedAnswer,
  favoritesScope,
  makeEstate,
  makeEstates,
  termsSearch,
  type FavoritesScopeOptions,
} from '../../lib/test-fixtures';
import { readStoredFavoritesFx, storageChanged, subscribeStorageFx } from './api';
import {
  $error,
  $favoriteEstates,
  $favorites,
  $favoritesCount,
  $favoritesState,
  $isLoading,
  $selectedFavorite,
  favoriteAdded,
  favoriteEstatesRequested,
  favoriteRemoved,
  favoriteSelected,
  favoritesStarted,
  favoriteToggled,
} from './model';

/** A started scope (stored list read) with the given options. */
async function started(options: FavoritesScopeOptions = {}) {
  const setup = favoritesScope(options);
  await allSettled(favoritesStarted, { scope: setup.scope });
  return setup;
}

const ids = (list: { id: string }[]) => list.map((estate) => estate.id);

describe('favourites storage (SPEC §4, §9 key favorites)', () => {
  it('reads the stored JSON array at start and announces it on the bus', async () => {
    const { scope } = await started({ stored: '["12","7"]' });
    expect(scope.getState($favorites)).toEqual(['12', '7']);
    expect(scope.getState($favorites)).toEqual(['12', '7']);
    expect(scope.getState($favoritesCount)).toBe(2);
  });

  it.each([
    ['nothing stored', null, []],
    ['corrupt JSON', '["12",', []],
    ['not JSON at all', 'favourites: 12', []],
    ['a JSON object', '{"12":true}', []],
    ['a JSON string', '"12"', []],
    ['numbers', '[12, 7.5, "3"]', ['12', '7.5', '3']],
    ['duplicates (text and number)', '["12", 12, "7", "12"]', ['12', '7']],
    ['objects, null, booleans, empty text', '[{"id":1}, null, true, "", "  ", "9", [1]]', ['9']],
    ['NaN-like and too long ids', `["${'x'.repeat(65)}", "5"]`, ['5']],
  ])('reads %s as far as it is valid', async (_, stored, expected) => {
    const { scope } = await started({ stored });
    expect(scope.getState($favorites)).toEqual(expected);
  });

  it('gives an empty list, without crashing, when storage throws', async () => {
    const { scope } = await started({
      stored: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(scope.getState($favorites)).toEqual([]);
  });

  it('repairs corrupt content on the next write', async () => {
    const { scope, written } = await started({ stored: '[12, "12", {"a":1}, "7"]' });
    expect(written).toEqual([]);
    await allSettled(favoriteAdded, { scope, params: '3' });
    expect(written).toEqual([['12', '7', '3']]);
  });

  it('keeps the list in memory when writing fails', async () => {
    const { scope } = await started({ stored: '["1"]', writeFails: true });
    await allSettled(favoriteAdded, { scope, params: '2' });
    expect(scope.getState($favorites)).toEqual(['1', '2']);
  });

  it('starts once: a second start neither reads nor subscribes again', async () => {
    const read = jest.fn(() => '["1"]');
    const subscribe = jest.fn();
    const scope = fork({
      handlers: [
        [readStoredFavoritesFx, read],
        [subscribeStorageFx, subscribe],
      ],
    });
    await allSettled(favoritesStarted, { scope });
    await allSettled(favoritesStarted, { scope });
    await allSettled(favoritesStarted, { scope });
    expect(read).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('uses the real browser storage through the default effects', async () => {
    window.localStorage.setItem('favorites', '[4, "4", "8"]');
    const scope = fork();
    await allSettled(favoritesStarted, { scope });
    expect(scope.getState($favorites)).toEqual(['4', '8']);
    await allSettled(favoriteRemoved, { scope, params: 8 });
    expect(window.localStorage.getItem('favorites')).toBe('["4"]');
    window.localStorage.removeItem('favorites');
  });
});

describe('adding and removing (SPEC §4 Favourites)', () => {
  it('appends the id as text, stores the list and announces it', async () => {
    const { scope, written } = await started({ stored: '["1"]' });
    await allSettled(favoriteAdded, { scope, params: '2' });
    expect(scope.getState($favorites)).toEqual(['1', '2']);
    expect(written).toEqual([['1', '2']]);
    expect(scope.getState($favorites)).toEqual(['1', '2']);
  });

  it('does not add an id already present', async () => {
    const { scope, written } = await started({ stored: '["1","2"]' });
    await allSettled(favoriteAdded, { scope, params: '2' });
    await allSettled(favoriteAdded, { scope, params: 1 });
    expect(scope.getState($favorites)).toEqual(['1', '2']);
    expect(written).toEqual([]);
  });

  it('adds a number id as text', async () => {
    const { scope, written } = await started();
    await allSettled(favoriteAdded, { scope, params: 42 });
    expect(scope.getState($favorites)).toEqual(['42']);
    expect(written).toEqual([['42']]);
  });

  it('removes the id from the list and the estate from the results', async () => {
    const { scope, written } = await started({ stored: '["1","2","3"]' });
    await allSettled(favoriteEstatesRequested, { scope });
    expect(ids(scope.getState($favoriteEstates).results)).toEqual(['1', '2', '3']);
    await allSettled(favoriteRemoved, { scope, params: 2 });
    expect(scope.getState($favorites)).toEqual(['1', '3']);
    expect(ids(scope.getState($favoriteEstates).results)).toEqual(['1', '3']);
    expect(scope.getState($favoriteEstates).total.value).toBe(2);
    expect(written).toEqual([['1', '3']]);
    expect(scope.getState($favorites)).toEqual(['1', '3']);
  });

  it('ignores removing an id that is not a favourite', async () => {
    const { scope, written } = await started({ stored: '["1"]' });
    await allSettled(favoriteRemoved, { scope, params: '9' });
    expect(scope.getState($favorites)).toEqual(['1']);
    expect(written).toEqual([]);
  });

  it('toggles: adds an absent id, removes a present one (compared as text)', async () => {
    const { scope } = await started({ stored: '["5"]' });
    await allSettled(favoriteToggled, { scope, params: 6 });
    expect(scope.getState($favorites)).toEqual(['5', '6']);
    await allSettled(favoriteToggled, { scope, params: 5 });
    expect(scope.getState($favorites)).toEqual(['6']);
  });

  it('selects a loaded favourite by id compared as text', async () => {
    const { scope } = await started({ stored: '["10","11"]' });
    await allSettled(favoriteEstatesRequested, { scope });
    await allSettled(favoriteSelected, { scope, params: 11 });
    expect(scope.getState($selectedFavorite)?.id).toBe('11');
    await allSettled(favoriteSelected, { scope, params: '10' });
    expect(scope.getState($selectedFavorite)?.id).toBe('10');
    await allSettled(favoriteSelected, { scope, params: '99' });
    expect(scope.getState($selectedFavorite)).toBeNull();
    await allSettled(favoriteSelected, { scope, params: null });
    expect(scope.getState($selectedFavorite)).toBeNull();
  });
});

describe('fetching the favourite estates (SPEC §4, §7, §8)', () => {
  it('sets loading and clears the error at once; success stores the results in list order', async () => {
    let resolve: () => void = () => undefined;
    const { scope, requests } = await started({
      stored: '["3","1","2"]',
      search: async (request) => {
        await new Promise<void>((done) => (resolve = done));
        return termsSearch(makeEstates(3))(request);
      },
    });
    const settled = allSettled(favoriteEstatesRequested, { scope });
    expect(scope.getState($isLoading)).toBe(true);
    expect(scope.getState($error)).toBeNull();
    resolve();
    await settled;
    expect(requests).toEqual([
      {
        query: { terms: { 'children.general.id': ['3', '1', '2'] }, hiddenStatus: [4, 12] },
        size: 3,
      },
    ]);
    expect(scope.getState($isLoading)).toBe(false);
    expect(ids(scope.getState($favoriteEstates).results)).toEqual(['3', '1', '2']);
    expect(scope.getState($favoriteEstates).total.value).toBe(3);
  });

  it('clears a stored error when a new fetch starts', async () => {
    let down = true;
    const { scope } = await started({
      stored: '["1"]',
      search: (request) => (down ? failedAnswer() : termsSearch(makeEstates(1))(request)),
    });
    await allSettled(favoriteEstatesRequested, { scope });
    expect(scope.getState($error)).toBeInstanceOf(Error);
    down = false;
    const pending = allSettled(favoriteEstatesRequested, { scope });
    expect(scope.getState($error)).toBeNull();
    await pending;
    expect(scope.getState($favoritesState)).toMatchObject({ isLoading: false, error: null });
  });

  it('on an answer with error empties results and total and stores the error as it is', async () => {
    const error = new Error('API down');
    let calls = 0;
    const { scope } = await started({
      stored: '["1","2"]',
      search: (request) =>
        ++calls === 1 ? termsSearch(makeEstates(2))(request) : failedAnswer(error),
    });
    await allSettled(favoriteEstatesRequested, { scope });
    expect(scope.getState($favoriteEstates).total.value).toBe(2);
    await allSettled(favoriteEstatesRequested, { scope });
    expect(scope.getState($favoritesState)).toEqual({
      isLoading: false,
      estates: { total: { value: 0 }, results: [] },
      favorites: ['1', '2'],
      error,
    });
  });

  it('stores a thrown error as it is', async () => {
    const error = new TypeError('network');
    const { scope } = await started({
      stored: '["1"]',
      search: () => {
        throw error;
      },
    });
    await allSettled(favoriteEstatesRequested, { scope });
    expect(scope.getState($error)).toBe(error);
    expect(scope.getState($isLoading)).toBe(false);
  });

  it('does not search without favourites: loading ends with an empty list', async () => {
    const { scope, requests } = await started({ stored: '[]' });
    await allSettled(favoriteEstatesRequested, { scope });
    expect(requests).toEqual([]);
    expect(scope.getState($isLoading)).toBe(false);
    expect(scope.getState($favoriteEstates)).toEqual({ total: { value: 0 }, results: [] });
  });

  it('waits for the stored list when asked before the start', async () => {
    const { scope, requests } = favoritesScope({ stored: '["8"]' });
    await allSettled(favoriteEstatesRequested, { scope });
    expect(scope.getState($isLoading)).toBe(true);
    expect(requests).toEqual([]);
    await allSettled(favoritesStarted, { scope });
    expect(requests).toHaveLength(1);
    expect(ids(scope.getState($favoriteEstates).results)).toEqual(['8']);
    expect(scope.getState($isLoading)).toBe(false);
  });

  it('fetches at most the newest 100 favourites', async () => {
    const stored = JSON.stringify(Array.from({ length: 130 }, (_, i) => String(i + 1)));
    const { scope, requests } = await started({ stored });
    await allSettled(favoriteEstatesRequested, { scope });
    const terms = requests[0]?.query.terms?.['children.general.id'] ?? [];
    expect(terms).toHaveLength(100);
    expect(terms[0]).toBe('31');
    expect(requests[0]?.size).toBe(100);
    expect(scope.getState($favorites)).toHaveLength(130);
  });

  it('drops quietly an estate that no longer exists, from the list and the storage', async () => {
    const { scope, written } = await started({
      stored: '["1","404","2"]',
      search: termsSearch(makeEstates(2)),
    });
    await allSettled(favoriteEstatesRequested, { scope });
    expect(ids(scope.getState($favoriteEstates).results)).toEqual(['1', '2']);
    expect(scope.getState($favorites)).toEqual(['1', '2']);
    expect(written).toEqual([['1', '2']]);
    expect(scope.getState($favorites)).toEqual(['1', '2']);
  });

  it('keeps ids the answer could not hold (total above the results)', async () => {
    const { scope } = await started({
      stored: '["1","2"]',
      search: () => answer([makeEstate({ id: '1' })], 2),
    });
    await allSettled(favoriteEstatesRequested, { scope });
    expect(scope.getState($favorites)).toEqual(['1', '2']);
  });

  it('leaves out answered estates that are not favourites', async () => {
    const { scope } = await started({
      stored: '["1"]',
      search: () => answer([makeEstate({ id: '1' }), makeEstate({ id: '77' })]),
    });
    await allSettled(favoriteEstatesRequested, { scope });
    expect(ids(scope.getState($favoriteEstates).results)).toEqual(['1']);
  });

  it('ignores the answer of a superseded request', async () => {
    const resolvers: Array<() => void> = [];
    const { scope } = await started({
      stored: '["1","2"]',
      search: async (request) => {
        await new Promise<void>((done) => resolvers.push(done));
        return termsSearch(makeEstates(2))(request);
      },
    });
    const first = allSettled(favoriteEstatesRequested, { scope });
    const second = allSettled(favoriteEstatesRequested, { scope });
    resolvers[1]?.();
    await new Promise((done) => setTimeout(done, 0));
    expect(scope.getState($isLoading)).toBe(false);
    resolvers[0]?.();
    await Promise.all([first, second]);
    expect(ids(scope.getState($favoriteEstates).results)).toEqual(['1', '2']);
  });
});

describe('other tabs (storage events)', () => {
  it('re-reads the ids on a change of key favorites, without writing', async () => {
    const { scope, written } = await started({ stored: '["1","2"]' });
    await allSettled(favoriteEstatesRequested, { scope });
    await allSettled(storageChanged, { scope, params: { key: 'favorites', newValue: '["2",3]' } });
    expect(scope.getState($favorites)).toEqual(['2', '3']);
    expect(scope.getState($favorites)).toEqual(['2', '3']);
    expect(ids(scope.getState($favoriteEstates).results)).toEqual(['2']);
    expect(written).toEqual([]);
  });

  it('ignores other keys and reads a cleared storage as empty', async () => {
    const { scope } = await started({ stored: '["1"]' });
    await allSettled(storageChanged, { scope, params: { key: 'lang', newValue: 'fr' } });
    expect(scope.getState($favorites)).toEqual(['1']);
    await allSettled(storageChanged, { scope, params: { key: null, newValue: null } });
    expect(scope.getState($favorites)).toEqual([]);
  });

  it('follows window storage events in the scope that started', async () => {
    const { scope } = await started({ stored: '["1"]', realSubscription: true });
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'favorites',
        newValue: '["1","5"]',
        storageArea: window.localStorage,
      }),
    );
    await allSettled(scope);
    expect(scope.getState($favorites)).toEqual(['1', '5']);
  });
});
