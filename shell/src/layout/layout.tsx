/**
 * The site frame around every page of one language: skip link, header (SiteHeader: navigation,
 * favourites, language switcher, a menu button on a phone), an API-down notice when needed, the main landmark, and the footer.
 * Keeps `<html lang>`, i18next and the bus's locale in step with the URL.
 */
import { Suspense, useEffect } from 'react';
import { Link, Outlet } from 'shared/router';
import { useNamespaces, useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { shell } from 'shared/bus';
import { colors, focusRing, maxWidth, mq, space, visuallyHidden } from 'shared/ui/tokens';
import { $isApiDown } from '../app/model';
import { FooterMenu } from './footer-menu/footer-menu';
import { LegalMentions } from './legal-mentions';
import { OfficeHours } from 'kit/ui/office-hours';
import { SHELL_NAMESPACE, SHELL_TEXTS } from '../i18n/i18n';
import { ScrollOnNavigation } from './scroll-on-navigation';
import { SiteHeader } from './site-header/site-header';

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
      <SiteHeader lang={lang} siteName={siteName} />
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
          {site?.settings.office && (
            // Its texts are kit's: a language not loaded yet suspends this part alone.
            <Suspense fallback={null}>
              <OfficeHours office={site.settings.office} locale={lang} headingLevel={2} />
            </Suspense>
          )}
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
