/**
 * The results of the listing page (SPEC §2): the count in a polite live region, skeleton cards of
 * the final size while loading, the card grid, "load more" while loaded < total (a link to the
 * same search with a page more, `?page=N`, handled in place once the scripts run; focus then moves
 * to the first new card), an empty message with "clear filters", and a localized error with a
 * retry button. With a grouping (SPEC §7, §9) the cards are split into groups in the order of
 * `groupEstates` ("Projecten" last), each under a heading with its count. Thin: reads the estate
 * list model, fires page events.
 */
import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Estate, Locale } from 'shared/domain';
import { groupEstates } from '../lib/grouping';
import { buildPath } from 'shared/routes';
import { Button } from 'kit/ui/button';
import { EstateCardSkeleton, EstateGrid, EstateGridItem, RetryAlert } from 'kit/ui';
import { colors, space, visuallyHidden } from 'shared/ui/tokens';
import { ButtonLink } from '#search/lib/button-link';
import {
  $error,
  $estates,
  $groupCounts,
  $hasMore,
  $isLoading,
  $isLoadingNextPage,
  $total,
  $visibleEstates,
  PAGE_SIZE,
} from '#search/entities/estate-list';
import { $filterQuery, filtersCleared } from '#search/entities/filter';
import { hasFilters } from '#search/entities/filter';
import { SEARCH_NAMESPACE } from '#search/config/i18n';
import { loadMoreClicked, retryClicked } from '../model';
import { orderLikeAnswer } from '../lib/group-order';
import { MAX_LINKED_PAGES, pagesUrl, RESULTS_ID, resultAnchor } from '../lib/request-extras';
import { GridEstateCard } from '#search/lib/grid-estate-card';

/** Cards of the first row (3 columns on large screens) load their image at once. */
const FIRST_ROW = 3;
/** Skeleton cards shown while the next page loads. */
const NEXT_PAGE_SKELETONS = 3;

/** A grid of skeleton cards, hidden from screen readers (the live region says "loading"). */
function Skeletons({ count }: { count: number }) {
  return (
    <div aria-hidden="true">
      <EstateGrid>
        {Array.from({ length: count }, (_, i) => (
          <EstateGridItem key={i}>
            <EstateCardSkeleton />
          </EstateGridItem>
        ))}
      </EstateGrid>
    </div>
  );
}

/** The result area. Takes the page's locale. */
export function SearchResults({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SEARCH_NAMESPACE, { lng: locale });
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [estates, total, isLoading, isLoadingNextPage, error, hasMore, query, groupCounts] =
    useUnit([
      $visibleEstates,
      $total,
      $isLoading,
      $isLoadingNextPage,
      $error,
      $hasMore,
      $filterQuery,
      $groupCounts,
    ]);
  const [loadMore, retry, clear] = useUnit([loadMoreClicked, retryClicked, filtersCleared]);
  const received = useUnit($estates).length;

  // After "load more", focus moves to the first new card (index = the count before loading).
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focusOnMount = useCallback((link: HTMLAnchorElement | null) => {
    if (link) {
      // The new card gets the focus without the page jumping: the scroll position is kept, and
      // moves only as far as needed to show the focused card.
      link.focus({ preventScroll: true });
      link.scrollIntoView?.({ block: 'nearest' });
      setFocusIndex(null);
    }
  }, []);

  const groups = useMemo(
    () =>
      query.groupBy
        ? orderLikeAnswer(groupEstates(estates, query.groupBy, locale), groupCounts)
        : null,
    [estates, query.groupBy, locale, groupCounts],
  );
  // A group's heading counts all its estates (the API's group sizes), not only those loaded.
  const groupSize = useMemo(() => new Map(groupCounts.map((g) => [g.key, g.count])), [groupCounts]);
  const indexOf = useMemo(() => new Map(estates.map((e, i) => [e.id, i])), [estates]);

  const card = (estate: Estate, headingLevel: 3 | 4): ReactNode => {
    const index = indexOf.get(estate.id) ?? -1;
    return (
      <GridEstateCard
        key={estate.id}
        estate={estate}
        locale={locale}
        headingLevel={headingLevel}
        eagerImage={index < FIRST_ROW}
        linkRef={index === focusIndex ? focusOnMount : undefined}
        anchorId={index > 0 && index % PAGE_SIZE === 0 ? resultAnchor(index) : undefined}
      />
    );
  };

  /** The pages the next "show more" shows in all: those received and one more. */
  const nextPages = Math.floor(received / PAGE_SIZE) + 1;
  const showMoreInPlace = (event?: MouseEvent<HTMLAnchorElement>) => {
    // A press meant for a new tab or window keeps the link's own behaviour.
    if (event && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)) return;
    event?.preventDefault();
    setFocusIndex(estates.length);
    loadMore();
  };

  const failed = error !== null && error !== undefined && !isLoading && !isLoadingNextPage;
  let status = '';
  if (isLoading) status = t('results.loading');
  else if (isLoadingNextPage) status = t('results.loadingMore');
  else if (!failed || estates.length > 0) status = t('results.count', { count: total });

  return (
    <section id={RESULTS_ID} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} css={visuallyHidden}>
        {t('results.heading')}
      </h2>
      <p role="status" aria-live="polite" css={{ margin: `0 0 ${space(4)}`, color: colors.muted }}>
        {status}
      </p>

      {failed && <RetryAlert locale={locale} message={t('results.error')} onRetry={retry} />}

      {isLoading ? (
        <Skeletons count={6} />
      ) : estates.length > 0 && groups ? (
        <div css={{ display: 'flex', flexDirection: 'column', gap: space(8) }}>
          {groups.map((group) => (
            <section key={group.key || 'no-key'} aria-labelledby={`${headingId}-g-${group.key}`}>
              <h3
                id={`${headingId}-g-${group.key}`}
                css={{ margin: `0 0 ${space(4)}`, fontSize: '1.35rem' }}
              >
                {t('results.group', {
                  label: group.label || group.key,
                  count: groupSize.get(group.key) ?? group.estates.length,
                })}
              </h3>
              <EstateGrid busy={isLoadingNextPage}>
                {group.estates.map((estate) => card(estate, 4))}
              </EstateGrid>
            </section>
          ))}
        </div>
      ) : estates.length > 0 ? (
        <EstateGrid busy={isLoadingNextPage}>{estates.map((estate) => card(estate, 3))}</EstateGrid>
      ) : (
        !failed && (
          <div css={{ padding: `${space(8)} 0`, textAlign: 'center' }}>
            <p css={{ fontSize: '1.125rem', fontWeight: 600, margin: `0 0 ${space(2)}` }}>
              {t('results.empty')}
            </p>
            {hasFilters(query) && (
              <>
                <p css={{ margin: `0 0 ${space(4)}`, color: colors.muted }}>
                  {t('results.emptyHint')}
                </p>
                <Button
                  onClick={() => {
                    clear();
                    // The button goes away with the filters: the focus moves to the results.
                    headingRef.current?.focus();
                  }}
                >
                  {t('filter.clear')}
                </Button>
              </>
            )}
          </div>
        )
      )}

      {isLoadingNextPage && (
        <div css={{ marginTop: space(6) }}>
          <Skeletons count={NEXT_PAGE_SKELETONS} />
        </div>
      )}

      {hasMore && !isLoading && (
        <div css={{ display: 'flex', justifyContent: 'center', marginTop: space(8) }}>
          {nextPages <= MAX_LINKED_PAGES ? (
            // A link to the same search with one page more: followed as it is before the
            // scripts run (or without them), handled in place once they do.
            <ButtonLink
              href={pagesUrl(buildPath('search', locale), query, nextPages, PAGE_SIZE)}
              busy={isLoadingNextPage}
              onClick={showMoreInPlace}
            >
              {isLoadingNextPage ? t('results.loadingMore') : t('results.loadMore')}
            </ButtonLink>
          ) : (
            <Button busy={isLoadingNextPage} onClick={() => showMoreInPlace()}>
              {isLoadingNextPage ? t('results.loadingMore') : t('results.loadMore')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
