import { allSettled, fork, type Scope } from 'effector';
import { BadRequestError, NetworkError, NotFoundError, ServerError } from 'shared/api';
import { shell } from 'shared/bus';
import type { Estate } from 'shared/domain';
import { buildEstate, buildProject, buildUnit, TRANSACTIONS } from '../../lib/test-estates';
import {
  $displayGroups,
  $error,
  $estate,
  $isLoading,
  $isNotFound,
  $isParentPending,
  $parent,
  $shownEstate,
  $unit,
  $viewModel,
  getEstateFx,
  viewModelRequested,
  viewModelRetried,
  type ViewModelRequest,
} from './model';

const SETTINGS = { hiddenStatus: [4, 12], defaultLocale: 'nl' as const, locales: ['nl' as const] };

/** A scope whose API answers from `estates` by id (NotFoundError for others), counting the calls. */
function setup(estates: Estate[], answer?: (id: string) => Promise<Estate>) {
  const calls: { id: string; locale: string }[] = [];
  const handler = jest.fn(async ({ id, locale }: { id: string; locale: string }) => {
    calls.push({ id, locale });
    if (answer) return answer(id);
    const estate = estates.find((e) => e.id === id);
    if (!estate) throw new NotFoundError();
    return estate;
  });
  const scope = fork({
    values: [[shell.$siteSettings, SETTINGS]],
    handlers: [[getEstateFx, handler]],
  });
  return { scope, calls };
}

function request(patch: Partial<ViewModelRequest> & { estateId: string }): ViewModelRequest {
  return { unitId: null, locale: 'nl', ...patch };
}

const ask = (scope: Scope, r: ViewModelRequest) =>
  allSettled(viewModelRequested, { scope, params: r });

describe('project view model (SPEC §3)', () => {
  it('loads the estate of the chosen id: a property with its display fields', async () => {
    const house = buildEstate('12', { general: { reference: 'REF-12' } });
    const { scope, calls } = setup([house]);
    await ask(scope, request({ estateId: '12' }));

    expect(calls).toEqual([{ id: '12', locale: 'nl' }]);
    expect(scope.getState($estate)).toBe(house);
    expect(scope.getState($viewModel)).toEqual({ kind: 'property', estate: house });
    expect(scope.getState($shownEstate)).toBe(house);
    expect(scope.getState($isLoading)).toBe(false);
    expect(scope.getState($isNotFound)).toBe(false);
    expect(scope.getState($error)).toBeNull();
    const general = scope.getState($displayGroups).find((g) => g.id === 'general');
    expect(general?.fields.find((f) => f.key === 'general.reference')).toMatchObject({
      label: 'Referentie',
      value: 'REF-12',
      visible: true,
    });
  });

  it('is loading until the API answers', async () => {
    let resolve: (estate: Estate) => void = () => undefined;
    const { scope } = setup([], () => new Promise<Estate>((r) => (resolve = r)));
    const settled = ask(scope, request({ estateId: '12' }));
    await Promise.resolve();
    expect(scope.getState($isLoading)).toBe(true);
    expect(scope.getState($estate)).toBeNull();
    expect(scope.getState($displayGroups)).toEqual([]);
    resolve(buildEstate('12'));
    await settled;
    expect(scope.getState($isLoading)).toBe(false);
    expect(scope.getState($estate)?.id).toBe('12');
  });

  it('does not fetch the same estate and language again, but does in another language', async () => {
    const { scope, calls } = setup([buildEstate('12')]);
    await ask(scope, request({ estateId: '12' }));
    await ask(scope, request({ estateId: '12' }));
    await ask(scope, request({ estateId: '12', locale: 'fr' }));
    expect(calls).toEqual([
      { id: '12', locale: 'nl' },
      { id: '12', locale: 'fr' },
    ]);
  });

  it('says not found for an unknown id, an unreadable one (400) and an empty one', async () => {
    const { scope, calls } = setup([], async (id) => {
      if (id === '1173.') throw new BadRequestError('params/id must match pattern');
      throw new NotFoundError();
    });
    await ask(scope, request({ estateId: '999' }));
    expect(scope.getState($isNotFound)).toBe(true);
    expect(scope.getState($error)).toBeNull();
    await ask(scope, request({ estateId: '1173.' }));
    expect(scope.getState($isNotFound)).toBe(true);
    expect(scope.getState($error)).toBeNull();
    await ask(scope, request({ estateId: '' }));
    expect(scope.getState($isNotFound)).toBe(true);
    expect(calls.map((c) => c.id)).toEqual(['999', '1173.']);
  });

  it('keeps a failing API apart from not found, and retries', async () => {
    let fail = true;
    const { scope, calls } = setup([], async (id) => {
      if (fail) throw new ServerError(503, '503 Service Unavailable');
      return buildEstate(id);
    });
    await ask(scope, request({ estateId: '12' }));
    expect(scope.getState($error)).toBeInstanceOf(ServerError);
    expect(scope.getState($isNotFound)).toBe(false);
    expect(scope.getState($estate)).toBeNull();

    fail = false;
    await allSettled(viewModelRetried, { scope });
    expect(calls).toHaveLength(2);
    expect(scope.getState($error)).toBeNull();
    expect(scope.getState($estate)?.id).toBe('12');
  });

  it('fetches again when asked again after an unreachable API', async () => {
    let fail = true;
    const { scope, calls } = setup([], async (id) => {
      if (fail) throw new NetworkError('down');
      return buildEstate(id);
    });
    await ask(scope, request({ estateId: '12' }));
    expect(scope.getState($error)).toBeInstanceOf(NetworkError);
    fail = false;
    await ask(scope, request({ estateId: '12' }));
    expect(calls).toHaveLength(2);
    expect(scope.getState($error)).toBeNull();
  });

  it('treats an estate whose transaction id is in hiddenStatus as not found', async () => {
    const hidden = buildEstate('12', { general: { transaction: TRANSACTIONS.toRentOption } });
    const { scope } = setup([hidden]);
    await ask(scope, request({ estateId: '12' }));
    expect(scope.getState($isNotFound)).toBe(true);
    expect(scope.getState($estate)).toBeNull();
    expect(scope.getState($viewModel)).toBeNull();
    expect(scope.getState($shownEstate)).toBeNull();
  });

  it('holds a project with its visible children sorted by floor', async () => {
    const project = buildProject('50', [
      buildUnit('53', '50', 2, 'B2'),
      buildUnit('51', '50', 0, 'A0'),
      buildUnit('54', '50', 1, 'B1', { general: { transaction: TRANSACTIONS.toRentOption } }),
      buildUnit('52', '50', 1, 'A1'),
    ]);
    const { scope } = setup([project]);
    await ask(scope, request({ estateId: '50' }));
    const view = scope.getState($viewModel);
    expect(view?.kind).toBe('project');
    expect(view?.kind === 'project' && view.units.map((u) => u.id)).toEqual(['51', '52', '53']);
    expect(scope.getState($unit)).toBeNull();
  });

  it('chooses the unit of a project by its id compared as text, and hides an unknown one', async () => {
    const unit = buildUnit('51', '50', 1, 'A1');
    const numericId = {
      ...unit,
      id: 51 as unknown as string,
      general: { ...unit.general, id: 51 as unknown as string },
    };
    const project = buildProject('50', [buildUnit('52', '50', 2, 'A2'), numericId]);
    const { scope, calls } = setup([project]);
    await ask(scope, request({ estateId: '50', unitId: '51' }));
    expect(calls).toEqual([{ id: '50', locale: 'nl' }]);
    expect(scope.getState($unit)).toBe(numericId);
    expect(scope.getState($viewModel)).toEqual({ kind: 'unit', estate: numericId, project });
    expect(scope.getState($shownEstate)).toBe(numericId);
    await ask(scope, request({ estateId: '50', unitId: '99' }));
    expect(scope.getState($isNotFound)).toBe(true);
  });

  it('loads the parent of a unit opened by its own id', async () => {
    const unit = buildUnit('51', '50', 1, 'A1');
    const project = buildProject('50', [unit]);
    const { scope, calls } = setup([project, unit]);
    await ask(scope, request({ estateId: '51' }));
    expect(calls).toEqual([
      { id: '51', locale: 'nl' },
      { id: '50', locale: 'nl' },
    ]);
    expect(scope.getState($parent)).toBe(project);
    expect(scope.getState($isParentPending)).toBe(false);
    expect(scope.getState($viewModel)).toEqual({ kind: 'unit', estate: unit, project });
  });

  it('holds a unit as a property when its parent cannot be loaded', async () => {
    const unit = buildUnit('51', '50', 1, 'A1');
    const { scope } = setup([unit]);
    await ask(scope, request({ estateId: '51' }));
    expect(scope.getState($isParentPending)).toBe(false);
    expect(scope.getState($viewModel)?.kind).toBe('property');
  });

  it('drops a late answer for an estate the page no longer asks for', async () => {
    const pending: Record<string, (e: Estate) => void> = {};
    const { scope } = setup([], (id) => new Promise<Estate>((r) => (pending[id] = r)));
    const first = ask(scope, request({ estateId: '12' }));
    const second = ask(scope, request({ estateId: '13' }));
    await Promise.resolve();
    pending['13']?.(buildEstate('13'));
    pending['12']?.(buildEstate('12'));
    await Promise.all([first, second]);
    expect(scope.getState($estate)?.id).toBe('13');
  });
});
