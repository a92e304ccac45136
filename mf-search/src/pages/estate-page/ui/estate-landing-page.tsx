/**
 * A landing page of the site (SPEC §7 GET /estate-pages/{a}/{b}): its title, its
 * introduction (the CMS's HTML, sanitised), the first estates of its predefined search as cards,
 * and a link to the search listing with the same filters. Shown at `/{lang}/{discover}/{a}/{b}`;
 * segments of another language (a menu link, the language switcher) are replaced by the page's
 * own in `lang`. An unknown page is the site's not-found page.
 */
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import { LOCALES, type EstatePage, type Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { usePageMeta, type PageMeta } from 'kit/seo';
import { RichText } from 'kit/html';
import { EstateCard, EstateGrid, EstateGridItem } from 'kit/ui';
import { FederatedFragment } from 'kit/remote';
import { colors, focusRing, space } from 'shared/ui/tokens';
import { SEARCH_ESTATE_PAGE_NAMESPACE } from '#search/config/i18n';
import { estatePageAlternates, estatePagePath, listingQuery } from '../lib';
import {
  $estatePage,
  $estatePageStatus,
  $landingResults,
  estatePageClosed,
  estatePageOpened,
} from '../model';

/** True when `page` is the one of the path segments `a`/`b` (in any language). */
function isPageOf(page: EstatePage | null, a: string, b: string): page is EstatePage {
  return page !== null && LOCALES.some((l) => page.slugs[l]?.a === a && page.slugs[l]?.b === b);
}

/** The site's "page not found", for a landing page the API does not know. */
function NotFound({ lang }: { lang: Locale }) {
  const { t } = useTranslation(SEARCH_ESTATE_PAGE_NAMESPACE);
  usePageMeta({ title: t('notFound.title'), noindex: true });
  return (
    <section aria-labelledby="not-found-title" css={{ padding: '3rem 0', textAlign: 'center' }}>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={buildPath('home', lang)} css={{ color: colors.primary }}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}

/**
 * The landing page of the route's `:a`/`:b` in `lang` (its texts loaded by the exposed entry);
 * must render inside the router.
 */
export function EstateLandingPage({ lang }: { lang: Locale }) {
  const { t } = useTranslation(SEARCH_ESTATE_PAGE_NAMESPACE);
  const { a = '', b = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [page, status, results, opened, closed] = useUnit([
    $estatePage,
    $estatePageStatus,
    $landingResults,
    estatePageOpened,
    estatePageClosed,
  ]);

  useEffect(() => {
    opened({ a, b, lang });
  }, [opened, a, b, lang]);
  useEffect(() => () => closed(), [closed]);

  const current = isPageOf(page, a, b) ? page : null;
  const canonical = current ? estatePagePath(current, lang) : null;
  const target = canonical && canonical !== location.pathname ? canonical : null;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  let meta: PageMeta | null = null;
  if (current && canonical) {
    meta = {
      title: current.title[lang] ?? '',
      description: current.description[lang] ?? '',
      canonical,
      alternates: estatePageAlternates(current),
    };
  }
  usePageMeta(meta);

  if (status === 'notFound') return <NotFound lang={lang} />;
  if (status === 'failed') {
    return (
      <article>
        <p role="alert">{t('estatePage.apiDown')}</p>
      </article>
    );
  }
  if (!current || target) {
    return <p role="status">{t('estatePage.loading')}</p>;
  }
  const offer = buildPath('search', lang);
  const all = `${offer}?${listingQuery(current.query)}`;
  return (
    <article aria-labelledby="estate-page-title">
      <h1
        id="estate-page-title"
        css={{ overflowWrap: 'break-word', hyphens: 'auto', lineHeight: 1.2 }}
      >
        {current.title[lang]}
      </h1>
      <RichText html={current.body[lang] ?? ''} />
      <section
        aria-labelledby="estate-page-results"
        aria-busy={results === null}
        css={{ margin: `${space(6)} 0` }}
      >
        <h2 id="estate-page-results">{t('estatePage.heading')}</h2>
        {results && !results.failed && results.total > 0 && (
          <>
            <p>{t('estatePage.results', { count: results.total })}</p>
            <EstateGrid label={current.title[lang]}>
              {results.estates.map((estate) => (
                <EstateGridItem key={estate.id}>
                  <EstateCard
                    estate={estate}
                    locale={lang}
                    headingLevel={3}
                    actions={
                      <div css={{ display: 'flex', flexDirection: 'column', gap: space(2) }}>
                        <FederatedFragment
                          id="favorites/FavoriteToggle"
                          props={{ estateId: estate.id, locale: lang, variant: 'icon' }}
                        />
                        <FederatedFragment
                          id="favorites/CompareToggle"
                          props={{ estateId: estate.id, locale: lang, variant: 'icon' }}
                        />
                      </div>
                    }
                  />
                </EstateGridItem>
              ))}
            </EstateGrid>
          </>
        )}
        {results?.failed && <p role="alert">{t('estatePage.failed')}</p>}
        {results && !results.failed && results.total === 0 && <p>{t('estatePage.none')}</p>}
        <p css={{ marginTop: space(4) }}>
          <Link
            to={results && results.total > 0 ? all : offer}
            css={{ color: colors.primary, fontWeight: 600, ...focusRing }}
          >
            {results && results.total > 0 ? t('estatePage.seeAll') : t('estatePage.offer')}
          </Link>
        </p>
      </section>
    </article>
  );
}
