/** The sales representative's card (SPEC §3 contact fields: firstname, lastname, mobile, phone). */
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { labelled } from 'shared/format';
import { shell } from 'shared/bus';
import { colors, focusRing, space } from 'shared/ui/tokens';
import { OfficeHours } from 'kit/ui/office-hours';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { $contactInfo } from '../model';

const linkStyle = { color: colors.primary, fontWeight: 600, ...focusRing } as const;

/**
 * The sales representative's card of the estate on screen (from `$contactInfo`): picture, name,
 * phone, mobile and e-mail links, then the office's opening hours and the way there (the site's
 * `office`, when it has one); nothing when the estate has no contact. Unframed: the page's
 * contact column frames it with its calls to action.
 */
export function ContactCard({ locale }: { locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const [contact, site] = useUnit([$contactInfo, shell.$site]);
  if (!contact) return null;
  const name = [contact.firstname, contact.lastname].filter(Boolean).join(' ');
  return (
    <section
      aria-labelledby="detail-contact-heading"
      className="detail-key-facts"
      css={{
        margin: 0,
      }}
    >
      <h2 id="detail-contact-heading" css={{ margin: `0 0 ${space(3)}`, fontSize: '1.25rem' }}>
        {t('contact.heading')}
      </h2>
      <div css={{ display: 'flex', gap: space(3), alignItems: 'flex-start' }}>
        {contact.picture && (
          <img
            src={contact.picture}
            width={56}
            height={56}
            // Far below the first screen: not fetched (nor preloaded by the server render) before
            // the pictures the visitor sees first.
            loading="lazy"
            decoding="async"
            alt={name}
            css={{ flex: 'none', borderRadius: '50%' }}
          />
        )}
        <div css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <p css={{ fontWeight: 700, margin: 0 }}>{name}</p>
          <ul css={{ listStyle: 'none', padding: 0, margin: `${space(1)} 0 0`, lineHeight: 1.5 }}>
            {contact.phone && (
              <li>
                {labelled(t('contact.phone'), locale)}{' '}
                <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} css={linkStyle}>
                  {contact.phone}
                </a>
              </li>
            )}
            {contact.mobile && (
              <li>
                {labelled(t('contact.mobile'), locale)}{' '}
                <a href={`tel:${contact.mobile.replace(/\s+/g, '')}`} css={linkStyle}>
                  {contact.mobile}
                </a>
              </li>
            )}
            {contact.email && (
              <li>
                {labelled(t('contact.email'), locale)}{' '}
                <a href={`mailto:${contact.email}`} css={linkStyle}>
                  {contact.email}
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
      {site?.settings.office && (
        // The brochure names the agent; the office's week stays on the screen.
        <div className="detail-screen-only" css={{ marginTop: space(4) }}>
          <OfficeHours
            office={site.settings.office}
            locale={locale}
            address={site.address[locale]}
            headingLevel={3}
          />
        </div>
      )}
    </section>
  );
}
