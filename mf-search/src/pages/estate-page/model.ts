/**
 * A landing page (SPEC §7 GET /estate-pages/{a}/{b}): the page asked for, then the first estates
 * of its predefined search (POST /estates, the site's hidden statuses left out): pages that list
 * estates, the search team's.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { Estate, EstatePage, Locale } from 'shared/domain';
import { apiFor, NotFoundError } from 'shared/api';
import { contentApiFor } from 'shared/api/content';
import { shell, type ApiContext } from 'shared/bus';

/** How many estates of its search a landing page shows. */
export const LANDING_RESULTS = 6;

/** A landing page was opened: its two path segments and the page language. */
export const estatePageOpened = createEvent<{ a: string; b: string; lang: Locale }>();
/** The landing page was left (opening it again later fetches it again). */
export const estatePageClosed = createEvent();

/** GET /estate-pages/{a}/{b}. @throws the API's named error (NotFoundError, NetworkError...). */
export const getEstatePageFx = createEffect(
  async ({
    context,
    a,
    b,
    lang,
  }: {
    context: ApiContext;
    a: string;
    b: string;
    lang: Locale;
  }): Promise<EstatePage> => contentApiFor(context, lang).getEstatePage(a, b, lang),
);

/**
 * The first estates of a page's search and their total (POST /estates). A failed search answers
 * `failed: true` instead of throwing (SPEC §8: the search returns the error attached).
 */
export const searchLandingFx = createEffect(
  async ({
    context,
    page,
    lang,
    hiddenStatus,
  }: {
    context: ApiContext;
    page: EstatePage;
    lang: Locale;
    hiddenStatus: number[];
  }): Promise<{ total: number; estates: Estate[]; failed: boolean }> => {
    const answer = await apiFor(context, lang).searchEstates({
      query: { ...page.query, hiddenStatus },
      from: 0,
      size: LANDING_RESULTS,
    });
    return { total: answer.total.value, estates: answer.results, failed: Boolean(answer.error) };
  },
);

const fetchPageFx = attach({
  source: shell.$apiContext,
  effect: getEstatePageFx,
  mapParams: (params: { a: string; b: string; lang: Locale }, context) => ({ ...params, context }),
});

const fetchResultsFx = attach({
  source: { context: shell.$apiContext, hiddenStatus: shell.$hiddenStatus },
  effect: searchLandingFx,
  mapParams: (params: { page: EstatePage; lang: Locale }, { context, hiddenStatus }) => ({
    ...params,
    context,
    hiddenStatus,
  }),
});

/** The request of the page on screen (its latest), to drop answers of an earlier one. */
const $request = createStore<{ a: string; b: string; lang: Locale } | null>(null).on(
  estatePageOpened,
  (_, request) => request,
);

type Request = { a: string; b: string; lang: Locale };
const keyOf = (request: Request) => `${request.a}|${request.b}|${request.lang}`;
const isCurrent = (request: Request | null, params: Request) =>
  request !== null &&
  request.a === params.a &&
  request.b === params.b &&
  request.lang === params.lang;

/** The page of the latest request arrived. */
const pageLoaded = sample({
  clock: fetchPageFx.done,
  source: $request,
  filter: (request, { params }) => isCurrent(request, params),
  fn: (_, { params, result }) => ({ page: result, lang: params.lang, key: keyOf(params) }),
});

/**
 * The page on screen as `a|b|lang` while it is open: the server renders the page with it, so the
 * browser's opening of the same page fetches nothing again.
 */
const $shownFor = createStore<string | null>(null)
  .on(pageLoaded, (_, { key }) => key)
  .reset(estatePageClosed);

/** An opening of a page that is not the one on screen: it is fetched. */
const freshOpen = sample({
  clock: estatePageOpened,
  source: $shownFor,
  filter: (shown, request) => shown !== keyOf(request),
  fn: (_, request) => request,
});

/** The latest request failed. */
const pageFailed = sample({
  clock: fetchPageFx.fail,
  source: $request,
  filter: (request, { params }) => isCurrent(request, params),
  fn: (_, { error }) => error,
});

/** The loaded page, null while loading, when not found or after a failure. */
export const $estatePage = createStore<EstatePage | null>(null)
  .on(freshOpen, () => null)
  .on(pageLoaded, (_, { page }) => page);

/** 'loading' | 'done' | 'notFound' | 'failed' (the API could not give the page). */
export const $estatePageStatus = createStore<'loading' | 'done' | 'notFound' | 'failed'>('loading')
  .on(freshOpen, () => 'loading')
  .on(pageLoaded, () => 'done')
  .on(pageFailed, (_, error) => (error instanceof NotFoundError ? 'notFound' : 'failed'));

/** The first estates of the page's search and their total; null while they load. */
export const $landingResults = createStore<{
  total: number;
  estates: Estate[];
  failed: boolean;
} | null>(null)
  .on(freshOpen, () => null)
  .on(
    sample({
      clock: fetchResultsFx.done,
      source: $estatePage,
      filter: (page, { params }) => page !== null && page.id === params.page.id,
      fn: (_, { result }) => result,
    }),
    (_, results) => results,
  );

sample({ clock: freshOpen, target: fetchPageFx });
sample({ clock: pageLoaded, target: fetchResultsFx });
