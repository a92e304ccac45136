/**
 * The newest estates still offered, for the pages that help a visitor who came to a dead end (the
 * page not found, the estate not found): a few of them, newest first, for sale or to rent, without
 * the site's hidden statuses. Each page keeps them in a store of its own, made at its module's top
 * level, so that the server's render carries them into the page (a store made in a factory is not
 * carried).
 */
import { apiFor } from 'shared/api';
import type { ApiContext } from 'shared/bus';
import type { Estate } from 'shared/domain';

/** How many newest estates such a page shows. */
export const NEWEST_ESTATES_COUNT = 3;

/**
 * POST /estates: the newest estates for sale or to rent, by publication date descending.
 * @param context the page's API context
 * @param hiddenStatus the site's hidden transaction ids, left out
 * @returns at most NEWEST_ESTATES_COUNT estates (card view)
 * @throws the search's error (SPEC §8), or the API client's
 */
export async function fetchNewestEstates(
  context: ApiContext,
  hiddenStatus: readonly number[],
): Promise<Estate[]> {
  const answer = await apiFor(context).searchEstates({
    query: {
      status: ['FOR_SALE', 'TO_RENT'],
      ...(hiddenStatus.length > 0 ? { hiddenStatus: [...hiddenStatus] } : {}),
    },
    sort: [{ field: 'children.general.publicationDate', order: 'DESC' }],
    from: 0,
    size: NEWEST_ESTATES_COUNT,
    view: 'card',
  });
  if (answer.error !== undefined) throw answer.error;
  return answer.results;
}
