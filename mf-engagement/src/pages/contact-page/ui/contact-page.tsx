/**
 * The general contact page `/{lang}/{contact}`: the agency's address, phone and
 * e-mail (the site of the bus), the office's opening hours and the way there (kit's
 * OfficeHours, when the site has an office), and the contact form, not about one estate.
 */
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import { LOCALES, type Locale } from 'shared/domain';
import { shell } from 'shared/bus';
import { buildPath } from 'shared/routes';
import { usePageMeta } from 'kit/seo';
import { colors, focusRing, mq, space } from 'shared/ui/tokens';
import { ENGAGEMENT_NAMESPACE } from '#engagement/config/i18n';
import { ContactForm } from '#engagement/features/contact-form';
import { OfficeHours } from 'kit/ui/office-hours';

/** The contact page in `locale`. */
export function ContactPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const site = useUnit(shell.$site);
  usePageMeta({
    title: t('contactPage.title'),
    description: t('contactPage.description'),
    canonical: buildPath('contact', locale),
    alternates: Object.fromEntries(LOCALES.map((l) => [l, buildPath('contact', l)])),
  });
  return (
    <div data-boundary="engagement">
      <h1 css={{ marginTop: 0 }}>{t('contactPage.title')}</h1>
      <div
        css={{
          display: 'grid',
          gap: space(6),
          [mq('lg')]: { gridTemplateColumns: '1fr 2fr', alignItems: 'start' },
        }}
      >
        {site && (
          <section aria-labelledby="contact-visit" css={{ marginTop: space(8) }}>
            <h2 id="contact-visit" css={{ marginTop: 0 }}>
              {t('contactPage.visit')}
            </h2>
            <address css={{ fontStyle: 'normal', lineHeight: 1.8 }}>
              <strong>{site.name}</strong>
              <br />
              {site.address[locale] ?? site.address.nl}
              <br />
              <a
                href={`tel:${site.phone.replace(/\s/g, '')}`}
                css={{ color: colors.primary, ...focusRing }}
              >
                {site.phone}
              </a>
              <br />
              <a href={`mailto:${site.email}`} css={{ color: colors.primary, ...focusRing }}>
                {site.email}
              </a>
            </address>
            {site.settings.office && (
              <div css={{ marginTop: space(4) }}>
                <OfficeHours office={site.settings.office} locale={locale} headingLevel={3} />
              </div>
            )}
          </section>
        )}
        <ContactForm locale={locale} />
      </div>
    </div>
  );
}
