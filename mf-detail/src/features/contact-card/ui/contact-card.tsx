/** The sales representative's card (SPEC §3 contact fields: firstname, lastname, mobile, phone). */
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { labelled } from 'shared/format';
import { colors, focusRing, space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { $contactInfo } from '../model';

const sectionStyle = { margin: `${space(6)} 0` } as const;
const linkStyle = { color: colors.primary, fontWeight: 600, ...focusRing } as const;

/**
 * The sales representative's card of the estate on screen (from `$contactInfo`): picture, name,
 * phone, mobile and e-mail links; nothing when the estate has no contact.
 */
export function ContactCard({ locale }: { locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const contact = useUnit($contactInfo);
  if (!contact) return null;
  const name = [contact.firstname, contact.lastname].filter(Boolean).join(' ');
  return (
    <section
      aria-labelledby="detail-contact-heading"
      className="detail-key-facts"
      css={{
        ...sectionStyle,
        padding: space(4),
        background: colors.surfaceAlt,
        borderRadius: '6px',
      }}
    >
      <h2 id="detail-contact-heading">{t('contact.heading')}</h2>
      <div css={{ display: 'flex', gap: space(4), alignItems: 'center', flexWrap: 'wrap' }}>
        {contact.picture && (
          <img
            src={contact.picture}
            width={96}
            height={96}
            // Far below the first screen: not fetched (nor preloaded by the server render) before
            // the pictures the visitor sees first.
            loading="lazy"
            decoding="async"
            alt={name}
            css={{ borderRadius: '50%' }}
          />
        )}
        <div>
          <p css={{ fontWeight: 700, margin: 0 }}>{name}</p>
          <ul css={{ listStyle: 'none', padding: 0, margin: `${space(2)} 0 0` }}>
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
    </section>
  );
}
