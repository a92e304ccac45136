/**
 * The legal mentions of a Belgian estate agent, in the footer of every page of its market: the
 * company's legal name and number (KBO/BCE), its BIV/IPI number and supervising body, its
 * professional liability insurer and policy, and a link to the code of ethics. They come from the
 * site's settings (`settings.legal`, per agency); a site without them shows nothing.
 */
import { useTranslation } from 'shared/i18n';
import type { AgencyLegal, Locale } from 'shared/domain';
import { colors, focusRing, space } from 'shared/ui/tokens';

/** Props: the page's language and the agency's legal mentions (none: nothing is shown). */
export interface LegalMentionsProps {
  lang: Locale;
  legal: AgencyLegal | undefined;
}

/** The mentions as a small list under a heading of their own (a landmark-free footer part). */
export function LegalMentions({ lang, legal }: LegalMentionsProps) {
  const { t } = useTranslation('shell', { lng: lang });
  if (!legal) return null;
  const lines = [
    legal.legalName[lang],
    t('legal.company', { number: legal.companyNumber }),
    t('legal.agent', { number: legal.bivNumber }),
    t('legal.supervisor', {
      name: legal.supervisor.name[lang] ?? '',
      address: legal.supervisor.address[lang] ?? '',
    }),
    t('legal.insurance', { insurer: legal.insurer, policy: legal.policy }),
  ].filter(Boolean);
  const ethicsUrl = legal.ethics.url[lang];
  return (
    <section
      aria-labelledby="legal-mentions-heading"
      css={{ gridColumn: '1 / -1', fontSize: '0.875rem', color: colors.text }}
    >
      <h2 id="legal-mentions-heading" css={{ fontSize: '1rem', margin: `0 0 ${space(1)}` }}>
        {t('legal.mentions')}
      </h2>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: space(4),
          rowGap: space(1),
        }}
      >
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {ethicsUrl && (
          <li>
            <a
              href={ethicsUrl}
              rel="noopener"
              css={{ color: colors.primary, ...focusRing, display: 'inline-block' }}
            >
              {legal.ethics.label[lang]}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
