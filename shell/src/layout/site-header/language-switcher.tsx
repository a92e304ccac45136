import { Link, useLocation } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { LOCALES } from 'shared/domain';
import { switchLocalePath } from 'shared/routes';
import { seo } from 'shared/bus';
import { space, visuallyHidden } from 'shared/ui/tokens';
import { headerLinkStyle } from './link-style';

/**
 * The language switcher: the same page in each language. The page's own alternates (hreflang)
 * when it has told them for this address (a detail page's canonical slug per language), else the
 * route table's mapping of the path, with the query string kept. Takes the page's language.
 */
export function LanguageSwitcher({ lang }: { lang: Locale }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const alternates = useUnit(seo.$pageAlternates);
  const here = `${location.pathname}${location.search}`;
  const addressIn = (other: Locale) =>
    (alternates.path === here ? alternates.byLocale[other] : undefined) ??
    `${switchLocalePath(location.pathname, other)}${location.search}`;
  return (
    <nav aria-label={t('language.label')}>
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
        {LOCALES.map((other) => (
          <li key={other}>
            <Link
              to={addressIn(other)}
              hrefLang={other}
              lang={other}
              aria-current={other === lang ? 'true' : undefined}
              title={t(`language.${other}`)}
              css={{ ...headerLinkStyle, textTransform: 'uppercase', fontSize: '0.9rem' }}
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
