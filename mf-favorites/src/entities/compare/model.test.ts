import { allSettled, fork } from 'effector';
import { storageChanged, subscribeStorageFx } from '#favorites/entities/favorite';
import { editStoredCompareFx } from './api';
import { compareSearch, parseCompareQuery, withCompared } from './lib/compare-ids';
import {
  $compareIds,
  $compareRefused,
  compareCleared,
  compareRemoved,
  compareStarted,
  compareToggled,
} from './model';

const KEY = 'compare';
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as unknown;

/** A started scope over the real (jsdom) local storage, without a window listener. */
async function started(content?: string) {
  window.localStorage.clear();
  if (content !== undefined) window.localStorage.setItem(KEY, content);
  const scope = fork({ handlers: [[subscribeStorageFx, () => undefined]] });
  await allSettled(compareStarted, { scope });
  return scope;
}

describe('comparison list', () => {
  it('adds and takes out estates, stored, and refuses a fifth with a reason', async () => {
    const scope = await started();
    for (const id of [1, '2', 3, 4]) await allSettled(compareToggled, { scope, params: id });
    expect(scope.getState($compareIds)).toEqual(['1', '2', '3', '4']);
    expect(stored()).toEqual(['1', '2', '3', '4']);

    await allSettled(compareToggled, { scope, params: 5 });
    expect(scope.getState($compareIds)).toEqual(['1', '2', '3', '4']);
    expect(scope.getState($compareRefused)).toBe('5');

    await allSettled(compareToggled, { scope, params: '2' });
    expect(scope.getState($compareIds)).toEqual(['1', '3', '4']);
    expect(scope.getState($compareRefused)).toBeNull();
    await allSettled(compareToggled, { scope, params: 5 });
    expect(stored()).toEqual(['1', '3', '4', '5']);

    await allSettled(compareRemoved, { scope, params: 1 });
    expect(scope.getState($compareIds)).toEqual(['3', '4', '5']);
    await allSettled(compareCleared, { scope });
    expect(scope.getState($compareIds)).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it.each([
    ['corrupt JSON', '["12",', []],
    ['an object', '{"12":true}', []],
    ['mixed entries', '[12, {"id":1}, null, "7", "12", ""]', ['12', '7']],
    ['more than 4', '[1,2,3,4,5,6]', ['1', '2', '3', '4']],
  ])('reads %s as far as it is valid, and repairs it on the next change', async (_, raw, read) => {
    const scope = await started(raw);
    expect(scope.getState($compareIds)).toEqual(read);
    await allSettled(compareRemoved, { scope, params: '4' });
    const repaired = stored() as unknown[];
    expect(repaired.every((id) => typeof id === 'string')).toBe(true);
    expect(repaired.length).toBeLessThanOrEqual(4);
  });

  it('keeps another tab’s choice: it reads the stored list afresh before a change', async () => {
    const scope = await started('["5"]');
    window.localStorage.setItem(KEY, '["8","5"]');
    await allSettled(compareToggled, { scope, params: '3' });
    expect(scope.getState($compareIds)).toEqual(['8', '5', '3']);
  });

  it('follows another tab: a change of its key or a cleared storage', async () => {
    const scope = await started('["1"]');
    await allSettled(storageChanged, { scope, params: { key: KEY, newValue: '["4","1"]' } });
    expect(scope.getState($compareIds)).toEqual(['4', '1']);
    await allSettled(storageChanged, { scope, params: { key: 'favorites', newValue: '[]' } });
    expect(scope.getState($compareIds)).toEqual(['4', '1']);
    await allSettled(storageChanged, { scope, params: { key: null, newValue: null } });
    expect(scope.getState($compareIds)).toEqual([]);
  });

  it('keeps the list in this page when storage refuses', async () => {
    window.localStorage.clear();
    const scope = fork({
      handlers: [
        [subscribeStorageFx, () => undefined],
        [
          editStoredCompareFx,
          () => {
            throw new DOMException('full', 'QuotaExceededError');
          },
        ],
      ],
    });
    await allSettled(compareStarted, { scope });
    await allSettled(compareToggled, { scope, params: '7' });
    await allSettled(compareToggled, { scope, params: '8' });
    expect(scope.getState($compareIds)).toEqual(['7', '8']);
  });
});

describe('a comparison’s address', () => {
  it('reads the first four distinct ids and counts those left out', () => {
    expect(parseCompareQuery('?estates=12,34')).toEqual({
      ids: ['12', '34'],
      leftOut: 0,
      given: true,
    });
    expect(parseCompareQuery('estates=1%2C2,2,,3,4,5,6&x=1')).toEqual({
      ids: ['1', '2', '3', '4'],
      leftOut: 2,
      given: true,
    });
    expect(parseCompareQuery('')).toEqual({ ids: [], leftOut: 0, given: false });
    expect(parseCompareQuery('?estates=')).toEqual({ ids: [], leftOut: 0, given: true });
  });

  it('writes the query string of a list, and adds nothing to a full list', () => {
    expect(compareSearch(['12', '34'])).toBe('?estates=12,34');
    expect(compareSearch([])).toBe('');
    expect(withCompared(['1', '2', '3', '4'], '5')).toEqual(['1', '2', '3', '4']);
    expect(withCompared(['1'], { id: 2 })).toEqual(['1']);
  });
});
