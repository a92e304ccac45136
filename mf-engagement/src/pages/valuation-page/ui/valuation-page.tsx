/**
 * The free valuation page `/{lang}/{valuation}`: what the agency offers a homeowner (a visit by an
 * agent and an estimate, free and without obligation), how it goes, and the request form.
 */
import { useTranslation } from 'shared/i18n';
import { LOCALES, type Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { usePageMeta } from 'kit/seo';
import { useUnit } from 'shared/effector';
import { shell } from 'shared/bus';
import { colors, mq, space } from 'shared/ui/tokens';
import { ENGAGEMENT_NAMESPACE } from '#engagement/config/i18n';
import { ValuationForm } from '#engagement/features/valuation-form';

/** The valuation page in `locale`. */
export function ValuationPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const site = useUnit(shell.$site);
  usePageMeta({
    title: t('valuation.title'),
    description: t('valuation.description'),
    canonical: buildPath('valuation', locale),
    alternates: Object.fromEntries(LOCALES.map((l) => [l, buildPath('valuation', l)])),
  });
  const steps = [t('valuation.step1'), t('valuation.step2'), t('valuation.step3')];
  return (
    <div data-boundary="engagement">
      <h1 css={{ marginTop: 0 }}>{t('valuation.title')}</h1>
      <div
        css={{
          display: 'grid',
          gap: space(6),
          [mq('lg')]: { gridTemplateColumns: '1fr 2fr', alignItems: 'start' },
        }}
      >
        <section aria-labelledby="valuation-how">
          <p css={{ fontSize: '1.125rem', lineHeight: 1.5, marginTop: 0 }}>
            {t('valuation.intro', { site: site?.name ?? '' })}
          </p>
          <h2 id="valuation-how">{t('valuation.how')}</h2>
          <ol css={{ paddingLeft: space(5), lineHeight: 1.6, color: colors.text }}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <ValuationForm locale={locale} />
      </div>
    </div>
  );
}
