/**
 * The bar a phone keeps at the bottom of a detail page: "Call" (the estate's contact, else the
 * agency) and "Ask a question" (the contact form on the page). Hidden from the two-column width
 * up, where the contact column stays in view instead.
 */
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import { shell } from 'shared/bus';
import type { Locale } from 'shared/domain';
import { breakpoints, colors, focusRing, space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { $contactInfo } from '../model';

/** The `tel:` address of a phone number as people write it ('09 123 45 67' -> 'tel:091234567'). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

const buttonStyle = {
  flex: '1 1 0',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '48px',
  padding: `${space(2)} ${space(3)}`,
  borderRadius: '6px',
  fontWeight: 700,
  textDecoration: 'none',
  textAlign: 'center',
  ...focusRing,
} as const;

/**
 * Renders the bar, fixed to the bottom of the screen below the two-column width, with "Call"
 * when the estate's contact or the agency has a phone (mobile first) and "Ask a question" to
 * `#${questionId}`.
 * @param questionId the id of the element that holds the page's contact form
 */
export function CallBar({ locale, questionId }: { locale: Locale; questionId: string }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const [contact, site] = useUnit([$contactInfo, shell.$site]);
  const phone = contact?.mobile || contact?.phone || site?.phone || '';
  return (
    <div
      data-call-bar=""
      data-testid="detail-call-bar"
      css={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 20,
        display: 'flex',
        gap: space(2),
        padding: `${space(2)} ${space(3)} calc(${space(2)} + env(safe-area-inset-bottom, 0px))`,
        background: colors.surface,
        borderTop: `1px solid ${colors.border}`,
        boxShadow: '0 -4px 12px rgba(29, 35, 43, 0.12)',
        [`@media (min-width: ${breakpoints.lg}px)`]: { display: 'none' },
        '@media print': { display: 'none' },
      }}
    >
      {phone && (
        <a
          href={telHref(phone)}
          css={{ ...buttonStyle, background: colors.primary, color: colors.onPrimary }}
        >
          {t('cta.call')}
        </a>
      )}
      <a
        href={`#${questionId}`}
        css={{
          ...buttonStyle,
          border: `2px solid ${colors.primary}`,
          background: colors.surface,
          color: colors.primary,
        }}
      >
        {t('cta.question')}
      </a>
    </div>
  );
}
