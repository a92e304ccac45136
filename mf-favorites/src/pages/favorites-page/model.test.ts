import { allSettled, type Scope } from 'effector';
import {
  failedAnswer,
  favoritesScope,
  makeEstates,
  termsSearch,
  type FavoritesScopeOptions,
} from '../../lib/test-fixtures';
import { storageChanged } from '../../entities/favorite';
import {
  $error,
  $favoriteEstates,
  $favorites,
  $isLoading,
  favoriteAdded,
  favoriteRemoved,
  favoritesStarted,
} from '../../entities/favorite';
import { favoritesPageClosed, favoritesPageOpened, retryClicked } from './model';

/** A scope whose page was opened in `locale` (the exposed entry fires the start too). */
async function opened(options: FavoritesScopeOptions = {}, locale: 'nl' | 'en' = 'en') {
  const setup = favoritesScope({ search: termsSearch(makeEstates(9)), ...options });
  await allSettled(favoritesPageOpened, { scope: setup.scope, params: locale });
  await allSettled(favoritesStarted, { scope: setup.scope });
  return setup;
}

const resultIds = (scope: Scope) =>
  scope.getState($favoriteEstates).results.map((estate) => estate.id);

describe('favourites page model (SPEC §2 Favourites page, §4)', () => {
  it('fetches the favourites on opening, once the stored list is read', async () => {
    const { scope, requests } = await opened({ stored: '["2","1"]' });
    expect(requests).toHaveLength(1);
    expect(resultIds(scope)).toEqual(['2', '1']);
    expect(scope.getState($isLoading)).toBe(false);
  });

  it('refetches when the language changes (the page is opened again)', async () => {
    const { scope, requests } = await opened({ stored: '["1"]' }, 'en');
    await allSettled(favoritesPageOpened, { scope, params: 'nl' });
    expect(requests).toHaveLength(2);
    expect(resultIds(scope)).toEqual(['1']);
  });

  it('loads an estate added while the page is open and adds it to the results', async () => {
    const { scope, loaded } = await opened({ stored: '["1"]' });
    await allSettled(favoriteAdded, { scope, params: 3 });
    expect(loaded).toEqual(['3']);
    expect(resultIds(scope)).toEqual(['1', '3']);
    expect(scope.getState($favoriteEstates).total.value).toBe(2);
  });

  it('does not add a loaded estate that is no longer a favourite', async () => {
    let release: () => void = () => undefined;
    const { scope } = await opened({
      stored: '["1"]',
      fetchOne: async (id) => {
        await new Promise<void>((done) => (release = done));
        return makeEstates(1, Number(id))[0] ?? null;
      },
    });
    const adding = allSettled(favoriteAdded, { scope, params: '4' });
    const removing = allSettled(favoriteRemoved, { scope, params: '4' });
    release();
    await Promise.all([adding, removing]);
    expect(scope.getState($favorites)).toEqual(['1']);
    expect(resultIds(scope)).toEqual(['1']);
  });

  it('does not load added estates while the page is closed', async () => {
    const { scope, loaded } = await opened({ stored: '[]' });
    await allSettled(favoritesPageClosed, { scope });
    await allSettled(favoriteAdded, { scope, params: '5' });
    expect(loaded).toEqual([]);
    expect(scope.getState($favorites)).toEqual(['5']);
  });

  it('shows an empty list without a search when there are no favourites', async () => {
    const { scope, requests } = await opened({ stored: null });
    expect(requests).toEqual([]);
    expect(scope.getState($isLoading)).toBe(false);
    expect(resultIds(scope)).toEqual([]);
  });

  it('retries a failed fetch', async () => {
    let down = true;
    const { scope } = await opened({
      stored: '["1"]',
      search: (request) => (down ? failedAnswer() : termsSearch(makeEstates(1))(request)),
    });
    expect(scope.getState($error)).toBeInstanceOf(Error);
    down = false;
    await allSettled(retryClicked, { scope });
    expect(scope.getState($error)).toBeNull();
    expect(resultIds(scope)).toEqual(['1']);
  });

  it('refetches when another tab adds a favourite while the page is open', async () => {
    const { scope, requests } = await opened({ stored: '["1","2"]' });
    await allSettled(storageChanged, {
      scope,
      params: { key: 'favorites', newValue: '["1","2","6"]' },
    });
    expect(requests).toHaveLength(2);
    expect(resultIds(scope)).toEqual(['1', '2', '6']);
  });

  it('drops without a fetch what another tab removed', async () => {
    const { scope, requests } = await opened({ stored: '["1","2"]' });
    await allSettled(storageChanged, { scope, params: { key: 'favorites', newValue: '["2"]' } });
    expect(requests).toHaveLength(1);
    expect(resultIds(scope)).toEqual(['2']);
  });

  it('does not fetch on other tabs’ changes while the page is closed', async () => {
    const { scope, requests } = await opened({ stored: '["1"]' });
    await allSettled(favoritesPageClosed, { scope });
    await allSettled(storageChanged, {
      scope,
      params: { key: 'favorites', newValue: '["1","7"]' },
    });
    expect(requests).toHaveLength(1);
    expect(scope.getState($favorites)).toEqual(['1', '7']);
  });
});
