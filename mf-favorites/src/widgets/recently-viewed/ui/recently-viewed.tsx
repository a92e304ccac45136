/**
 * "Recently viewed": the cards of the estates the visitor opened lately (the latest first, at most
 * 12), each with its favourite toggle, in a row that scrolls sideways, and a button that clears
 * the list. Shown once the page is live (the list is in this browser's storage) and only when it
 * holds an estate that can be shown; after "clear" it says the list was cleared (politely, to
 * screen readers too) and keeps the focus on its heading.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useUnit } from 'shared/effector';
import { useHydrated } from 'kit/remote';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { Button } from 'kit/ui/button';
import { EstateCard } from 'kit/ui';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { FAVORITES_NAMESPACE } from '#favorites/config/i18n';
import { recentlyViewedCleared, recentlyViewedStarted } from '#favorites/entities/recently-viewed';
import { FavoriteToggle } from '#favorites/features/toggle-favorite';
import { $recentEstates, recentListHidden, recentListShown } from '../model';

/** Props: the page's language and the level of the section's heading (the cards' is one more). */
export interface RecentlyViewedProps {
  locale: Locale;
  headingLevel?: 2 | 3;
}

/** Renders the section, or nothing before the page is live and while the list shows nothing. */
export function RecentlyViewed({ locale, headingLevel = 2 }: RecentlyViewedProps) {
  const { t } = useTranslation(FAVORITES_NAMESPACE, { lng: locale });
  const [estates, start, shown, hidden, clear] = useUnit([
    $recentEstates,
    recentlyViewedStarted,
    recentListShown,
    recentListHidden,
    recentlyViewedCleared,
  ]);
  const hydrated = useHydrated();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [cleared, setCleared] = useState(false);

  useEffect(() => {
    start();
    shown(locale);
    return () => hidden();
  }, [locale, start, shown, hidden]);

  useEffect(() => {
    if (cleared) headingRef.current?.focus();
  }, [cleared]);
  // A new view (another tab) after "clear" shows the list again.
  useEffect(() => {
    if (estates.length > 0) setCleared(false);
  }, [estates.length]);

  if (!hydrated || (estates.length === 0 && !cleared)) return null;
  const Heading = `h${headingLevel}` as const;
  const cardLevel = (headingLevel + 1) as 3 | 4;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="recently-viewed"
      css={{ margin: `${space(8)} 0` }}
    >
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: space(3),
          marginBottom: space(4),
        }}
      >
        <Heading
          id={`${id}-heading`}
          ref={headingRef}
          tabIndex={-1}
          css={{ margin: 0, fontSize: '1.5rem', outline: 'none' }}
        >
          {t('recent.heading')}
        </Heading>
        {estates.length > 0 && (
          <Button
            variant="secondary"
            onClick={() => {
              clear();
              setCleared(true);
            }}
          >
            {t('recent.clear')}
          </Button>
        )}
      </div>
      <p role="status" css={{ margin: 0, color: colors.muted }}>
        {cleared ? t('recent.cleared') : ''}
      </p>
      {estates.length > 0 && (
        // A row that scrolls sideways: reachable by keyboard, named for screen readers.
        <ul
          role="list"
          aria-label={t('recent.list')}
          tabIndex={0}
          css={{
            listStyle: 'none',
            margin: 0,
            padding: `${space(1)} ${space(1)} ${space(3)}`,
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: 'minmax(15rem, 18rem)',
            gap: space(4),
            overflowX: 'auto',
            overscrollBehaviorX: 'contain',
            scrollSnapType: 'x proximity',
            borderRadius: radius,
            ...focusRing,
          }}
        >
          {estates.map((estate) => (
            <li key={estate.id} css={{ display: 'flex', scrollSnapAlign: 'start', minWidth: 0 }}>
              <div css={{ flex: 1, display: 'flex', '& > *': { flex: 1 } }}>
                <EstateCard
                  estate={estate}
                  locale={locale}
                  headingLevel={cardLevel}
                  actions={
                    <FavoriteToggle estateId={String(estate.id)} locale={locale} variant="icon" />
                  }
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
