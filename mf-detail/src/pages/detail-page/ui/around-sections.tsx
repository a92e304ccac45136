/**
 * Sections around the estate's own fields: videos and virtual visits, documents (SPEC §3 videos,
 * files), the sales representative's card (GET contact-info), estate collections and similar
 * estates (the shared EstateCard).
 */
import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import type { ContactInfo, Estate, EstateCollection, Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { localized } from 'shared/format';
import { EstateCard, EstateGrid, EstateGridItem } from 'shared/ui';
import { colors, focusRing, space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '../../../config/i18n';
import type { MediaView } from '../lib/estate-view';

const sectionStyle = { margin: `${space(6)} 0` } as const;
const linkStyle = { color: colors.primary, fontWeight: 600, ...focusRing } as const;

/** Videos, virtual visits (type 2 is the main tour) and documents; nothing when there are none. */
export function MediaSection({ media, locale }: { media: MediaView; locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  return (
    <>
      {(media.tour || media.videos.length > 0) && (
        <section aria-labelledby="detail-media-heading" css={sectionStyle}>
          <h2 id="detail-media-heading">{t('media.heading')}</h2>
          <ul>
            {media.tour && (
              <li>
                <a href={media.tour} target="_blank" rel="noopener noreferrer" css={linkStyle}>
                  {t('media.tour')}
                </a>
              </li>
            )}
            {media.videos.map((link, i) => (
              <li key={link}>
                <a href={link} target="_blank" rel="noopener noreferrer" css={linkStyle}>
                  {t('media.video', { index: i + 1 })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {media.documents.length > 0 && (
        <section aria-labelledby="detail-documents-heading" css={sectionStyle}>
          <h2 id="detail-documents-heading">{t('documents.heading')}</h2>
          <ul>
            {media.documents.map((doc) => (
              <li key={doc.link}>
                <a href={doc.link} target="_blank" rel="noopener noreferrer" css={linkStyle}>
                  {doc.label || t('documents.document')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** The sales representative's card: name, phone, mobile and e-mail links. */
export function ContactCard({ contact, locale }: { contact: ContactInfo | null; locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
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
            alt={name}
            css={{ borderRadius: '50%' }}
          />
        )}
        <div>
          <p css={{ fontWeight: 700, margin: 0 }}>{name}</p>
          <ul css={{ listStyle: 'none', padding: 0, margin: `${space(2)} 0 0` }}>
            {contact.phone && (
              <li>
                {t('contact.phone')}:{' '}
                <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} css={linkStyle}>
                  {contact.phone}
                </a>
              </li>
            )}
            {contact.mobile && (
              <li>
                {t('contact.mobile')}:{' '}
                <a href={`tel:${contact.mobile.replace(/\s+/g, '')}`} css={linkStyle}>
                  {contact.mobile}
                </a>
              </li>
            )}
            {contact.email && (
              <li>
                {t('contact.email')}:{' '}
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

/** The estate collections the estate belongs to, each listing links to its estates. */
export function CollectionsSection({
  collections,
  locale,
}: {
  collections: EstateCollection[];
  locale: Locale;
}) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  if (collections.length === 0) return null;
  return (
    <section
      aria-labelledby="detail-collections-heading"
      className="detail-screen-only"
      css={sectionStyle}
    >
      <h2 id="detail-collections-heading">{t('collections.heading')}</h2>
      {collections.map((c) => (
        <div key={c.id}>
          <h3>{localized(c.name, locale)}</h3>
          <ul
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: space(3),
              listStyle: 'none',
              padding: 0,
            }}
          >
            {(c.estates ?? c.estateIds.map((id) => ({ id, title: {} }))).map(({ id, title }) => (
              <li key={id}>
                <Link to={buildPath('detail', locale, { estateId: id })} css={linkStyle}>
                  {localized(title, locale) || t('collections.estate', { id })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** Up to four similar estates as cards (shared EstateCard); nothing when there are none. */
export function SimilarEstates({ estates, locale }: { estates: Estate[]; locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  if (estates.length === 0) return null;
  return (
    <section
      aria-labelledby="detail-similar-heading"
      className="detail-screen-only"
      css={sectionStyle}
    >
      <h2 id="detail-similar-heading">{t('similar.heading')}</h2>
      <EstateGrid>
        {estates.map((estate) => (
          <EstateGridItem key={estate.id}>
            <EstateCard estate={estate} locale={locale} headingLevel={3} />
          </EstateGridItem>
        ))}
      </EstateGrid>
    </section>
  );
}
