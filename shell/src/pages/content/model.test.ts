import { allSettled, fork } from 'effector';
import type { Page } from 'shared/domain';
import { NotFoundError } from 'shared/api';
import { $contentPage, $contentStatus, contentPageOpened, getPageFx } from './model';

const page: Page = {
  id: 1,
  url: { en: 'privacy-statement' },
  title: { en: 'Privacy statement' },
  body: { en: 'We keep little.' },
};

describe('content page model', () => {
  it('loads the page of the url in the page language', async () => {
    const asked: unknown[] = [];
    const scope = fork({
      handlers: [
        [
          getPageFx,
          async (params: { pageKey: string; lang: string }) => {
            asked.push([params.pageKey, params.lang]);
            return page;
          },
        ],
      ],
    });
    await allSettled(contentPageOpened, {
      scope,
      params: { pageKey: 'privacy-statement', lang: 'en' },
    });
    expect(asked).toEqual([['privacy-statement', 'en']]);
    expect(scope.getState($contentPage)).toEqual(page);
    expect(scope.getState($contentStatus)).toBe('done');
  });

  it('fails quietly when the page is unknown or the API is down', async () => {
    const scope = fork({
      handlers: [
        [
          getPageFx,
          async () => {
            throw new NotFoundError();
          },
        ],
      ],
    });
    await allSettled(contentPageOpened, { scope, params: { pageKey: 'nope', lang: 'nl' } });
    expect(scope.getState($contentPage)).toBeNull();
    expect(scope.getState($contentStatus)).toBe('failed');
  });
});
