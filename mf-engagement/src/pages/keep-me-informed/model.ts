/**
 * The keep-me-informed pages (SPEC §2): subscribe (prefilled from a search's query
 * string), success, edit by token (which confirms a subscription when the mail's link says so)
 * and unsubscribe by token, in one step.
 *
 * - `filterOptionsNeeded(locale)` fetches the head types and municipalities the criteria name.
 * - `subscribeForm` sends a subscription; `editForm` sends new criteria for the token on screen.
 * - `editPageOpened({ token, confirm, locale })` confirms (when `confirm`) or reads the
 *   subscription: `$subscription`, `$tokenState` and `$confirmation` say what came of it; the page
 *   then drops `?confirm=1` from its address (the same token without it loads nothing again).
 * - `unsubscribePageOpened({ token, locale })` unsubscribes: `$unsubscribeState`.
 */
import type {
  FormAnswer,
  SubscriptionConfirmation,
  SubscriptionView,
  UnsubscribeAnswer,
} from 'api/contract';
import { attach, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { EstateFilters, IdName, Locale, Location } from 'shared/domain';

export type { SubscriptionView };
import { apiFor, ClientError, NotFoundError } from 'shared/api';
import { createEngagementApi } from '../../api/engagement-calls';
import { shell } from 'shared/bus';
import type { AlertCriteria, SubscriptionRequest } from '../../forms';
import { createFormModel } from 'kit/form-kit';

/** What the criteria fields offer: head types and municipalities. */
export interface CriteriaOptions {
  headTypes: IdName[];
  locations: Location[];
}

/** The criteria fields of a page in this language were shown. */
export const filterOptionsNeeded = createEvent<Locale>();

/** POST /estate-filters with an empty query: every head type and municipality of the site. */
export const fetchFilterOptionsFx = attach({
  source: shell.$apiContext,
  effect: async (context, locale: Locale): Promise<CriteriaOptions> => {
    const options: Partial<EstateFilters> = await apiFor(context, locale).getEstateFilters({});
    return { headTypes: options.headTypes ?? [], locations: options.locations ?? [] };
  },
});

/** The options, once fetched (empty lists while loading or when the fetch failed). */
export const $filterOptions = createStore<CriteriaOptions>({ headTypes: [], locations: [] }).on(
  fetchFilterOptionsFx.doneData,
  (_, options) => options,
);

sample({
  clock: filterOptionsNeeded,
  source: $filterOptions,
  filter: (options) => options.headTypes.length === 0,
  fn: (_, locale) => locale,
  target: fetchFilterOptionsFx,
});

/** The subscribe form: sends a subscription, then the page goes to the success page. */
export const subscribeForm = createFormModel<SubscriptionRequest, FormAnswer | null>((request) =>
  createEngagementApi(request.locale).subscribe(request),
);

/** What an edit or unsubscribe page's token led to. */
export type TokenState = 'loading' | 'ok' | 'unknown' | 'expired' | 'unsubscribed' | 'failed';

/** The state of a failed token call: 404 unknown, 410 expired or unsubscribed, else failed. */
export function tokenStateOf(error: unknown): TokenState {
  if (error instanceof NotFoundError) return 'unknown';
  if (error instanceof ClientError && error.status === 410) {
    try {
      return (JSON.parse(error.body ?? '{}') as { reason?: string }).reason === 'unsubscribed'
        ? 'unsubscribed'
        : 'expired';
    } catch {
      return 'expired';
    }
  }
  return 'failed';
}

/** An edit page was opened (or its token or language changed). */
export const editPageOpened = createEvent<{ token: string; confirm: boolean; locale: Locale }>();
/** The visitor asked to try a failed load again. */
export const editRetried = createEvent();

/** Confirms the subscription of a token (the mail's confirmation link). */
export const confirmFx = createEffect(
  ({
    token,
    locale,
  }: {
    token: string;
    locale: Locale;
  }): Promise<SubscriptionConfirmation | null> =>
    createEngagementApi(locale).confirmSubscription(token),
);
/** Reads the subscription of a token. */
export const readFx = createEffect(
  ({ token, locale }: { token: string; locale: Locale }): Promise<SubscriptionView> =>
    createEngagementApi(locale).getSubscription(token),
);

type EditRequest = { token: string; confirm: boolean; locale: Locale };

/** A load of the edit page's subscription was asked for (once per token, language and link). */
const editRequested = createEvent<EditRequest>();
const $lastRequest = createStore<EditRequest | null>(null).on(editRequested, (_, r) => r);

// The same page opened twice in a row (a re-render, React's development double effects) loads
// once: a second confirmation would only say "already". Nor does the page dropping `?confirm=1`
// from its address once confirmed load again: the subscription on screen is the one just
// confirmed, and a new read would take away the "confirmed" notice the visitor has not read yet.
sample({
  clock: editPageOpened,
  source: $lastRequest,
  filter: (last, next) =>
    !last ||
    last.token !== next.token ||
    last.locale !== next.locale ||
    (next.confirm && !last.confirm),
  fn: (_, next) => next,
  target: editRequested,
});
sample({
  clock: editRetried,
  source: $lastRequest,
  filter: (last): last is EditRequest => last !== null,
  target: editRequested,
});
sample({ clock: editRequested, filter: ({ confirm }) => confirm, target: confirmFx });
sample({ clock: editRequested, filter: ({ confirm }) => !confirm, target: readFx });

/** The subscription on screen (null while loading or when the token leads nowhere). */
export const $subscription = createStore<SubscriptionView | null>(null)
  .on(readFx.doneData, (_, view) => view)
  .on(confirmFx.doneData, (_, answer) => answer?.subscription ?? null)
  .reset(editRequested);

/**
 * Whether this visit confirmed the subscription ('now') or it was confirmed before; null once
 * changes are saved, so that only what the visitor just did is said.
 */
export const $confirmation = createStore<'now' | 'already' | null>(null)
  .on(confirmFx.doneData, (_, answer) => answer?.confirmed ?? null)
  .reset(editRequested);

/** What the token led to. */
export const $tokenState = createStore<TokenState>('loading')
  .on(editRequested, () => 'loading')
  .on([readFx.doneData, confirmFx.doneData], (_, answer) =>
    answer && 'status' in answer && answer.status === 'unsubscribed' ? 'unsubscribed' : 'ok',
  )
  .on([readFx.failData, confirmFx.failData], (_, error) => tokenStateOf(error));

/** The edit form: new criteria for the token on screen. */
export const editForm = createFormModel<
  { token: string; locale: Locale; criteria: AlertCriteria },
  SubscriptionView | null
>(
  ({ token, locale, criteria }) =>
    createEngagementApi(locale).updateSubscription(token, { criteria }),
  // A change by the subscriber's own secret token, not a new submission: no form token.
  { token: false },
);

sample({
  clock: editForm.sendFx.doneData,
  filter: (view): view is SubscriptionView => view !== null,
  target: $subscription,
});
$confirmation.reset(editForm.sendFx.done);

/** An unsubscribe page was opened. */
export const unsubscribePageOpened = createEvent<{ token: string; locale: Locale }>();

/** Unsubscribes the token's subscription. */
export const unsubscribeFx = createEffect(
  ({ token, locale }: { token: string; locale: Locale }): Promise<UnsubscribeAnswer> =>
    createEngagementApi(locale).unsubscribe(token) as Promise<UnsubscribeAnswer>,
);

const unsubscribeRequested = createEvent<{ token: string; locale: Locale }>();
const $lastUnsubscribed = createStore('').on(unsubscribeRequested, (_, { token }) => token);

// One unsubscription per token and page life: the second call would only say "already".
sample({
  clock: unsubscribePageOpened,
  source: $lastUnsubscribed,
  filter: (last, { token }) => last !== token,
  fn: (_, opened) => opened,
  target: unsubscribeRequested,
});

/** Where the unsubscription is: working, done, already (done before), unknown or failed. */
export const $unsubscribeState = createStore<'working' | 'done' | 'already' | 'unknown' | 'failed'>(
  'working',
)
  .on(unsubscribeRequested, () => 'working')
  .on(unsubscribeFx.doneData, (_, answer) => (answer.already ? 'already' : 'done'))
  .on(unsubscribeFx.failData, (_, error) =>
    error instanceof NotFoundError ? 'unknown' : 'failed',
  );

sample({ clock: unsubscribeRequested, target: unsubscribeFx });
