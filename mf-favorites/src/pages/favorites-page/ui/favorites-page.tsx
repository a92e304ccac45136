/**
 * The favourites page (SPEC §2 Favourites page): the heading (key favorites.title) and three
 * states: loading (skeleton cards of the grid, "loading" in a status region), populated (1/2/3
 * columns, one item per stored favourite in the list's order: the estate card with its favourite
 * toggle and compare control, or, for an estate that is hidden for now or no longer offered, a card saying so with a
 * remove button; a page at a time with a "show more" button) and empty after loading (key
 * favorites.no.estates, with a link to the search); a failed fetch shows a localized message with
 * a retry button; below, the estates the visitor opened lately (widgets/recently-viewed). The
 * status counts every stored favourite, as the header's counter does. Fires `favoritesPageOpened` on mount and on a language change and `favoritesPageClosed`
 * when left; sets the page title. When the card holding the focus is removed, the focus moves to
 * the next card's button (or to the heading when none is left).
 */
import { useEffect, useId, useLayoutEffect, useRef, type FocusEvent } from 'react';
import { Link } from 'shared/router';
import { useUnit } from 'shared/effector';
import { useHydrated } from 'kit/remote';
import { useTranslation } from 'shared/i18n';
import { LOCALES, type Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { usePageMeta } from 'kit/seo';
import { Button } from 'kit/ui/button';
import { EstateCard, EstateCardSkeleton, EstateGrid, EstateGridItem, RetryAlert } from 'kit/ui';
import { colors, focusRing, mq, radius, space } from 'shared/ui/tokens';
import { FAVORITES_NAMESPACE } from '#favorites/config/i18n';
import { $favoritesCount } from '#favorites/entities/favorite';
import { CompareToggle } from '#favorites/features/toggle-compare';
import { FavoriteToggle } from '#favorites/features/toggle-favorite';
import { RecentlyViewed } from '#favorites/widgets/recently-viewed';
import {
  $entries,
  $error,
  $isLoading,
  $notShownCount,
  favoritesPageClosed,
  favoritesPageOpened,
  moreFavoritesShown,
  retryClicked,
  type FavoriteEntry,
} from '../model';

/** Cards of the first row (3 columns on large screens) load their image at once. */
const FIRST_ROW = 3;
/** Skeleton cards while loading: one per favourite, at most this many. */
const MAX_SKELETONS = 6;

/** The index of the grid item holding `element`, or null outside the grid. */
function cardIndexOf(list: HTMLElement | null, element: Element | null): number | null {
  const item = element?.closest('li');
  if (!list || !item) return null;
  const index = Array.from(list.querySelectorAll(':scope > ul > li')).indexOf(item);
  return index >= 0 ? index : null;
}

/** A grid of skeleton cards, hidden from screen readers (the status region says "loading"). */
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

/**
 * The card of a favourite that cannot be shown: `kind` 'gone' (no longer offered) or 'hidden'
 * (its status is hidden for now), its reference and a remove button (the favourite toggle).
 */
function UnavailableCard({
  id,
  kind,
  locale,
}: {
  id: string;
  kind: 'gone' | 'hidden';
  locale: Locale;
}) {
  const { t } = useTranslation(FAVORITES_NAMESPACE, { lng: locale });
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: space(3),
        height: '100%',
        padding: space(4),
        border: `1px dashed ${colors.border}`,
        borderRadius: radius,
        background: colors.surfaceAlt,
      }}
    >
      <h2 id={headingId} css={{ margin: 0, fontSize: '1.125rem' }}>
        {t(kind === 'gone' ? 'page.gone' : 'page.hidden')}
      </h2>
      <p css={{ margin: 0, color: colors.muted, flex: 1 }}>
        {t(kind === 'gone' ? 'page.goneText' : 'page.hiddenText', { id })}
      </p>
      <div>
        <FavoriteToggle estateId={id} locale={locale} variant="button" />
      </div>
    </article>
  );
}

/** One grid item: the estate card, a card saying it cannot be shown, or a skeleton. */
function EntryCard({
  entry,
  index,
  locale,
}: {
  entry: FavoriteEntry;
  index: number;
  locale: Locale;
}) {
  if (entry.kind === 'pending')
    return (
      <div aria-hidden="true" css={{ height: '100%' }}>
        <EstateCardSkeleton />
      </div>
    );
  if (entry.kind !== 'estate')
    return <UnavailableCard id={entry.id} kind={entry.kind} locale={locale} />;
  return (
    <EstateCard
      estate={entry.estate}
      locale={locale}
      headingLevel={2}
      eagerImage={index < FIRST_ROW}
      actions={
        <div css={{ display: 'flex', flexDirection: 'column', gap: space(2) }}>
          <FavoriteToggle estateId={entry.id} locale={locale} variant="icon" />
          <CompareToggle estateId={entry.id} locale={locale} variant="icon" />
        </div>
      }
    />
  );
}

/** The page. Takes the page's locale (from the URL, given by the shell). */
export function FavoritesPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation(FAVORITES_NAMESPACE, { lng: locale });
  const [opened, closed, retry, more] = useUnit([
    favoritesPageOpened,
    favoritesPageClosed,
    retryClicked,
    moreFavoritesShown,
  ]);
  const stored = useUnit([$entries, $isLoading, $error, $favoritesCount, $notShownCount]);
  // Until hydrated, as the server rendered it: loading (the favourites are in local storage).
  const hydrated = useHydrated();
  const [entries, isLoading, error, count, notShown] = hydrated ? stored : [[], true, null, 0, 0];

  useEffect(() => {
    opened(locale);
    return () => closed();
  }, [locale, opened, closed]);

  const title = t('favorites.title');
  usePageMeta({
    title,
    description: t('meta.description'),
    canonical: buildPath('favorites', locale),
    alternates: Object.fromEntries(LOCALES.map((l) => [l, buildPath('favorites', l)])),
  });

  // Focus: when the focused card leaves the list, go on with the next card (or the heading).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focusedCard = useRef<number | null>(null);
  const shownBefore = useRef(entries.length);
  useLayoutEffect(() => {
    const removed = entries.length < shownBefore.current;
    shownBefore.current = entries.length;
    const index = focusedCard.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!removed || index === null || !lost) return;
    const items = listRef.current?.querySelectorAll(':scope > ul > li') ?? [];
    const next = items[Math.min(index, items.length - 1)]?.querySelector('button');
    if (next instanceof HTMLElement) next.focus();
    else headingRef.current?.focus();
    focusedCard.current = next ? Math.min(index, items.length - 1) : null;
  }, [entries]);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    focusedCard.current = cardIndexOf(listRef.current, event.target);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !listRef.current?.contains(event.relatedTarget)) {
      focusedCard.current = null;
    }
  };

  const failed = error !== null && error !== undefined && !isLoading;
  const empty = !isLoading && count === 0;
  // Pending entries of a failed fetch are not shown: the alert says why.
  const shown = failed ? entries.filter((entry) => entry.kind !== 'pending') : entries;
  let status = '';
  if (isLoading && !shown.some((entry) => entry.kind !== 'pending')) status = t('page.loading');
  else if (count > 0) {
    status = t('page.count', { count });
    if (notShown > 0) status += ` · ${t('page.shown', { shown: entries.length, count })}`;
  }

  return (
    <div>
      <h1
        ref={headingRef}
        tabIndex={-1}
        css={{
          margin: `0 0 ${space(2)}`,
          fontSize: '1.75rem',
          outline: 'none',
          [mq('md')]: { fontSize: '2.25rem' },
        }}
      >
        {title}
      </h1>
      {/* Rendered by the server in every state: the page's largest text before scripts run. */}
      <p css={{ margin: `0 0 ${space(2)}`, maxWidth: '40rem', color: colors.muted }}>
        {t('page.intro')}
      </p>
      <p role="status" aria-live="polite" css={{ margin: `0 0 ${space(6)}`, color: colors.muted }}>
        {status}
      </p>

      {failed && <RetryAlert locale={locale} message={t('page.error')} onRetry={retry} />}

      {isLoading && shown.every((entry) => entry.kind === 'pending') ? (
        <Skeletons count={Math.min(count || FIRST_ROW, MAX_SKELETONS)} />
      ) : shown.length > 0 ? (
        <div ref={listRef} onFocus={onFocus} onBlur={onBlur}>
          <EstateGrid label={t('page.list')} busy={isLoading}>
            {shown.map((entry, index) => (
              <EstateGridItem key={entry.id}>
                <EntryCard entry={entry} index={index} locale={locale} />
              </EstateGridItem>
            ))}
          </EstateGrid>
          {notShown > 0 && !failed && (
            <div css={{ marginTop: space(6), textAlign: 'center' }}>
              <Button variant="secondary" onClick={() => more()} busy={isLoading}>
                {t('page.more')}
              </Button>
            </div>
          )}
        </div>
      ) : (
        empty && (
          <div css={{ padding: `${space(8)} 0`, textAlign: 'center' }}>
            <p css={{ fontSize: '1.125rem', fontWeight: 600, margin: `0 0 ${space(2)}` }}>
              {t('favorites.no.estates')}
            </p>
            <p css={{ margin: `0 0 ${space(6)}`, color: colors.muted }}>{t('page.emptyHint')}</p>
            <Link
              to={buildPath('search', locale)}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: '44px',
                padding: `${space(2)} ${space(5)}`,
                borderRadius: radius,
                background: colors.primary,
                color: colors.onPrimary,
                fontWeight: 600,
                textDecoration: 'none',
                '&:hover': { background: colors.primaryDark },
                ...focusRing,
              }}
            >
              {t('page.browse')}
            </Link>
          </div>
        )
      )}
      <RecentlyViewed locale={locale} headingLevel={2} />
    </div>
  );
}
