/**
 * The localized "page not found" page for paths of no known route (answered 404 by the server):
 * the notice, then the help of kit/find-your-way (a search form, the newest estates, the way
 * home).
 */
import { useEffect } from 'react';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { usePageMeta } from 'kit/seo';
import { FindYourWay } from 'kit/find-your-way';
import { $newest, notFoundPageOpened } from './model';

/** The page not found in `lang`. */
export function NotFoundPage({ lang }: { lang: Locale }) {
  const { t } = useTranslation('shell');
  usePageMeta({ title: t('notFound.title'), noindex: true });
  const [newest, opened] = useUnit([$newest, notFoundPageOpened]);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    // No space above the heading but the page's own: it starts where every page's heading does.
    <section
      aria-labelledby="not-found-title"
      css={{ paddingBottom: '3rem', '& > h1': { marginTop: 0 } }}
    >
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <FindYourWay locale={lang} estates={newest} />
    </section>
  );
}
