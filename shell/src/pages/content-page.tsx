/**
 * A content page of the site (privacy statement, terms of use) read from the API's pages by url;
 * the state lives in ./content/model. The page body is the CMS's HTML, sanitised (kit/html).
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { usePageMeta } from 'kit/seo';
import { RichText } from 'kit/html';
import { $contentPage, $contentStatus, contentPageOpened } from './content/model';

/**
 * The content page `pageKey` (its url in any language, e.g. 'privacy-statement') in `lang`: its
 * title as h1 (`fallbackTitle` until it is loaded), then its body as sanitised HTML; a status
 * line while loading and an alert when the API cannot give it.
 */
export function ContentPage({
  lang,
  pageKey,
  fallbackTitle,
  children,
}: {
  lang: Locale;
  pageKey: string;
  fallbackTitle: string;
  /** What the page shows after its body (the offices of the about-us page). */
  children?: ReactNode;
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
      <h1 css={{ overflowWrap: 'break-word', hyphens: 'auto', lineHeight: 1.2 }}>{title}</h1>
      {status === 'loading' && <p role="status">{t('page.loading')}</p>}
      {status === 'failed' && <p role="alert">{t('apiDown')}</p>}
      {status === 'done' && <RichText html={page?.body[lang] ?? ''} />}
      {children}
    </article>
  );
}
