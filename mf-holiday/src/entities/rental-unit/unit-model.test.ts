import { allSettled, fork } from 'effector';
import { NotFoundError, ServerError } from 'shared/api';
import {
  $rentalUnit,
  $rentalUnitStatus,
  fetchRentalUnitFx,
  rentalUnitPageClosed,
  rentalUnitPageOpened,
  rentalUnitReloaded,
} from './unit-model';
import { makeRentalUnit } from 'shared/testing/rentals';

describe('rental unit page model', () => {
  it('loads the unit of the URL in the language', async () => {
    const calls: unknown[] = [];
    const scope = fork({
      handlers: [
        [fetchRentalUnitFx, async (r: { id: number }) => (calls.push(r), makeRentalUnit(r.id))],
      ],
    });
    const settled = allSettled(rentalUnitPageOpened, {
      scope,
      params: { id: '512', locale: 'fr' },
    });
    expect(scope.getState($rentalUnitStatus)).toBe('loading');
    await settled;
    expect(calls).toEqual([{ id: 512, locale: 'fr' }]);
    expect(scope.getState($rentalUnit)?.id).toBe(512);
    expect(scope.getState($rentalUnitStatus)).toBe('ready');
  });

  it('fetches nothing again when the unit on screen is opened again (the browser after the server), and again after the page was left', async () => {
    const calls: unknown[] = [];
    const scope = fork({
      handlers: [
        [fetchRentalUnitFx, async (r: { id: number }) => (calls.push(r), makeRentalUnit(r.id))],
      ],
    });
    // The server's opening; the browser hydrates with the same state and opens the page again.
    await allSettled(rentalUnitPageOpened, { scope, params: { id: '512', locale: 'en' } });
    await allSettled(rentalUnitPageOpened, { scope, params: { id: '512', locale: 'en' } });
    expect(calls).toHaveLength(1);
    expect(scope.getState($rentalUnitStatus)).toBe('ready');
    await allSettled(rentalUnitPageClosed, { scope });
    await allSettled(rentalUnitPageOpened, { scope, params: { id: '512', locale: 'en' } });
    expect(calls).toHaveLength(2);
    // Another language is another page: fetched.
    await allSettled(rentalUnitPageOpened, { scope, params: { id: '512', locale: 'fr' } });
    expect(calls).toHaveLength(3);
  });

  it('answers not found for an id that is no number, or a 404, and error otherwise', async () => {
    const scope = fork({
      handlers: [
        [
          fetchRentalUnitFx,
          async (r: { id: number }) => {
            throw r.id === 404 ? new NotFoundError() : new ServerError(500, 'down');
          },
        ],
      ],
    });
    await allSettled(rentalUnitPageOpened, { scope, params: { id: 'abc', locale: 'en' } });
    expect(scope.getState($rentalUnitStatus)).toBe('notFound');
    await allSettled(rentalUnitPageOpened, { scope, params: { id: '404', locale: 'en' } });
    expect(scope.getState($rentalUnitStatus)).toBe('notFound');
    await allSettled(rentalUnitPageOpened, { scope, params: { id: '500', locale: 'en' } });
    expect(scope.getState($rentalUnitStatus)).toBe('error');
  });

  it('reloads the unit on screen, keeping it shown meanwhile and after a failed reload', async () => {
    let fail = false;
    const scope = fork({
      handlers: [
        [
          fetchRentalUnitFx,
          async (r: { id: number }) => {
            if (fail) throw new ServerError(500, 'down');
            return makeRentalUnit(r.id, { rooms: { bedrooms: 3, bathrooms: 1 } });
          },
        ],
      ],
    });
    await allSettled(rentalUnitPageOpened, { scope, params: { id: '501', locale: 'en' } });
    fail = true;
    await allSettled(rentalUnitReloaded, { scope });
    expect(scope.getState($rentalUnit)?.id).toBe(501);
    expect(scope.getState($rentalUnitStatus)).toBe('ready');
  });
});
