/**
 * Videos, virtual visits and documents of an estate (SPEC §3 videos: type id above 0, type 2 the
 * main tour; files).
 */
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { lineLink, space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import type { MediaView } from '../lib/estate-view';

const sectionStyle = { margin: `${space(6)} 0` } as const;
const linkStyle = lineLink;

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
