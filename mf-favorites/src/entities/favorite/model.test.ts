import { allSettled, fork } from 'effector';

import { favoritesScope, type FavoritesScopeOptions } from '../../lib/test-fixtures';
import { readStoredFavoritesFx, storageChanged, subscribeStorageFx } from './api';
import {
  $favorites,
  $favoritesCount,
  favoriteAdded,
  favoriteRemoved,
  favoritesStarted,
  favoriteToggled,
} from './model';

/** A started scope (stored list read) with the given options. */
async function started(options: FavoritesScopeOptions = {}) {
  const setup = favoritesScope(options);
  await allSettled(favoritesStarted, { scope: setup.scope });
  return setup;
}

describe('favourites storage (SPEC §4, §9 key favorites)', () => {
  it('reads the stored JSON array at start and counts it', async () => {
    const { scope, written } = await started({ stored: '["12","7"]' });
    expect(scope.getState($favorites)).toEqual(['12', '7']);
    expect(written).toEqual([]);
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
  it('appends the id as text, stores the list and counts it', async () => {
    const { scope, written } = await started({ stored: '["1"]' });
    await allSettled(favoriteAdded, { scope, params: '2' });
    expect(scope.getState($favorites)).toEqual(['1', '2']);
    expect(written).toEqual([['1', '2']]);
    expect(scope.getState($favoritesCount)).toBe(2);
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

  it('removes the id from the list and stores it', async () => {
    const { scope, written } = await started({ stored: '["1","2","3"]' });
    await allSettled(favoriteRemoved, { scope, params: 2 });
    expect(scope.getState($favorites)).toEqual(['1', '3']);
    expect(scope.getState($favoritesCount)).toBe(2);
    expect(written).toEqual([['1', '3']]);
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
});

describe('other tabs (storage events)', () => {
  it('re-reads the ids on a change of key favorites, without writing', async () => {
    const { scope, written } = await started({ stored: '["1","2"]' });
    await allSettled(storageChanged, { scope, params: { key: 'favorites', newValue: '["2",3]' } });
    expect(scope.getState($favorites)).toEqual(['2', '3']);
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
