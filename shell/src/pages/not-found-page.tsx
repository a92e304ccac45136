/** The localized "page not found" page for paths of no known route. */
import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { usePageMeta } from 'shared/seo';
import { colors } from 'shared/ui/tokens';

export function NotFoundPage({ lang }: { lang: Locale }) {
  const { t } = useTranslation('shell');
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
