/**
 * The page at `/{lang}/{cancel-appointment}/{appointmentId}` for a market whose appointments go
 * through viewing requests: such an office has no cancel links (it agrees on a time by
 * phone or e-mail), so a visitor who reaches this path (an old link of another module, a typed
 * address) is told to contact the office, with its phone number (the site's, from the bus) and a
 * link to the contact page. Nothing is read or changed.
 */
import { Link } from 'shared/router';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { shell } from 'shared/bus';
import { buildPath } from 'shared/routes';
import { usePageMeta } from 'kit/seo';
import { colors, focusRing } from 'shared/ui/tokens';
import { VIEWING_REQUEST_NAMESPACE } from '#viewing-request/config/i18n';

/** The explanation page in `locale`. */
export function CancelAppointmentPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation(VIEWING_REQUEST_NAMESPACE, { lng: locale });
  const site = useUnit(shell.$site);
  usePageMeta({ title: t('cancel.title'), noindex: true });
  const linkStyle = { color: colors.primary, fontWeight: 600, ...focusRing } as const;
  return (
    <div data-boundary="viewing_request">
      <h1 css={{ marginTop: 0 }}>{t('cancel.title')}</h1>
      <p css={{ maxWidth: '42rem' }}>{t('cancel.body')}</p>
      {site?.phone && (
        <p>
          <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`} css={linkStyle}>
            {t('cancel.phone', { phone: site.phone })}
          </a>
        </p>
      )}
      <p>
        <Link to={buildPath('contact', locale)} css={linkStyle}>
          {t('cancel.contact')}
        </Link>
      </p>
    </div>
  );
}
