/**
 * The home page (`/{lang}/`): a hero, over the brand's picture of a Belgian town at dusk (the
 * site's phrases site.hero.title and site.hero.subtitle of namespace 'site' when present, else
 * this remote's texts), with the quick search (transaction,
 * type, city, maximum price → the listing page with that query string; a GET form that works
 * before and without scripts), the six newest listings, the estates the visitor opened lately
 * (the favourites team's fragment) and links into the search (for sale, for rent, by type). Thin: reads the home model.
 */
import { useEffect, useEffectEvent, useId } from 'react';
import { Link, useNavigate } from 'shared/router';
import { useUnit } from 'shared/effector';
import { shell } from 'shared/bus';
import { useTranslation } from 'shared/i18n';
import type { Locale, StatusCode } from 'shared/domain';
import { formatMoney, localized, textOrder } from 'shared/format';
import { usePageMeta } from 'kit/seo';
import { FederatedFragment } from 'kit/remote';
import { buildPath, LOCALES } from 'shared/routes';
import { Button } from 'kit/ui/button';
import { EstateCardSkeleton, EstateGrid, EstateGridItem } from 'kit/ui';
import { colors, focusRing, mq, radius, space } from 'shared/ui/tokens';
import { SEARCH_HOME_NAMESPACE, SEARCH_NAMESPACE } from '#search/config/i18n';
import { $filterOptions, $priceChoices } from '#search/entities/filter';
import { CityCombobox } from '#search/features/city-search';
import {
  $isNewestLoading,
  $newestError,
  $quickSearch,
  $visibleNewest,
  homeCitySearch,
  homePageOpened,
  NEWEST_COUNT,
  quickSearchChanged,
  quickSearchSubmitted,
} from '../model';
import { searchLink } from '../lib/quick-search';
import { SelectField } from 'kit/ui/select-field';
import { GridEstateCard } from '#search/lib/grid-estate-card';
import { HeroBackdrop } from './hero-backdrop';

/** The hero's sky, below the brand's blues (white text on it keeps 6:1). */
const LOW_SKY = '#1a6785';
/** The warm light low on the horizon, behind the town. */
const HORIZON_GLOW = 'rgba(242, 198, 109, 0.35)';
/** The moon and its halo, on wide screens, away from the text. */
const MOON = '#f6e7b8';
const MOON_HALO = 'rgba(246, 231, 184, 0.28)';

/** Head type ids linked from the home page, in SPEC §9's type order. */
const LINKED_TYPES = [1, 2, 3, 7, 4, 5];

/** The home page. Takes the page's locale (from the URL, given by the shell). */
export function HomePage({ locale }: { locale: Locale }) {
  // The home page's own texts are 'search-home'; the filter texts it shares with the listing are
  // read from 'search' with an explicit `ns` (t looks up only its first namespace).
  const { t } = useTranslation([SEARCH_HOME_NAMESPACE, SEARCH_NAMESPACE], { lng: locale });
  const navigate = useNavigate();
  const headingId = useId();
  const newestId = useId();
  const valuationId = useId();
  const composedRoutes = useUnit(shell.$composedRoutes);
  const [opened, change, submit] = useUnit([
    homePageOpened,
    quickSearchChanged,
    quickSearchSubmitted,
  ]);
  const [choice, options, prices, newest, loading, error, chosenCity] = useUnit([
    $quickSearch,
    $filterOptions,
    $priceChoices,
    $visibleNewest,
    $isNewestLoading,
    $newestError,
    homeCitySearch.$chosen,
  ]);

  const open = useEffectEvent(() => opened({ locale, navigate: (to) => navigate(to) }));
  useEffect(() => {
    open();
  }, [locale]);

  // The agency's own phrases, else the search team's (i18next's fallback keys).
  const title = t(['site:site.hero.title', 'home.heroTitle']);
  const subtitle = t(['site:site.hero.subtitle', 'home.heroSubtitle']);

  usePageMeta({
    title: t('home.pageTitle'),
    description: t('home.meta'),
    canonical: buildPath('home', locale),
    alternates: Object.fromEntries(LOCALES.map((l) => [l, buildPath('home', l)])),
  });

  const headTypes = [...(options.headTypes ?? [])]
    .map((h) => ({ id: String(h.id), name: localized(h.name, locale) }))
    .filter((h) => h.name !== '')
    .sort((a, b) => textOrder(locale)(a.name, b.name));
  const typeName = (id: number) =>
    t(`title.typePlural.${id}`, {
      ns: SEARCH_NAMESPACE,
      defaultValue: localized(options.headTypes?.find((h) => h.id === id)?.name, locale),
    });
  const linkedTypes = LINKED_TYPES.filter(
    (id) => !options.headTypes || options.headTypes.some((h) => h.id === id),
  );
  const failed = error !== null && error !== undefined;

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space(10) }}>
      <section
        aria-labelledby={headingId}
        css={{
          position: 'relative',
          overflow: 'hidden',
          isolation: 'isolate',
          padding: `${space(8)} ${space(4)} 6.5rem`,
          borderRadius: radius,
          // A dusk sky in the brand's blues, darkest behind the text (white on it: 7:1 and more),
          // with a warm glow low on the horizon, behind the town and the form.
          backgroundColor: colors.primary,
          backgroundImage: [
            `radial-gradient(ellipse 55% 45% at 82% 100%, ${HORIZON_GLOW}, transparent 70%)`,
            `linear-gradient(180deg, ${colors.primaryDark} 0%, ${colors.primary} 60%, ${LOW_SKY} 100%)`,
          ].join(', '),
          color: colors.onPrimary,
          '& > :not(svg)': { position: 'relative' },
          [mq('md')]: {
            padding: `${space(12)} ${space(8)} 8.5rem`,
            // The moon, high on the right, away from the text.
            backgroundImage: [
              `radial-gradient(circle at 88% 20%, ${MOON} 0 24px, ${MOON_HALO} 26px, transparent 64px)`,
              `radial-gradient(ellipse 55% 45% at 82% 100%, ${HORIZON_GLOW}, transparent 70%)`,
              `linear-gradient(180deg, ${colors.primaryDark} 0%, ${colors.primary} 60%, ${LOW_SKY} 100%)`,
            ].join(', '),
          },
        }}
      >
        <HeroBackdrop
          css={{
            position: 'absolute',
            left: 0,
            bottom: 0,
            width: '100%',
            height: '170px',
            [mq('md')]: { height: '260px' },
          }}
        />
        <h1
          id={headingId}
          css={{
            margin: `0 0 ${space(3)}`,
            fontSize: '1.75rem',
            [mq('md')]: { fontSize: '2.5rem' },
          }}
        >
          {title}
        </h1>
        <p css={{ margin: `0 0 ${space(6)}`, fontSize: '1.125rem', maxWidth: '48rem' }}>
          {subtitle}
        </p>
        {/* A GET form of the listing page with named fields: it works before and without
            scripts; once they run, the model sends the visitor there without a reload. */}
        <form
          role="search"
          aria-label={t('home.quickLabel')}
          method="get"
          action={buildPath('search', locale)}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          css={{
            display: 'grid',
            gap: space(4),
            gridTemplateColumns: 'minmax(0, 1fr)',
            alignItems: 'end',
            padding: space(4),
            borderRadius: radius,
            background: colors.surface,
            color: colors.text,
            [mq('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
            [mq('lg')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
          }}
        >
          <SelectField
            label={t('home.transaction')}
            name="status"
            value={choice.status}
            onChange={(value) => change({ status: value as StatusCode | '' })}
            empty={t('home.any')}
            choices={[
              { value: 'FOR_SALE', label: t('home.buy') },
              { value: 'TO_RENT', label: t('home.rent') },
            ]}
          />
          <SelectField
            label={t('home.type')}
            name="type"
            value={choice.type}
            onChange={(value) => change({ type: value })}
            empty={t('home.anyType')}
            choices={headTypes.map((h) => ({ value: h.id, label: h.name }))}
          />
          <CityCombobox
            model={homeCitySearch}
            locale={locale}
            label={t('home.city')}
            selectedLabel={chosenCity?.label ?? ''}
            placeholder={t('filter.cityPlaceholder', { ns: SEARCH_NAMESPACE })}
            clearLabel={t('filter.cityClear', { ns: SEARCH_NAMESPACE })}
            listLabel={t('filter.citySuggestions', { ns: SEARCH_NAMESPACE })}
            name="place"
            cityName="city"
            cityId={chosenCity ? String(chosenCity.id) : ''}
          />
          <SelectField
            label={t('home.priceMax')}
            name="price-max"
            value={choice.priceMax}
            onChange={(value) => change({ priceMax: value })}
            empty={t('home.noMax')}
            choices={prices.map((p) => ({ value: String(p), label: formatMoney(p) }))}
          />
          <Button type="submit">{t('home.submit')}</Button>
        </form>
      </section>

      <section aria-labelledby={newestId}>
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
          <h2 id={newestId} css={{ margin: 0, fontSize: '1.5rem' }}>
            {t('home.newest')}
          </h2>
          <Link
            to={buildPath('search', locale)}
            css={{ color: colors.primary, fontWeight: 600, ...focusRing }}
          >
            {t('home.viewAll')}
          </Link>
        </div>
        {failed && (
          <p role="alert" css={{ color: colors.danger }}>
            {t('home.newestError')}
          </p>
        )}
        {loading ? (
          <div aria-hidden="true">
            <EstateGrid>
              {Array.from({ length: NEWEST_COUNT }, (_, i) => (
                <EstateGridItem key={i}>
                  <EstateCardSkeleton />
                </EstateGridItem>
              ))}
            </EstateGrid>
          </div>
        ) : (
          <EstateGrid>
            {newest.map((estate, index) => (
              <GridEstateCard
                key={estate.id}
                estate={estate}
                locale={locale}
                headingLevel={3}
                eagerImage={index < 3}
              />
            ))}
          </EstateGrid>
        )}
      </section>

      {/* The favourites team's: the estates this visitor opened lately, once the page is live. */}
      <FederatedFragment id="favorites/RecentlyViewed" props={{ locale }} />

      {composedRoutes.includes('valuation') && (
        <section
          aria-labelledby={valuationId}
          css={{
            margin: `0 0 ${space(8)}`,
            padding: space(5),
            borderRadius: radius,
            background: colors.surfaceAlt,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: space(4),
          }}
        >
          <div>
            <h2 id={valuationId} css={{ margin: `0 0 ${space(2)}`, fontSize: '1.5rem' }}>
              {t('home.valuationHeading')}
            </h2>
            <p css={{ margin: 0 }}>{t('home.valuationText')}</p>
          </div>
          <Link
            to={buildPath('valuation', locale)}
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: '44px',
              padding: `0 ${space(4)}`,
              borderRadius: radius,
              background: colors.primary,
              color: '#ffffff',
              fontWeight: 600,
              textDecoration: 'none',
              ...focusRing,
            }}
          >
            {t('home.valuationLink')}
          </Link>
        </section>
      )}

      <nav aria-label={t('home.browse')}>
        <h2 css={{ margin: `0 0 ${space(4)}`, fontSize: '1.5rem' }}>{t('home.browse')}</h2>
        <ul
          css={{
            display: 'grid',
            gap: space(2),
            gridTemplateColumns: 'minmax(0, 1fr)',
            listStyle: 'none',
            margin: 0,
            padding: 0,
            [mq('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
            [mq('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
            '& a': {
              display: 'flex',
              alignItems: 'center',
              minHeight: '44px',
              padding: `0 ${space(3)}`,
              border: `1px solid ${colors.border}`,
              borderRadius: radius,
              color: colors.primary,
              fontWeight: 600,
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
              ...focusRing,
            },
          }}
        >
          <li>
            <Link to={searchLink(locale, { trans: 'kopen' })}>{t('home.forSale')}</Link>
          </li>
          <li>
            <Link to={searchLink(locale, { trans: 'huren' })}>{t('home.forRent')}</Link>
          </li>
          {linkedTypes.flatMap((id) => [
            <li key={`${id}-sale`}>
              <Link to={searchLink(locale, { trans: 'kopen', type: String(id) })}>
                {t('home.typeForSale', { type: typeName(id) })}
              </Link>
            </li>,
          ])}
          {[1, 2].map((id) => (
            <li key={`${id}-rent`}>
              <Link to={searchLink(locale, { trans: 'huren', type: String(id) })}>
                {t('home.typeForRent', { type: typeName(id) })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
