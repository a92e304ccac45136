/**
 * The project view model of the estate a detail page asks for (SPEC §3 "Project view model", §7
 * GET /estates/v2/{id}): loads the estate of the chosen id in the page's language, picks the unit
 * of a project the visitor chose, loads the project of a unit opened by its own id, and tells
 * loading, not found (unknown id, hidden status, unknown unit) and failure apart.
 *
 * Inputs: `viewModelRequested({ estateId, unitId, locale })` (the page opened or its route
 * changed), `viewModelRetried` (try again after a failure). Nothing runs on import. The API
 * context and the hidden statuses come from the shell through the bus.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import { apiFor, NotFoundError } from 'shared/api';
import { shell, type ApiContext } from 'shared/bus';
import type { Estate, Locale } from 'shared/domain';
import { estateId } from 'shared/estate';
import { displayGroups, type DisplayGroup } from '../estate';
import { projectViewModel, type ProjectViewModel } from './lib/project-view-model';

/** What the page asks for: an estate id, the unit of a project it names (or null), a language. */
export interface ViewModelRequest {
  estateId: string;
  unitId: string | null;
  locale: Locale;
}

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

/** The page asks for the view model of an estate (it opened, or its route changed). */
export const viewModelRequested = createEvent<ViewModelRequest>();
/** The visitor asked to try loading the estate again after a failure. */
export const viewModelRetried = createEvent();

/** A fetch of the asked estate was decided (internal). */
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
const fetchEstateFx = attach({
  source: shell.$apiContext,
  mapParams: (request: EstateRequest, context: ApiContext) => ({ ...request, context }),
  effect: getEstateFx,
});

/** Fetches the project of a unit that was opened by its own id. @throws as getEstateFx */
const fetchParentFx = attach({
  source: shell.$apiContext,
  mapParams: (request: EstateRequest, context: ApiContext) => ({ ...request, context }),
  effect: getEstateFx,
});

// --- stores ---

/** What the page asked for last, null before it asked. */
export const $request = createStore<ViewModelRequest | null>(null).on(
  viewModelRequested,
  (_, request) => request,
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

/** The estate of the asked id as the API answered it; kept while the same id is fetched again. */
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

/** The project id the estate needs (a unit opened by its own id), else null. */
const $neededParentId = combine($fetchedEstate, $request, (estate, request) =>
  estate && request && request.unitId === null && !estate.general.project && estate.general.parentId
    ? String(estate.general.parentId)
    : null,
);

/** The project of a unit opened by its own id; null for any other estate or until loaded. */
export const $parent = combine($fetchedParent, $neededParentId, (parent, neededId) =>
  parent && neededId !== null && estateId(parent) === neededId ? parent : null,
);

/** True while the project of a unit opened by its own id is awaited (neither loaded nor failed). */
export const $isParentPending = combine(
  $neededParentId,
  $parent,
  $failedParentId,
  (neededId, parent, failedId) => neededId !== null && parent === null && failedId !== neededId,
);

/** True while the estate is being fetched. */
export const $isLoading = $status.map((status) => status === 'loading');

/** The view model (property, project with units, or unit), null when nothing can be shown. */
export const $viewModel = combine(
  $fetchedEstate,
  $request,
  $parent,
  shell.$hiddenStatus,
  (estate, request, parent, hiddenStatus): ProjectViewModel | null =>
    request ? projectViewModel(estate, request.unitId, parent, hiddenStatus) : null,
);

/**
 * True when the page must say "not found": an unknown id (404) or one the API cannot read (400,
 * e.g. "1173." pasted with a full stop), an empty id, an estate whose transaction id is in
 * hiddenStatus, or a unit id that the project does not have (or hides).
 */
export const $isNotFound = combine(
  $request,
  $fetchError,
  $fetchedEstate,
  $viewModel,
  (request, error, estate, view) =>
    (request !== null && request.estateId === '') ||
    isNotFoundError(error) ||
    (estate !== null && view === null),
);

/** The error of a failed fetch other than "not found" (server error, NetworkError), else null. */
export const $error = $fetchError.map((error) =>
  error === null || isNotFoundError(error) ? null : error,
);

/** The loaded estate of the asked id, null while loading, when not found or after a failure. */
export const $estate = combine($fetchedEstate, $isNotFound, (estate, notFound) =>
  notFound ? null : estate,
);

/** The unit of a project the page shows (chosen by its id, compared as text), else null. */
export const $unit = $viewModel.map((view) => (view?.kind === 'unit' ? view.estate : null));

/** The estate whose details are shown: the unit of a unit page, else the page's estate; or null. */
export const $shownEstate = $viewModel.map((view) => view?.estate ?? null);

/**
 * The display fields of the shown estate in the page's language (SPEC §3: the view model holds
 * the display fields), in display order; [] when nothing is shown.
 */
export const $displayGroups = combine(
  $shownEstate,
  $request,
  shell.$siteSettings,
  (estate, request, settings): DisplayGroup[] =>
    estate && request ? displayGroups(estate, request.locale, settings.defaultLocale) : [],
);

// --- logic ---

// Fetch when asked unless the same estate and language is loaded or on its way (a slug redirect,
// StrictMode's second effect); a failed one is fetched again.
sample({
  clock: viewModelRequested,
  source: { active: $activeRequest, status: $status },
  filter: ({ active, status }, request) =>
    request.estateId !== '' &&
    !(
      active !== null &&
      keyOf(active) === keyOf({ id: request.estateId, locale: request.locale }) &&
      status !== 'failed'
    ),
  fn: (_, request): EstateRequest => ({ id: request.estateId, locale: request.locale }),
  target: estateRequested,
});

sample({
  clock: viewModelRetried,
  source: $request,
  filter: (request: ViewModelRequest | null): request is ViewModelRequest =>
    request !== null && request.estateId !== '',
  fn: (request): EstateRequest => ({ id: request.estateId, locale: request.locale }),
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
// unit's canonical path under the project. A request that names a unit already has its project.
sample({
  clock: estateReceived,
  source: { neededId: $neededParentId, parent: $parent, request: $request },
  filter: ({ neededId, parent, request }) =>
    neededId !== null && parent === null && request !== null,
  fn: ({ neededId, request }): EstateRequest => ({
    id: neededId as string,
    locale: (request as ViewModelRequest).locale,
  }),
  target: fetchParentFx,
});
$failedParentId.on(fetchParentFx, () => null).on(fetchParentFx.fail, (_, { params }) => params.id);
$fetchedParent.on(fetchParentFx.doneData, (_, parent) => parent);
