/**
 * The about-us page: the CMS page 'about-us' (sanitised HTML, as the other content pages) and the
 * agency's offices from the API's entity 'offices', each with its address and phone.
 */
import { useEffect } from 'react';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { colors, space } from 'shared/ui/tokens';
import { ContentPage } from '../content-page';
import { CONTENT_NAMESPACE, useContentTexts } from '../content-texts';
import { $offices, aboutPageOpened } from './model';

/** The offices as a section (h2) of addresses; nothing while there are none. */
function Offices({ lang }: { lang: Locale }) {
  useContentTexts(lang);
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const [offices, opened] = useUnit([$offices, aboutPageOpened]);
  useEffect(() => {
    opened();
  }, [opened]);
  if (offices.length === 0) return null;
  return (
    <section aria-labelledby="about-offices" css={{ marginTop: space(6) }}>
      <h2 id="about-offices">{t('about.offices')}</h2>
      <ul
        css={{
          listStyle: 'none',
          padding: 0,
          display: 'grid',
          gap: space(4),
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))',
        }}
      >
        {offices.map((office) => (
          <li key={office.id}>
            <address css={{ fontStyle: 'normal', lineHeight: 1.6 }}>
              <strong>{office.name}</strong>
              {office.address && (
                <>
                  <br />
                  {office.address}
                </>
              )}
              {office.phone && (
                <>
                  <br />
                  {t('about.phone')}{' '}
                  <a
                    href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}
                    css={{ color: colors.primary }}
                  >
                    {office.phone}
                  </a>
                </>
              )}
            </address>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The about-us page in `lang`. */
export function AboutPage({ lang }: { lang: Locale }) {
  useContentTexts(lang);
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <ContentPage lang={lang} pageKey="about-us" fallbackTitle={t('about.title')}>
      <Offices lang={lang} />
    </ContentPage>
  );
}
