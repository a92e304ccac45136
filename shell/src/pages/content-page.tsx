/**
 * A content page of the site (privacy statement, terms of use) read from the API's pages by url;
 * the state lives in ./content/model.
 */
import { useEffect } from 'react';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { usePageMeta } from 'shared/seo';
import { $contentPage, $contentStatus, contentPageOpened } from './content/model';

export function ContentPage({
  lang,
  pageKey,
  fallbackTitle,
}: {
  lang: Locale;
  pageKey: string;
  fallbackTitle: string;
}) {
  const { t } = useTranslation('shell');
  const [page, status, opened] = useUnit([$contentPage, $contentStatus, contentPageOpened]);
  useEffect(() => {
    opened({ pageKey, lang });
  }, [opened, pageKey, lang]);

  const title = (status === 'done' && page?.title[lang]) || fallbackTitle;
  usePageMeta({ title });
  return (
    <article aria-busy={status === 'loading'} css={{ maxWidth: '48rem', lineHeight: 1.6 }}>
      <h1>{title}</h1>
      {status === 'loading' && <p role="status">{t('page.loading')}</p>}
      {status === 'failed' && <p role="alert">{t('apiDown')}</p>}
      {status === 'done' &&
        (page?.body[lang] ?? '').split(/\n{2,}/).map((paragraph, i) => <p key={i}>{paragraph}</p>)}
    </article>
  );
}
