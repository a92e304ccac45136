/**
 * The home page (`/{lang}/`): the quick search form, the newest listings (6, newest first,
 * still on offer only: for sale, for rent or for take-over, never sold, rented or taken over;
 * hidden statuses excluded, SPEC §5) and the filter options of the form (SPEC §3 Filter data).
 *
 * Inputs: `homePageOpened({ locale, navigate })` (fired by the exposed entry), `quickSearchChanged`,
 * `quickSearchSubmitted`. The city of the form comes from its own city search (`homeCitySearch`).
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { Estate, EstateSearchRequest, Locale } from 'shared/domain';
import { apiFor, type SearchAnswer } from 'shared/api';
import { shell } from 'shared/bus';
import { isPriceHidden, OPEN_STATUSES, visibleEstates } from 'shared/estate';
import { filterOptionsRequested, priceStatusChosen } from '../../entities/filter';
import { isRentOnly } from '../../entities/filter';
import { SORT_FIELDS } from '../../entities/filter';
import { createCitySearch } from '../../features/city-search';
import { EMPTY_QUICK_SEARCH, quickSearchUrl, type QuickSearch } from './lib/quick-search';

/** Number of newest listings shown. */
export const NEWEST_COUNT = 6;
/**
 * Number of newest listings asked for: a few more than shown, so that an estate the search lets
 * through though it is no longer on offer (an alternate-source sale, SPEC §4) leaves no hole.
 */
const NEWEST_ASKED = NEWEST_COUNT * 2;

/** Moves the router to an address inside the site. */
export type Navigator = (to: string) => void;

/** The home page was shown (or its language changed). */
export const homePageOpened = createEvent<{ locale: Locale; navigate?: Navigator }>();
/** The visitor changed one choice of the quick search. */
export const quickSearchChanged = createEvent<Partial<QuickSearch>>();
/** The visitor submitted the quick search. */
export const quickSearchSubmitted = createEvent();

/** The city search of the quick search form. */
export const homeCitySearch = createCitySearch();

const $navigator = createStore<Navigator | null>(null, { serialize: 'ignore' }).on(
  homePageOpened,
  (_, { navigate }) => navigate ?? null,
);
const $homeLocale = createStore<Locale>('nl').on(homePageOpened, (_, { locale }) => locale);

/** The quick search choices. */
export const $quickSearch = createStore<QuickSearch>({ ...EMPTY_QUICK_SEARCH })
  .on(quickSearchChanged, (current, change) => {
    const next = { ...current, ...change };
    // Between renting and buying the price scale changes: the maximum price no longer fits.
    const rent = (choice: QuickSearch) => isRentOnly(choice.status ? [choice.status] : []);
    return rent(next) !== rent(current) ? { ...next, priceMax: '' } : next;
  })
  .on(homeCitySearch.cityChosen, (current, city) => ({ ...current, city: String(city.id) }))
  .on(homeCitySearch.cityCleared, (current) => ({ ...current, city: '' }));

/**
 * The search of the newest listings (SPEC §7): publication date descending, NEWEST_ASKED of them,
 * only the open statuses (FOR_SALE, TO_RENT, TAKE_OVER: a sold house is no news) and without the
 * site's hidden transaction ids.
 * @param hiddenStatus transaction ids never shown (site settings)
 */
export function newestSearch(hiddenStatus: readonly number[]): EstateSearchRequest {
  return {
    query: {
      status: [...OPEN_STATUSES],
      ...(hiddenStatus.length > 0 ? { hiddenStatus: [...hiddenStatus] } : {}),
    },
    sort: [{ field: SORT_FIELDS.date, order: 'DESC' }],
    from: 0,
    size: NEWEST_ASKED,
    view: 'card',
  };
}

const postNewestFx = attach({
  source: shell.$apiContext,
  effect: (context, hiddenStatus: number[]): Promise<SearchAnswer<Estate>> =>
    apiFor(context).searchEstates(newestSearch(hiddenStatus)),
});

/**
 * The newest listings: POST /estates sorted by publication date, descending, with an open status
 * (FOR_SALE, TO_RENT, TAKE_OVER) and without the hidden statuses. Answers the estates; throws the search error (SPEC §8). Tests replace its
 * handler with `fork({ handlers })`.
 */
export const fetchNewestFx = createEffect(async (hiddenStatus: number[]): Promise<Estate[]> => {
  const answer = await postNewestFx(hiddenStatus);
  if (answer.error !== undefined) throw answer.error;
  return answer.results;
});

/** The newest listings (visible ones only). */
export const $newest = createStore<Estate[]>([])
  .on(fetchNewestFx.doneData, (_, estates) => estates)
  .on(fetchNewestFx.fail, () => []);
/** True while the newest listings load. */
export const $isNewestLoading = fetchNewestFx.pending;
/** The error of a failed fetch of the newest listings, stored as it is (SPEC §8). */
export const $newestError = createStore<unknown>(null)
  .on(fetchNewestFx, () => null)
  .on(fetchNewestFx.failData, (_, error) => error);

/** Moves to the listing page. */
export const navigateFx = attach({
  source: $navigator,
  effect: (navigate, to: string) => {
    navigate?.(to);
  },
});

/**
 * True once the newest listings were fetched in this scope (a page hydrated from a server render
 * has them): opening the home page again does not fetch them again.
 */
const $isNewestLoaded = createStore(false).on(fetchNewestFx.done, () => true);
sample({
  clock: homePageOpened,
  source: { hidden: shell.$hiddenStatus, loaded: $isNewestLoaded },
  filter: ({ loaded }) => !loaded,
  fn: ({ hidden }) => [...hidden],
  target: fetchNewestFx,
});
sample({
  clock: homePageOpened,
  source: shell.$hiddenStatus,
  fn: (hiddenStatus) => (hiddenStatus.length > 0 ? { hiddenStatus: [...hiddenStatus] } : {}),
  target: filterOptionsRequested,
});
// The price choices follow the chosen transaction.
sample({
  clock: [homePageOpened, quickSearchChanged],
  source: { choice: $quickSearch, hiddenStatus: shell.$hiddenStatus },
  fn: ({ choice, hiddenStatus }) => ({
    status: choice.status ? [choice.status] : [],
    hiddenStatus: [...hiddenStatus],
  }),
  target: priceStatusChosen,
});
sample({
  clock: quickSearchSubmitted,
  source: { choice: $quickSearch, locale: $homeLocale },
  fn: ({ choice, locale }) => quickSearchUrl(choice, locale),
  target: navigateFx,
});

/**
 * The newest listings to show, at most NEWEST_COUNT: hidden statuses left out once more (SPEC §5),
 * and every estate no longer on offer (sold, rented or taken over, by its transaction id and
 * source, SPEC §4: the estates whose price the site hides for that reason).
 */
export const $visibleNewest = combine($newest, shell.$hiddenStatus, (estates, hidden) =>
  visibleEstates(estates, hidden)
    .filter((estate) => !isPriceHidden(estate))
    .slice(0, NEWEST_COUNT),
);
