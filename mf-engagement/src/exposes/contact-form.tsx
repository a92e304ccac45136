/**
 * Exposed module 'engagement/ContactForm' (issue 11): the contact form other teams put on their
 * pages through `FederatedFragment` of shared/remote, with the props `ContactFormProps`
 * ({ locale, estateId?, estateTitle? }): on a detail page it is about that estate. Loads the
 * 'engagement' texts of its language and renders with the remote's emotion cache.
 */
import { CacheProvider } from '@emotion/react';
import type { ContactFormProps, ExposedComponent } from 'shared/remote';
import { useEngagementTexts } from '../config/i18n';
import { engagementCache } from '../config/emotion';
import { ContactForm as Form } from '../features/contact-form';

/** The contact form in `locale`, about `estateId` when given. */
function ContactForm({ locale, estateId, estateTitle }: ContactFormProps) {
  useEngagementTexts(locale);
  return (
    <CacheProvider value={engagementCache}>
      <Form locale={locale} estateId={estateId} estateTitle={estateTitle} />
    </CacheProvider>
  );
}

export default ContactForm satisfies ExposedComponent<'engagement/ContactForm'>;
