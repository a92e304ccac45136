/**
 * Exposed module 'detail/DetailPage' (federation name 'detail'): the detail page of a property,
 * a project or a unit (SPEC §2 `/{lang}/{offer}/{estateId}[/{slug}[/{entityId}]]`).
 * The shell renders it as `<DetailPage locale={lang} />` inside its router, layout and error
 * boundary. Registers the 'detail' i18next namespace and renders under the remote's own emotion
 * cache (key 'detail') in a root element marked `data-boundary="detail"`. Its server build's twin,
 * detail-page.server.tsx, adds the page's server preparation (server rendering).
 */
import { use } from 'react';
import { Global } from '@emotion/react';
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useDetailTexts } from '../config/i18n';
import { loadFieldLabels } from '../entities/estate';
import { DetailPage as Page } from '../pages/detail-page';

/**
 * Print and phone rules of the page: on paper the gallery controls, the map, collections and
 * similar estates are left out and the key facts stay; on a phone long values wrap (the call
 * bar keeps its own room at the page's end).
 */
const pageStyles = {
  '@media print': {
    '[data-boundary="detail"] .photo-gallery-control, [data-boundary="detail"] .detail-screen-only, [data-boundary="detail"] [role="tablist"], [data-boundary="detail"] button:not(.photo-gallery-main)':
      { display: 'none !important' },
    '[data-boundary="detail"] [role="tabpanel"][hidden]': { display: 'block !important' },
    '[data-boundary="detail"] .detail-key-facts': { breakInside: 'avoid' },
    '[data-boundary="detail"] a[href^="http"]::after': { content: '" (" attr(href) ")"' },
  },
  '[data-boundary="detail"] dd': { overflowWrap: 'anywhere' },
} as const;

/**
 * The detail page for `locale` (the language of the URL). It waits for its texts and for the
 * display fields' labels of that language, which its model reads synchronously.
 */
function DetailPage({ locale }: RemotePageProps) {
  useDetailTexts(locale);
  use(loadFieldLabels(locale));
  return (
    <TeamRoot name="detail">
      <Global styles={pageStyles} />
      <Page locale={locale} />
    </TeamRoot>
  );
}

export default DetailPage satisfies ExposedComponent<'detail/DetailPage'>;
