/**
 * The site header: the brand, the main menu, the favourites counter and the language switcher.
 * From the `md` breakpoint on, all of it in one bar. On a phone one row of at most 64 px: the
 * brand, the favourites counter and a "Menu" button that unfolds the main menu and the languages
 * below the bar. The button is a `<details>`/`<summary>` disclosure, so it opens without scripts
 * too; with them, Escape, a click elsewhere and a navigation close it.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { colors, focusRing, maxWidth, mq, space } from 'shared/ui/tokens';
import { FederatedFragment } from 'kit/remote';
import { LanguageSwitcher } from './language-switcher';
import { headerLinkStyle } from './link-style';

/** Shown from the `md` breakpoint on only (the phone menu holds it below). */
const wideOnly = { display: 'none', [mq('md')]: { display: 'block' } } as const;

/**
 * The main menu's links (home, offer, buy, rent, holiday homes) in a list: a row, or a column
 * of full-width targets at least 44 px high in the phone menu (`stacked`).
 */
function MainMenuList({ lang, stacked = false }: { lang: Locale; stacked?: boolean }) {
  const { t } = useTranslation('shell');
  const offer = buildPath('search', lang);
  const link = stacked
    ? { ...headerLinkStyle, display: 'block', minHeight: '44px', lineHeight: '28px' }
    : headerLinkStyle;
  return (
    <ul
      css={{
        display: 'flex',
        flexDirection: stacked ? 'column' : 'row',
        flexWrap: stacked ? 'nowrap' : 'wrap',
        gap: space(1),
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      <li>
        <NavLink to={buildPath('home', lang)} end css={link}>
          {t('nav.home')}
        </NavLink>
      </li>
      <li>
        <NavLink to={offer} end css={link}>
          {t('nav.offer')}
        </NavLink>
      </li>
      <li>
        <Link to={`${offer}?trans=kopen`} css={link}>
          {t('nav.buy')}
        </Link>
      </li>
      <li>
        <Link to={`${offer}?trans=huren`} css={link}>
          {t('nav.rent')}
        </Link>
      </li>
      <li>
        <NavLink to={buildPath('holidaySearch', lang)} css={link}>
          {t('nav.holiday')}
        </NavLink>
      </li>
    </ul>
  );
}

/** Three bars: the menu button's picture (its name is the word beside it). */
function MenuIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
      <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

/**
 * The phone's menu: a disclosure whose summary is the "Menu" button (44 px target, visible
 * focus) and whose panel, laid over the page below the header, holds the main menu and the
 * language switcher. Takes the page's language. Open without scripts through the browser's
 * own `<details>`; with scripts it closes on Escape (the focus back on the button), on a click
 * outside it and when the visitor goes to another page.
 */
function PhoneMenu({ lang }: { lang: Locale }) {
  const { t } = useTranslation('shell');
  const details = useRef<HTMLDetailsElement | null>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // A link followed inside the site: the new page shows without the menu over it.
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      const element = details.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) {
        element.open = false;
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <details
      ref={details}
      data-testid="phone-menu"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        const element = details.current;
        if (event.key !== 'Escape' || !element?.open) return;
        element.open = false;
        element.querySelector('summary')?.focus();
      }}
      css={{ [mq('md')]: { display: 'none' } }}
    >
      <summary
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: space(2),
          minHeight: '44px',
          minWidth: '44px',
          padding: `${space(2)} ${space(3)}`,
          borderRadius: '4px',
          border: `1px solid ${colors.onPrimary}`,
          cursor: 'pointer',
          listStyle: 'none',
          userSelect: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          '&::marker': { content: '""' },
          ...focusRing,
        }}
      >
        <MenuIcon />
        <span>{t('nav.menu')}</span>
      </summary>
      <div
        css={{
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          // Above the maps' own layers and controls (Leaflet's reach 1000).
          zIndex: 1100,
          display: 'grid',
          gap: space(3),
          padding: `${space(2)} ${space(3)} ${space(4)}`,
          background: colors.primary,
          borderTop: `1px solid ${colors.onPrimary}`,
          boxShadow: '0 8px 16px rgba(0, 0, 0, 0.25)',
        }}
      >
        <nav aria-label={t('nav.label')}>
          <MainMenuList lang={lang} stacked />
        </nav>
        <LanguageSwitcher lang={lang} />
      </div>
    </details>
  );
}

/** Props of SiteHeader: the page's language and the site's name (the brand). */
export interface SiteHeaderProps {
  lang: Locale;
  siteName: string;
}

/** The site header (see the module's comment). */
export function SiteHeader({ lang, siteName }: SiteHeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <header css={{ position: 'relative', background: colors.primary, color: colors.onPrimary }}>
      <div
        css={{
          maxWidth,
          margin: '0 auto',
          padding: `${space(2)} ${space(3)}`,
          display: 'flex',
          flexWrap: 'nowrap',
          alignItems: 'center',
          gap: space(1),
          justifyContent: 'space-between',
          [mq('md')]: { padding: `${space(3)} ${space(4)}`, flexWrap: 'wrap', gap: space(3) },
        }}
      >
        <Link
          to={buildPath('home', lang)}
          css={{
            ...headerLinkStyle,
            fontWeight: 700,
            fontSize: '1.125rem',
            lineHeight: 1.2,
            paddingLeft: 0,
            paddingRight: space(1),
            // A long name gives way on a phone rather than push the buttons off the row.
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            [mq('md')]: {
              fontSize: '1.25rem',
              lineHeight: 'normal',
              paddingRight: space(3),
              overflow: 'visible',
            },
          }}
        >
          {siteName}
        </Link>
        <nav aria-label={t('nav.label')} css={wideOnly}>
          <MainMenuList lang={lang} />
        </nav>
        <div
          css={{
            display: 'flex',
            alignItems: 'center',
            gap: space(1),
            flexShrink: 0,
            [mq('md')]: { gap: space(2) },
          }}
        >
          <FederatedFragment id="favorites/FavoritesCount" props={{ locale: lang }} />
          <div css={wideOnly}>
            <LanguageSwitcher lang={lang} />
          </div>
          <PhoneMenu lang={lang} />
        </div>
      </div>
    </header>
  );
}
