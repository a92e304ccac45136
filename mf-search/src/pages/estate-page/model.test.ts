import { allSettled, fork } from 'effector';
import type { EstatePage } from 'shared/domain';
import {
  $estatePage,
  $estatePageStatus,
  estatePageClosed,
  estatePageOpened,
  getEstatePageFx,
  searchLandingFx,
} from './model';

const PAGE = { id: 3, slugs: { en: { a: 'new-builds', b: 'ghent' } } } as unknown as EstatePage;

describe('landing page model (rendered on the server, then opened in the browser)', () => {
  it('fetches nothing again when the page on screen is opened again (the browser after the server), and again after it was left', async () => {
    const page = jest.fn(async () => PAGE);
    const search = jest.fn(async () => ({ total: 0, estates: [], failed: false }));
    const scope = fork({
      handlers: [
        [getEstatePageFx, page],
        [searchLandingFx, search],
      ],
    });
    const open = { a: 'new-builds', b: 'ghent', lang: 'en' as const };
    await allSettled(estatePageOpened, { scope, params: open });
    await allSettled(estatePageOpened, { scope, params: open });
    expect(page).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(scope.getState($estatePage)).toBe(PAGE);
    expect(scope.getState($estatePageStatus)).toBe('done');
    await allSettled(estatePageClosed, { scope });
    await allSettled(estatePageOpened, { scope, params: open });
    expect(page).toHaveBeenCalledTimes(2);
    await allSettled(estatePageOpened, { scope, params: { ...open, lang: 'fr' } });
    expect(page).toHaveBeenCalledTimes(3);
  });
});
