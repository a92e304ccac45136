/** Similar estates of the estate on screen (SPEC §2 /{lang}/ajax/similar-estate/{estateId}). */
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { EstateCard, EstateGrid, EstateGridItem } from 'kit/ui';
import { space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { $similarEstates } from '../model';

const sectionStyle = { margin: `${space(6)} 0` } as const;

/**
 * Up to four estates similar to the one on screen (from `$similarEstates`) as cards (shared
 * EstateCard); nothing when there are none.
 */
export function SimilarEstates({ locale }: { locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const estates = useUnit($similarEstates);
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
