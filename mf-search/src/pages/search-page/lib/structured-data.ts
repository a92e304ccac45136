/**
 * The listing's head from its data, built on the server by the page's
 * preparation: the cards of the first page as a schema.org ItemList (position and detail URL of
 * each), and the first card's picture to preload (the page's largest paint on a phone).
 */
import type { Estate, Locale } from 'shared/domain';
import { detailPath, sortedPictures } from 'shared/estate';
import type { PreparedHead } from 'shared/remote';
import { itemList } from 'kit/seo/structured-data';

/**
 * The head parts of the listing showing `estates` (the visible cards, in order) in `locale`, URLs
 * absolute on `origin`: an ItemList of their detail pages (none for an empty listing), and the
 * first card's picture to preload.
 */
export function listingHead(
  estates: readonly Estate[],
  locale: Locale,
  origin: string,
): PreparedHead {
  if (estates.length === 0) return {};
  const picture = sortedPictures(estates[0]!)[0]?.thumbnail;
  return {
    structuredData: [
      itemList(
        estates.map((estate) => detailPath(estate, locale)),
        origin,
      ),
    ],
    ...(picture ? { preloadImage: picture } : {}),
  };
}
