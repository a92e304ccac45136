/**
 * The detail page's model (SPEC §2 detail routes, §3 Estate): loads the estate of the route's id,
 * picks the unit of a project, derives the canonical path and the redirect to it, and tells
 * loading, not found (unknown id, hidden status, unknown unit) and failure apart.
 *
 * Start: `detailPageOpened(route)`, fired by the page whenever its route changes. Nothing runs on
 * import. The API context and the hidden statuses come from the shell through the bus.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import { apiFor, NotFoundError } from 'shared/api';
import { readMapTiles, type MapTiles } from 'shared/config';
import { $apiContext, $hiddenStatus, type ApiContext } from 'shared/bus';
import type {
  ContactInfo,
  Estate,
  EstateCollection,
  Locale,
  SearchResult,
  SkarabeeListing,
} from 'shared/domain';
import { estateId } from 'shared/estate';
import {
  canonicalPath,
  detailSubject,
  redirectTarget,
  unitIdOf,
  type DetailRoute,
  type DetailSubject,
} from './lib/canonical';

/** One estate request: its id and the page language. */
export interface EstateRequest {
  id: string;
  locale: Locale;
}

/** Where a fetch stands for the estate the page shows. */
type LoadStatus = 'idle' | 'loading' | 'done' | 'failed';

const keyOf = (request: EstateRequest) => `${request.id}|${request.locale}`;

/**
 * True for the API's answer to an unknown id (404) or to one it cannot read (400), also across
 * federation copies of the error classes.
 */
export function isNotFoundError(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : null;
  // A 400 for an estate address is an id the API cannot read (e.g. "1173." pasted with the
  // sentence's full stop): it names no estate either.
  return error instanceof NotFoundError || status === 404 || status === 400;
}

// --- events ---

/** The page was opened, or its route changed (path parameters, `?entity=` query or language). */
export const detailPageOpened = createEvent<DetailRoute>();
/** The visitor asked to try loading the estate again after a failure. */
export const retryPressed = createEvent();
/** The visitor chose a picture of the gallery (its position in the sorted pictures, from 0). */
export const pictureSelected = createEvent<number>();

/** A fetch of the route's estate was decided (internal). */
const estateRequested = createEvent<EstateRequest>();
/** The estate of the current request arrived (internal; stale answers are dropped). */
const estateReceived = createEvent<Estate>();
/** The fetch of the current request failed (internal; stale failures are dropped). */
const estateFailed = createEvent<unknown>();

// --- effects ---

/**
 * GET /estates/v2/{id} (SPEC §7) for an API context: the estate with its children sorted by floor.
 * Replace its handler in tests (`fork({ handlers: [[getEstateFx, ...]] })`).
 * @throws NotFoundError for an unknown id, other HttpErrors or NetworkError when the API fails
 */
export const getEstateFx = createEffect(
  ({ context, id, locale }: EstateRequest & { context: ApiContext }): Promise<Estate> =>
    apiFor(context).getEstate(id, locale),
);

/** Fetches the estate of a request with the bus's API context. @throws as getEstateFx */
export const fetchEstateFx = attach({
  source: $apiContext,
  mapParams: (request: EstateRequest, context: ApiContext) => ({ ...request, context }),
  effect: getEstateFx,
});

/** Fetches the project of a unit that was opened by its own id. @throws as getEstateFx */
export const fetchParentFx = attach({
  source: $apiContext,
  mapParams: (request: EstateRequest, context: ApiContext) => ({ ...request, context }),
  effect: getEstateFx,
});

// --- stores ---

/** The page's route, null before the page opened. */
export const $route = createStore<DetailRoute | null>(null).on(
  detailPageOpened,
  (_, route) => route,
);

/** The request whose answer the page shows (the last one sent). */
const $activeRequest = createStore<EstateRequest | null>(null).on(
  estateRequested,
  (_, request) => request,
);
const $status = createStore<LoadStatus>('idle')
  .on(estateRequested, () => 'loading')
  .on(estateReceived, () => 'done')
  .on(estateFailed, () => 'failed');

/** The estate of the route's id as the API answered it; kept while the same id is fetched again. */
const $fetchedEstate = createStore<Estate | null>(null)
  .on(estateRequested, (estate, request) =>
    estate && estateId(estate) === request.id ? estate : null,
  )
  .on(estateReceived, (_, estate) => estate)
  .reset(estateFailed);

/** The last error of the estate fetch (any kind), null when none. */
const $fetchError = createStore<unknown>(null)
  .on(estateFailed, (_, error) => error)
  .reset(estateRequested, estateReceived);

/** The last project fetched for a unit opened by its own id (checked against the unit's parentId). */
const $fetchedParent = createStore<Estate | null>(null);
/** The project id whose fetch failed last, null when none. */
const $failedParentId = createStore<string | null>(null);

/** The project id the page's estate needs (a unit opened by its own id), else null. */
const $neededParentId = combine($fetchedEstate, $route, (estate, route) =>
  estate && route && unitIdOf(route) === null && !estate.general.project && estate.general.parentId
    ? String(estate.general.parentId)
    : null,
);

/** The project of a unit opened by its own id; null for any other estate or until loaded. */
export const $parent = combine($fetchedParent, $neededParentId, (parent, neededId) =>
  parent && neededId !== null && estateId(parent) === neededId ? parent : null,
);

/** True while the project of a unit opened by its own id is awaited (neither loaded nor failed). */
const $isParentPending = combine(
  $neededParentId,
  $parent,
  $failedParentId,
  (neededId, parent, failedId) => neededId !== null && parent === null && failedId !== neededId,
);

/** The position (from 0) of the gallery's main picture among the sorted pictures; 0 on each page. */
export const $pictureIndex = createStore(0)
  .on(pictureSelected, (_, index) => Math.max(0, Math.floor(index)))
  .reset(detailPageOpened);

/** True while the estate is being fetched. */
export const $isLoading = $status.map((status) => status === 'loading');

/** What the page shows (property, project with units, or unit), null when nothing can be shown. */
export const $subject = combine(
  $fetchedEstate,
  $route,
  $parent,
  $hiddenStatus,
  (estate, route, parent, hiddenStatus): DetailSubject | null =>
    detailSubject(estate, route, parent, hiddenStatus),
);

/**
 * True when the page must say "not found": an unknown id (404) or one the API cannot read (400,
 * e.g. "1173." pasted with a full stop), an empty id, an estate whose
 * transaction id is in hiddenStatus, or a unit id that the project does not have (or hides).
 */
export const $isNotFound = combine(
  $route,
  $fetchError,
  $fetchedEstate,
  $subject,
  (route, error, estate, subject) =>
    (route !== null && route.estateId === '') ||
    isNotFoundError(error) ||
    (estate !== null && subject === null),
);

/** The error of a failed fetch other than "not found" (server error, NetworkError), else null. */
export const $error = $fetchError.map((error) =>
  error === null || isNotFoundError(error) ? null : error,
);

/** The loaded estate of the route's id, null while loading, when not found or after a failure. */
export const $estate = combine($fetchedEstate, $isNotFound, (estate, notFound) =>
  notFound ? null : estate,
);

/** The unit of a project the page shows (chosen by the route's unit id, compared as text), else null. */
export const $unit = $subject.map((subject) => (subject?.kind === 'unit' ? subject.estate : null));

/**
 * The canonical path of what the page shows in the route's language, null when not known yet
 * (loading, waiting for a unit's project) or nothing is shown.
 */
export const $canonicalPath = combine(
  $subject,
  $route,
  $isParentPending,
  (subject, route, parentPending) =>
    subject && route && !parentPending ? canonicalPath(subject, route.locale) : null,
);

/** The path to redirect to with `replace: true` (a missing or wrong slug, `?entity=`), null to stay. */
export const $redirectPath = combine($route, $canonicalPath, (route, canonical) =>
  redirectTarget(route, canonical),
);

// --- logic ---

// Fetch on opening unless the same estate and language is loaded or on its way (a slug redirect,
// StrictMode's second effect); a failed one is fetched again.
sample({
  clock: detailPageOpened,
  source: { active: $activeRequest, status: $status },
  filter: ({ active, status }, route) =>
    route.estateId !== '' &&
    !(
      active !== null &&
      keyOf(active) === keyOf({ id: route.estateId, locale: route.locale }) &&
      status !== 'failed'
    ),
  fn: (_, route): EstateRequest => ({ id: route.estateId, locale: route.locale }),
  target: estateRequested,
});

sample({
  clock: retryPressed,
  source: $route,
  filter: (route: DetailRoute | null): route is DetailRoute =>
    route !== null && route.estateId !== '',
  fn: (route): EstateRequest => ({ id: route.estateId, locale: route.locale }),
  target: estateRequested,
});

sample({ clock: estateRequested, target: fetchEstateFx });

sample({
  clock: fetchEstateFx.done,
  source: $activeRequest,
  filter: (active, { params }) => active !== null && keyOf(active) === keyOf(params),
  fn: (_, { result }) => result,
  target: estateReceived,
});

sample({
  clock: fetchEstateFx.fail,
  source: $activeRequest,
  filter: (active, { params }) => active !== null && keyOf(active) === keyOf(params),
  fn: (_, { error }) => error,
  target: estateFailed,
});

// A unit opened by its own id: fetch its project, so the page links back and redirects to the
// unit's canonical path under the project. A route that names a unit already has its project.
sample({
  clock: estateReceived,
  source: { neededId: $neededParentId, parent: $parent, route: $route },
  filter: ({ neededId, parent, route }) => neededId !== null && parent === null && route !== null,
  fn: ({ neededId, route }): EstateRequest => ({
    id: neededId as string,
    locale: (route as DetailRoute).locale,
  }),
  target: fetchParentFx,
});
$failedParentId.on(fetchParentFx, () => null).on(fetchParentFx.fail, (_, { params }) => params.id);
$fetchedParent.on(fetchParentFx.doneData, (_, parent) => parent);

// --- around the estate: contact, collections, second-source tabs, similar estates, lightbox ---

/** Data fetched for one estate, tagged with its id so a later page never shows stale data. */
interface ForEstate<T> {
  estateId: string;
  data: T;
}

/** The visitor opened the lightbox at a picture (its position in the sorted pictures). */
export const lightboxOpened = createEvent<number>();
/** The visitor closed the lightbox (Escape, the close button or a click outside). */
export const lightboxClosed = createEvent();
/** The location map came into view: its runtime config (tiles) is needed. */
export const mapShown = createEvent();

/** Position of the picture shown in the lightbox, null while it is closed. */
export const $lightboxIndex = createStore<number | null>(null)
  .on(lightboxOpened, (_, index) => Math.max(0, Math.floor(index)))
  .reset(lightboxClosed, detailPageOpened);

/**
 * GET /estates/{id}/contact-info (SPEC §7): the sales representative, null on 204.
 * A failure gives null too (the card is simply not shown).
 */
export const getContactInfoFx = createEffect(
  async ({ context, id, locale }: EstateRequest & { context: ApiContext }) => {
    try {
      return await apiFor(context).getContactInfo(id, locale);
    } catch {
      return null;
    }
  },
);

/**
 * GET /estate-collections/{id} for each collection id (SPEC §3 collections); collections that
 * fail to load are left out.
 */
export const getCollectionsFx = createEffect(
  async ({
    context,
    ids,
    locale,
  }: {
    context: ApiContext;
    ids: number[];
    locale: Locale;
  }): Promise<EstateCollection[]> => {
    const api = apiFor(context);
    const answers = await Promise.allSettled(ids.map((id) => api.getEstateCollection(id, locale)));
    return answers.flatMap((a) => (a.status === 'fulfilled' && a.value ? [a.value] : []));
  },
);

/**
 * GET /estates/skarabee/{guid} (SPEC §7): the second-source listing of an estate whose
 * `general.guid` is set; null when unknown (404) or failing (the tabs are then not shown).
 */
export const getSkarabeeFx = createEffect(
  async ({ context, id, locale }: EstateRequest & { context: ApiContext }) => {
    try {
      return await apiFor(context).getSkarabeeEstate(id, locale);
    } catch {
      return null;
    }
  },
);

/**
 * GET /{lang}/ajax/similar-estate/{estateId} on the site's own server (SPEC §2): up to four
 * estates of the same transaction and type, nearby and close in price. [] on any failure.
 */
export const getSimilarFx = createEffect(async ({ id, locale }: EstateRequest) => {
  try {
    const response = await fetch(`/${locale}/ajax/similar-estate/${encodeURIComponent(id)}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return [];
    const body = (await response.json()) as SearchResult<Estate>;
    return Array.isArray(body?.results) ? body.results : [];
  } catch {
    return [];
  }
});

/**
 * The map tiles of the site's runtime config (`/config.json`, read by `readMapTiles` of
 * shared/config): URL template and attribution, or null without tiles or when the config cannot
 * be read (the location map then shows its marker on a plain background, SPEC §3 address). Never
 * fails. Tests replace its handler.
 */
export const getMapTilesFx = createEffect((): Promise<MapTiles | null> => readMapTiles());

const fetchContactInfoFx = attach({
  source: $apiContext,
  mapParams: (request: EstateRequest, context: ApiContext) => ({ ...request, context }),
  effect: getContactInfoFx,
});
const fetchCollectionsFx = attach({
  source: $apiContext,
  mapParams: (request: { ids: number[]; locale: Locale }, context: ApiContext) => ({
    ...request,
    context,
  }),
  effect: getCollectionsFx,
});
const fetchSkarabeeFx = attach({
  source: $apiContext,
  mapParams: (request: EstateRequest, context: ApiContext) => ({ ...request, context }),
  effect: getSkarabeeFx,
});

const $contactFor = createStore<ForEstate<ContactInfo | null> | null>(null);
const $collectionsFor = createStore<ForEstate<EstateCollection[]> | null>(null);
const $skarabeeFor = createStore<ForEstate<SkarabeeListing | null> | null>(null);
const $similarFor = createStore<ForEstate<Estate[]> | null>(null);

/** The map tiles (URL template and attribution) of the runtime config; null without (or until read). */
export const $mapTiles = createStore<MapTiles | null>(null).on(
  getMapTilesFx.doneData,
  (_, tiles) => tiles,
);
const $mapTilesRequested = createStore(false).on(getMapTilesFx, () => true);

sample({
  clock: mapShown,
  source: $mapTilesRequested,
  filter: (requested) => !requested,
  target: getMapTilesFx,
});

/** The estate whose surroundings are shown: the unit of a unit page, else the page's estate. */
const $shownEstate = $subject.map((subject) => subject?.estate ?? null);

const pick = <T>(tagged: ForEstate<T> | null, estate: Estate | null): T | null =>
  tagged && estate && tagged.estateId === estateId(estate) ? tagged.data : null;

/** The sales representative of the shown estate from GET contact-info, null when none. */
export const $contactInfo = combine($contactFor, $shownEstate, pick);
/** The estate collections the shown estate refers to (SPEC §3), [] when none. */
export const $collections = combine($collectionsFor, $shownEstate, (t, e) => pick(t, e) ?? []);
/** The second-source listing of the shown estate (general.guid set), null when none. */
export const $skarabee = combine($skarabeeFor, $shownEstate, pick);
/** Up to four similar estates of the shown estate, [] when none or not loaded. */
export const $similar = combine($similarFor, $shownEstate, (t, e) => pick(t, e) ?? []);

/** The shown estate changed (another id): fetch what surrounds it once. */
const shownEstateChanged = createEvent<{ estate: Estate; locale: Locale }>();

sample({
  clock: $shownEstate,
  source: { route: $route, contact: $contactFor },
  filter: ({ route, contact }, estate) =>
    estate !== null &&
    route !== null &&
    (contact === null || contact.estateId !== estateId(estate)),
  fn: ({ route }, estate) => ({ estate: estate as Estate, locale: (route as DetailRoute).locale }),
  target: shownEstateChanged,
});

$contactFor.on(shownEstateChanged, (_, { estate }) => ({ estateId: estateId(estate), data: null }));
$collectionsFor.on(shownEstateChanged, (_, { estate }) => ({
  estateId: estateId(estate),
  data: [],
}));
$skarabeeFor.on(shownEstateChanged, (_, { estate }) => ({
  estateId: estateId(estate),
  data: null,
}));
$similarFor.on(shownEstateChanged, (_, { estate }) => ({ estateId: estateId(estate), data: [] }));

sample({
  clock: shownEstateChanged,
  fn: ({ estate, locale }): EstateRequest => ({ id: estateId(estate), locale }),
  target: [fetchContactInfoFx, getSimilarFx],
});
sample({
  clock: shownEstateChanged,
  filter: ({ estate }) => (estate.collections ?? []).length > 0,
  fn: ({ estate, locale }) => ({ ids: estate.collections, locale }),
  target: fetchCollectionsFx,
});
sample({
  clock: shownEstateChanged,
  filter: ({ estate }) => typeof estate.general.guid === 'string' && estate.general.guid !== '',
  fn: ({ estate, locale }): EstateRequest => ({ id: estate.general.guid as string, locale }),
  target: fetchSkarabeeFx,
});

$contactFor.on(fetchContactInfoFx.done, (state, { params, result }) =>
  state && state.estateId === params.id ? { ...state, data: result } : state,
);
$similarFor.on(getSimilarFx.done, (state, { params, result }) =>
  state && state.estateId === params.id
    ? { ...state, data: result.filter((e) => estateId(e) !== params.id).slice(0, 4) }
    : state,
);
$skarabeeFor.on(fetchSkarabeeFx.done, (state, { result }) =>
  state ? { ...state, data: result } : state,
);
$collectionsFor.on(fetchCollectionsFx.doneData, (state, data) =>
  state ? { ...state, data } : state,
);
