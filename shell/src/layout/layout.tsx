/**
 * The site frame around every page of one language: skip link, header with navigation and
 * language switcher, an API-down notice when needed, the main landmark, and the footer.
 * Keeps `<html lang>`, i18next and the bus's locale in step with the URL.
 */
import { Suspense, useEffect } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'shared/router';
import { useNamespaces, useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { LOCALES } from 'shared/domain';
import { buildPath, switchLocalePath } from 'shared/routes';
import { seo, shell } from 'shared/bus';
import { colors, focusRing, maxWidth, mq, space, visuallyHidden } from 'shared/ui/tokens';
import { FederatedFragment } from 'shared/remote';
import { $isApiDown } from '../app/model';
import { FooterMenu } from './footer-menu/footer-menu';
import { LegalMentions } from './legal-mentions';
import { SHELL_NAMESPACE, SHELL_TEXTS } from '../i18n/i18n';
import { ScrollOnNavigation } from './scroll-on-navigation';

const linkStyle = {
  color: colors.onPrimary,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  // A box of its own, so the padding is part of the layout: the targets of wrapped rows of
  // links never overlap (WCAG 2.2 target size).
  display: 'inline-block',
  padding: `${space(2)} ${space(3)}`,
  borderRadius: '4px',
  '&:hover': { textDecoration: 'underline' },
  '&[aria-current="page"]': { textDecoration: 'underline', fontWeight: 700 },
  ...focusRing,
} as const;

/**
 * The language switcher: the same page in each language. The page's own alternates (hreflang)
 * when it has told them for this address (a detail page's canonical slug per language), else the
 * route table's mapping of the path, with the query string kept.
 */
function LanguageSwitcher({ lang }: { lang: Locale }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const alternates = useUnit(seo.$pageAlternates);
  const here = `${location.pathname}${location.search}`;
  const addressIn = (other: Locale) =>
    (alternates.path === here ? alternates.byLocale[other] : undefined) ??
    `${switchLocalePath(location.pathname, other)}${location.search}`;
  return (
    <nav aria-label={t('language.label')}>
      <ul css={{ display: 'flex', gap: space(1), listStyle: 'none', margin: 0, padding: 0 }}>
        {LOCALES.map((other) => (
          <li key={other}>
            <Link
              to={addressIn(other)}
              hrefLang={other}
              lang={other}
              aria-current={other === lang ? 'true' : undefined}
              title={t(`language.${other}`)}
              css={{ ...linkStyle, textTransform: 'uppercase', fontSize: '0.9rem' }}
            >
              <span aria-hidden="true">{other}</span>
              <span css={visuallyHidden}>{t(`language.${other}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The footer's navigation: the API's footer menu (the legal pages, about us, the landing pages),
 * which the server reads with the page, so every page's HTML carries its links (crawlers and
 * visitors without scripts follow them) and they stay as they are when the page hydrates; the
 * legal pages when the menu cannot be read.
 */
function FooterNav({ lang }: { lang: Locale }) {
  const { t } = useTranslation('shell');
  const legal = (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, lineHeight: 2 }}>
      <li>
        <Link
          to={buildPath('privacyStatement', lang)}
          css={{ color: colors.primary, ...focusRing }}
        >
          {t('footer.privacy')}
        </Link>
      </li>
      <li>
        <Link to={buildPath('termsOfUse', lang)} css={{ color: colors.primary, ...focusRing }}>
          {t('footer.terms')}
        </Link>
      </li>
      <li>
        <Link
          to={buildPath('rentalConditions', lang)}
          css={{ color: colors.primary, ...focusRing }}
        >
          {t('footer.rentalConditions')}
        </Link>
      </li>
    </ul>
  );
  return (
    <nav aria-label={t('footer.legal')}>
      <FooterMenu lang={lang} fallback={legal} />
    </nav>
  );
}

/** The layout route of one language: renders the page of the matched child route. */
export function Layout({ lang }: { lang: Locale }) {
  useNamespaces([[SHELL_NAMESPACE, SHELL_TEXTS]], lang);
  const { t, i18n } = useTranslation('shell');
  const [site, isApiDown, changeLocale, composedRoutes] = useUnit([
    shell.$site,
    $isApiDown,
    shell.localeChanged,
    shell.$composedRoutes,
  ]);

  useEffect(() => {
    document.documentElement.lang = lang;
    void i18n.changeLanguage(lang);
    changeLocale(lang);
  }, [lang, i18n, changeLocale]);

  // The site's name, else its phrase, else the shell's brand (i18next's fallback keys).
  const siteName = site?.name ?? t(['site:site.name', 'brand']);
  const offer = buildPath('search', lang);

  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollOnNavigation />
      <a
        href="#main"
        css={{
          ...visuallyHidden,
          '&:focus': {
            position: 'static',
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            padding: space(2),
            margin: 0,
          },
        }}
      >
        {t('skip')}
      </a>
      <header css={{ background: colors.primary, color: colors.onPrimary }}>
        <div
          css={{
            maxWidth,
            margin: '0 auto',
            padding: `${space(3)} ${space(4)}`,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: space(3),
            justifyContent: 'space-between',
          }}
        >
          <Link
            to={buildPath('home', lang)}
            css={{ ...linkStyle, fontWeight: 700, fontSize: '1.25rem', paddingLeft: 0 }}
          >
            {siteName}
          </Link>
          <nav
            aria-label={t('nav.label')}
            css={{ order: 3, width: '100%', [mq('md')]: { order: 0, width: 'auto' } }}
          >
            <ul
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: space(1),
                listStyle: 'none',
                margin: 0,
                padding: 0,
              }}
            >
              <li>
                <NavLink to={buildPath('home', lang)} end css={linkStyle}>
                  {t('nav.home')}
                </NavLink>
              </li>
              <li>
                <NavLink to={offer} end css={linkStyle}>
                  {t('nav.offer')}
                </NavLink>
              </li>
              <li>
                <Link to={`${offer}?trans=kopen`} css={linkStyle}>
                  {t('nav.buy')}
                </Link>
              </li>
              <li>
                <Link to={`${offer}?trans=huren`} css={linkStyle}>
                  {t('nav.rent')}
                </Link>
              </li>
              <li>
                <NavLink to={buildPath('holidaySearch', lang)} css={linkStyle}>
                  {t('nav.holiday')}
                </NavLink>
              </li>
            </ul>
          </nav>
          {/* On a phone a row of its own whatever its content: a page painted before the whole
              header was read (a long page arrives in parts) has it where it stays (no shift). */}
          <div
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: space(2),
              width: '100%',
              [mq('md')]: { width: 'auto' },
            }}
          >
            <FederatedFragment id="favorites/FavoritesCount" props={{ locale: lang }} />
            <LanguageSwitcher lang={lang} />
          </div>
        </div>
      </header>
      {isApiDown && (
        <div
          role="alert"
          css={{
            background: '#fff4e5',
            color: colors.text,
            padding: space(3),
            textAlign: 'center',
          }}
        >
          {t('apiDown')}
        </div>
      )}
      <main
        id="main"
        tabIndex={-1}
        css={{
          flex: 1,
          // At least a screen high: the footer starts below the first screen, so content that
          // arrives or grows there never moves it into view (no layout shift).
          minHeight: '100vh',
          width: '100%',
          maxWidth,
          margin: '0 auto',
          padding: space(4),
          outline: 'none',
        }}
      >
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <footer css={{ background: colors.surfaceAlt, borderTop: `1px solid ${colors.border}` }}>
        <div
          css={{
            maxWidth,
            margin: '0 auto',
            padding: space(6),
            display: 'grid',
            gap: space(4),
            [mq('md')]: { gridTemplateColumns: '2fr 1fr' },
          }}
        >
          <address css={{ fontStyle: 'normal', lineHeight: 1.6 }}>
            <strong>{siteName}</strong>
            <br />
            {site?.address[lang] ?? ''}
            <br />
            {site && (
              <>
                <a href={`tel:${site.phone.replace(/\s/g, '')}`} css={{ color: colors.primary }}>
                  {site.phone}
                </a>
                {' · '}
                <a href={`mailto:${site.email}`} css={{ color: colors.primary }}>
                  {site.email}
                </a>
              </>
            )}
            <br />
            <Link to={buildPath('contact', lang)} css={{ color: colors.primary, ...focusRing }}>
              {t('footer.contact')}
            </Link>
            {composedRoutes.includes('valuation') && (
              <>
                <br />
                <Link
                  to={buildPath('valuation', lang)}
                  css={{ color: colors.primary, ...focusRing }}
                >
                  {t('footer.valuation')}
                </Link>
              </>
            )}
          </address>
          <FooterNav lang={lang} />
          <LegalMentions lang={lang} legal={site?.settings.legal} />
          <p css={{ margin: 0, color: colors.muted }}>
            © 2026 {siteName}. {t('footer.rights')}
          </p>
        </div>
      </footer>
    </div>
  );
}
