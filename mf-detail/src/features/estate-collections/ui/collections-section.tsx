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

/**
 * The estate collections the estate on screen belongs to (from `$collections`), each with links to
 * its estates; nothing when there are none.
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
      {collections.map((c) => (
        <div key={c.id}>
          <h3>{localized(c.name, locale)}</h3>
          <ul
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: space(3),
              listStyle: 'none',
              padding: 0,
            }}
          >
            {(c.estates ?? c.estateIds.map((id) => ({ id, title: {} }))).map(({ id, title }) => (
              <li key={id}>
                <Link to={buildPath('detail', locale, { estateId: id })} css={linkStyle}>
                  {localized(title, locale) || t('collections.estate', { id })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
