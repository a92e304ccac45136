/**
 * Exposed module 'engagement/ContactForm': the contact form other teams put on their
 * pages through `FederatedFragment` of kit/remote, with the props `ContactFormProps`
 * ({ locale, estateId?, estateTitle? }): on a detail page it is about that estate. Loads the
 * 'engagement' texts of its language and renders under the team's emotion cache (TeamRoot).
 */
import { type ContactFormProps, type ExposedComponent } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useEngagementTexts } from '../config/i18n';
import { ContactForm as Form } from '../features/contact-form';

/** The contact form in `locale`, about `estateId` when given. */
function ContactForm({ locale, estateId, estateTitle }: ContactFormProps) {
  useEngagementTexts(locale);
  return (
    <TeamRoot name="engagement" boundary={false}>
      <Form locale={locale} estateId={estateId} estateTitle={estateTitle} />
    </TeamRoot>
  );
}

export default ContactForm satisfies ExposedComponent<'engagement/ContactForm'>;
