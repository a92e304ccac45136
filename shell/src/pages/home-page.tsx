/** The home page of one language: the agency's welcome and entries into the search. */
import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { usePageMeta } from 'kit/seo';
import { colors, radius, space, focusRing, mq } from 'shared/ui/tokens';

const cta = {
  display: 'inline-block',
  padding: `${space(3)} ${space(5)}`,
  borderRadius: radius,
  background: colors.primary,
  color: colors.onPrimary,
  textDecoration: 'none',
  fontWeight: 600,
  ...focusRing,
} as const;

export function HomePage({ lang }: { lang: Locale }) {
  const { t } = useTranslation('shell');
  // The agency's own phrases, else the shell's (i18next's fallback keys).
  const title = t(['site:site.hero.title', 'home.title']);
  const subtitle = t(['site:site.hero.subtitle', 'home.intro']);
  usePageMeta({ title, description: subtitle, canonical: buildPath('home', lang) });
  const offer = buildPath('search', lang);
  return (
    <section aria-labelledby="home-title" css={{ padding: `${space(10)} 0`, textAlign: 'center' }}>
      <h1 id="home-title" css={{ fontSize: '2rem', [mq('md')]: { fontSize: '2.75rem' } }}>
        {title}
      </h1>
      <p css={{ fontSize: '1.15rem', color: colors.muted, marginBottom: space(8) }}>{subtitle}</p>
      <div css={{ display: 'flex', gap: space(3), justifyContent: 'center', flexWrap: 'wrap' }}>
        <Link to={`${offer}?trans=kopen`} css={cta}>
          {t('home.buy')}
        </Link>
        <Link to={`${offer}?trans=huren`} css={cta}>
          {t('home.rent')}
        </Link>
        <Link
          to={offer}
          css={{
            ...cta,
            background: colors.surface,
            color: colors.primary,
            border: `2px solid ${colors.primary}`,
          }}
        >
          {t('home.all')}
        </Link>
      </div>
    </section>
  );
}
