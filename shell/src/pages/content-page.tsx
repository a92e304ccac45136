/**
 * A content page of the site (privacy statement, terms of use) read from the API's pages by url.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { Locale, Page } from 'shared/domain';
import { apiFor } from 'shared/api';
import { $apiContext } from 'shared/bus';
import { usePageMeta } from 'shared/seo';

type State = { status: 'loading' } | { status: 'done'; page: Page } | { status: 'failed' };

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
  const context = useUnit($apiContext);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    apiFor(context)
      .getPageByUrl(pageKey, lang)
      .then((page) => active && setState({ status: 'done', page }))
      .catch(() => active && setState({ status: 'failed' }));
    return () => {
      active = false;
    };
  }, [context, pageKey, lang]);

  const title = state.status === 'done' ? (state.page.title[lang] ?? '') : fallbackTitle;
  usePageMeta({ title });
  return (
    <article aria-busy={state.status === 'loading'} css={{ maxWidth: '48rem', lineHeight: 1.6 }}>
      <h1>{title}</h1>
      {state.status === 'loading' && <p role="status">{t('page.loading')}</p>}
      {state.status === 'failed' && <p role="alert">{t('apiDown')}</p>}
      {state.status === 'done' &&
        (state.page.body[lang] ?? '')
          .split(/\n{2,}/)
          .map((paragraph, i) => <p key={i}>{paragraph}</p>)}
    </article>
  );
}
