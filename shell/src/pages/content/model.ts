/**
 * Content pages (privacy statement, terms of use) read from the API by url: the page asked for,
 * its loading state and whether it failed. The shell owns these pages.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { Locale, Page } from 'shared/domain';
import { contentApiFor } from 'shared/api/content';
import { shell, type ApiContext } from 'shared/bus';

/** A content page was opened: its url key (e.g. 'privacy-statement') and the page language. */
export const contentPageOpened = createEvent<{ pageKey: string; lang: Locale }>();

/** GET /pages/by-url/{url}. @throws the API's named error (NotFoundError, NetworkError...). */
export const getPageFx = createEffect(
  async ({
    context,
    pageKey,
    lang,
  }: {
    context: ApiContext;
    pageKey: string;
    lang: Locale;
  }): Promise<Page> => contentApiFor(context).getPageByUrl(pageKey, lang),
);

const fetchPageFx = attach({
  source: shell.$apiContext,
  effect: getPageFx,
  mapParams: (params: { pageKey: string; lang: Locale }, context) => ({ ...params, context }),
});

/** The page and language of the loaded page ('privacy-statement|en'), null when none is loaded. */
const $loadedKey = createStore<string | null>(null)
  .on(fetchPageFx.done, (_, { params }) => `${params.pageKey}|${params.lang}`)
  .on(fetchPageFx.fail, () => null);

/**
 * Another page (or language) than the loaded one was opened: only then it is fetched (a page
 * hydrated from a server render has it already).
 */
const otherPageOpened = sample({
  clock: contentPageOpened,
  source: $loadedKey,
  filter: (loaded, { pageKey, lang }) => loaded !== `${pageKey}|${lang}`,
  fn: (_, opened) => opened,
});

/** The loaded page, null while loading or after a failure. */
export const $contentPage = createStore<Page | null>(null)
  .on(otherPageOpened, () => null)
  .on(fetchPageFx.doneData, (_, page) => page);
/** 'loading' | 'done' | 'failed'. */
export const $contentStatus = createStore<'loading' | 'done' | 'failed'>('loading')
  .on(otherPageOpened, () => 'loading')
  .on(fetchPageFx.done, () => 'done')
  .on(fetchPageFx.fail, () => 'failed');

sample({ clock: otherPageOpened, target: fetchPageFx });
