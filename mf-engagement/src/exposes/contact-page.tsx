/**
 * Exposed module 'engagement/ContactPage': the general contact page, rendered by the
 * shell as `<ContactPage locale={lang} />` at /{lang}/{contact|kontakt}. Loads the 'engagement'
 * texts, renders under the team's emotion cache (TeamRoot) and marks its root with data-boundary="engagement".
 */
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useEngagementTexts } from '../config/i18n';
import { ContactPage as Page } from '../pages/contact-page';

/** The contact page for `locale`. */
function ContactPage({ locale }: RemotePageProps) {
  useEngagementTexts(locale);
  return (
    <TeamRoot name="engagement" boundary={false}>
      <Page locale={locale} />
    </TeamRoot>
  );
}

export default ContactPage satisfies ExposedComponent<'engagement/ContactPage'>;
