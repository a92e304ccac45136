import { allSettled, fork } from 'effector';
import { storageChanged, subscribeStorageFx } from '#favorites/entities/favorite';
import { recordViewFx } from './api';
import { RECENTLY_VIEWED_MAX, withViewed } from './lib/recent-ids';
import {
  $recentlyViewed,
  estateViewed,
  recentlyViewedCleared,
  recentlyViewedStarted,
} from './model';

const KEY = 'recentlyViewed';
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as unknown;

/** A started scope over the real (jsdom) local storage, without a window listener. */
async function started(content?: string) {
  window.localStorage.clear();
  if (content !== undefined) window.localStorage.setItem(KEY, content);
  const scope = fork({ handlers: [[subscribeStorageFx, () => undefined]] });
  await allSettled(recentlyViewedStarted, { scope });
  return scope;
}

describe('recently viewed', () => {
  it('puts each opened estate first, once, and keeps the latest 12', async () => {
    const scope = await started();
    for (const id of [1, 2, 3, 2]) await allSettled(estateViewed, { scope, params: id });
    expect(scope.getState($recentlyViewed)).toEqual(['2', '3', '1']);
    expect(stored()).toEqual(['2', '3', '1']);
    for (let id = 10; id < 30; id += 1) await allSettled(estateViewed, { scope, params: id });
    expect(scope.getState($recentlyViewed)).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(scope.getState($recentlyViewed)[0]).toBe('29');
    expect(scope.getState($recentlyViewed).at(-1)).toBe('18');
  });

  it.each([
    ['corrupt JSON', '["12",', []],
    ['an object', '{"12":true}', []],
    ['mixed entries', '[12, {"id":1}, null, "7", "12", ""]', ['12', '7']],
    ['more than 12', JSON.stringify(Array.from({ length: 20 }, (_, i) => i)), 12],
  ])('reads %s as far as it is valid, and repairs it on the next view', async (_, raw, read) => {
    const scope = await started(raw);
    if (typeof read === 'number') expect(scope.getState($recentlyViewed)).toHaveLength(read);
    else expect(scope.getState($recentlyViewed)).toEqual(read);
    await allSettled(estateViewed, { scope, params: '99' });
    const repaired = stored() as string[];
    expect(repaired[0]).toBe('99');
    expect(repaired.every((id) => typeof id === 'string')).toBe(true);
    expect(repaired.length).toBeLessThanOrEqual(RECENTLY_VIEWED_MAX);
  });

  it('keeps another tab’s views: it reads the stored list afresh before it adds one', async () => {
    const scope = await started('["5"]');
    window.localStorage.setItem(KEY, '["8","5"]');
    await allSettled(estateViewed, { scope, params: '3' });
    expect(scope.getState($recentlyViewed)).toEqual(['3', '8', '5']);
  });

  it('follows another tab: a change of its key or a cleared storage', async () => {
    const scope = await started('["1"]');
    await allSettled(storageChanged, { scope, params: { key: KEY, newValue: '["4","1"]' } });
    expect(scope.getState($recentlyViewed)).toEqual(['4', '1']);
    await allSettled(storageChanged, { scope, params: { key: 'favorites', newValue: '[]' } });
    expect(scope.getState($recentlyViewed)).toEqual(['4', '1']);
    await allSettled(storageChanged, { scope, params: { key: null, newValue: null } });
    expect(scope.getState($recentlyViewed)).toEqual([]);
  });

  it('is cleared by the visitor, in storage too', async () => {
    const scope = await started('["1","2"]');
    await allSettled(recentlyViewedCleared, { scope });
    expect(scope.getState($recentlyViewed)).toEqual([]);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the list in this page when storage refuses', async () => {
    window.localStorage.clear();
    const scope = fork({
      handlers: [
        [subscribeStorageFx, () => undefined],
        [
          recordViewFx,
          () => {
            throw new DOMException('full', 'QuotaExceededError');
          },
        ],
      ],
    });
    await allSettled(recentlyViewedStarted, { scope });
    await allSettled(estateViewed, { scope, params: '7' });
    await allSettled(estateViewed, { scope, params: '8' });
    expect(scope.getState($recentlyViewed)).toEqual(['8', '7']);
  });

  it('withViewed ignores what is not an id', () => {
    expect(withViewed(['1'], '')).toEqual(['1']);
    expect(withViewed(['1'], { id: 2 })).toEqual(['1']);
  });
});
