/**
 * Under a sold, rented or taken-over estate: an invitation to the owner of a similar property to
 * ask for a free valuation, linking to the market's valuation page (none when the market has no
 * such page).
 */
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import { shell } from 'shared/bus';
import type { Estate, Locale } from 'shared/domain';
import { isClosedStatus, statusOfTransaction } from 'shared/estate';
import { Link } from 'shared/router';
import { buildPath } from 'shared/routes';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';

/** The invitation for `estate` in `locale`, or nothing for an estate still on offer. */
export function ValuationTeaser({ estate, locale }: { estate: Estate; locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const routes = useUnit(shell.$composedRoutes);
  if (!routes.includes('valuation')) return null;
  if (!isClosedStatus(statusOfTransaction(estate.general.transaction?.id))) return null;
  return (
    <aside
      aria-labelledby="valuation-teaser"
      css={{
        margin: `${space(8)} 0`,
        padding: space(5),
        borderRadius: radius,
        background: colors.surfaceAlt,
        maxWidth: '42rem',
      }}
    >
      <h2 id="valuation-teaser" css={{ margin: `0 0 ${space(2)}`, fontSize: '1.25rem' }}>
        {t('valuation.heading')}
      </h2>
      <p css={{ margin: `0 0 ${space(3)}` }}>{t('valuation.text')}</p>
      <Link
        to={buildPath('valuation', locale)}
        css={{ color: colors.primary, fontWeight: 600, ...focusRing }}
      >
        {t('valuation.link')}
      </Link>
    </aside>
  );
}
