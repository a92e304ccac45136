/**
 * The description of an estate (SPEC §3 general.description) in the page's language: the CMS's
 * HTML sanitised (kit/html) when it carries markup, else its paragraphs as plain text.
 */
import { useTranslation } from 'shared/i18n';
import type { Estate, Locale } from 'shared/domain';
import { localized } from 'shared/format';
import { hasMarkup, RichText } from 'kit/html';
import { space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { paragraphs } from '../lib/estate-view';

/** Renders the section (h2 "Description"), or nothing when the estate has none in `locale`. */
export function DescriptionSection({ estate, locale }: { estate: Estate; locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const text = localized(estate.general.description, locale);
  const html = hasMarkup(text);
  const lines = html ? [] : paragraphs(text);
  if (!html && lines.length === 0) return null;
  return (
    <section aria-labelledby="detail-description-heading" css={{ margin: `${space(6)} 0` }}>
      <h2 id="detail-description-heading">{t('description.heading')}</h2>
      {html ? (
        <RichText html={text} />
      ) : (
        lines.map((paragraph, i) => (
          <p key={i} css={{ lineHeight: 1.6, maxWidth: '70ch' }}>
            {paragraph}
          </p>
        ))
      )}
    </section>
  );
}
