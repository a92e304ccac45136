/**
 * Exposed module 'detail/DetailPage' (federation name 'detail'): the detail page of a property,
 * a project or a unit (SPEC §2 `/{lang}/{offer}/{estateId}[/{slug}[/{entityId}]]`).
 * The shell renders it as `<DetailPage locale={lang} />` inside its router, layout and error
 * boundary. Registers the 'detail' i18next namespace and renders under the remote's own emotion
 * cache (key 'detail') in a root element marked `data-boundary="detail"`.
 */
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import type { RemotePageProps } from 'shared/remote';
import { registerDetailNamespace } from '../config/i18n';
import { DetailPage as Page } from '../pages/detail-page/ui/detail-page';

/** The emotion cache of this remote: its class names start with 'detail-'. */
const cache = createCache({ key: 'detail' });

/** The detail page for `locale` (the language of the URL). */
export default function DetailPage({ locale }: RemotePageProps) {
  registerDetailNamespace();
  return (
    <CacheProvider value={cache}>
      <div data-boundary="detail">
        <Page locale={locale} />
      </div>
    </CacheProvider>
  );
}
