/** The estate collections of an estate (SPEC §3 estate collections, children.collections). */
import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { localized } from 'shared/format';
import { colors, focusRing, space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { $collections } from '../model';

const sectionStyle = { margin: `${space(6)} 0` } as const;
const linkStyle = { color: colors.primary, fontWeight: 600, ...focusRing } as const;
const listStyle = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: `${space(2)} ${space(4)}`,
  listStyle: 'none',
  margin: `${space(2)} 0`,
  padding: 0,
  lineHeight: 1.5,
} as const;
const summaryStyle = {
  display: 'list-item',
  minHeight: '44px',
  paddingBlock: space(2),
  cursor: 'pointer',
  color: colors.primary,
  fontWeight: 600,
  ...focusRing,
} as const;

/** How many estates of a collection show before "show all". */
export const SHORT_LIST = 6;

/**
 * The estate collections the estate on screen belongs to (from `$collections`), each with links to
 * its first `SHORT_LIST` estates and the others behind "show all" (a disclosure, no script
 * needed); nothing when there are none.
 */
export function CollectionsSection({ locale }: { locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const collections = useUnit($collections);
  if (collections.length === 0) return null;
  return (
    <section
      aria-labelledby="detail-collections-heading"
      className="detail-screen-only"
      css={sectionStyle}
    >
      <h2 id="detail-collections-heading">{t('collections.heading')}</h2>
      {collections.map((c) => {
        const estates = c.estates ?? c.estateIds.map((id) => ({ id, title: {} }));
        const links = (list: typeof estates) => (
          <ul css={listStyle}>
            {list.map(({ id, title }) => (
              <li key={id}>
                <Link to={buildPath('detail', locale, { estateId: id })} css={linkStyle}>
                  {localized(title, locale) || t('collections.estate', { id })}
                </Link>
              </li>
            ))}
          </ul>
        );
        return (
          <div key={c.id}>
            <h3>{localized(c.name, locale)}</h3>
            {links(estates.slice(0, SHORT_LIST))}
            {estates.length > SHORT_LIST && (
              <details>
                <summary css={summaryStyle}>
                  {t('collectionsMore.showAll', { count: estates.length })}
                </summary>
                {links(estates.slice(SHORT_LIST))}
              </details>
            )}
          </div>
        );
      })}
    </section>
  );
}
