/**
 * Exposed module 'engagement/ContactPage' (issue 11): the general contact page, rendered by the
 * shell as `<ContactPage locale={lang} />` at /{lang}/{contact|kontakt}. Loads the 'engagement'
 * texts, gives the remote its emotion cache and marks its root with data-boundary="engagement".
 */
import { CacheProvider } from '@emotion/react';
import type { ExposedComponent, RemotePageProps } from 'shared/remote';
import { useEngagementTexts } from '../config/i18n';
import { engagementCache } from '../config/emotion';
import { ContactPage as Page } from '../pages/contact-page';

/** The contact page for `locale`. */
function ContactPage({ locale }: RemotePageProps) {
  useEngagementTexts(locale);
  return (
    <CacheProvider value={engagementCache}>
      <Page locale={locale} />
    </CacheProvider>
  );
}

export default ContactPage satisfies ExposedComponent<'engagement/ContactPage'>;
