/**
 * The localized notice shown in a remote's slot when that remote cannot be loaded or crashes.
 * Rendered by the fallback runtime plugin and by the error boundary around every remote slot.
 */
import { useTranslation } from 'shared/i18n';
import { usePageMeta } from 'kit/seo';
import type { RemotePageProps } from 'shared/remote';
import { colors, radius, space, focusRing } from 'shared/ui/tokens';

/**
 * The notice in a page's slot: also titles the page "temporarily unavailable" (not indexed), so
 * the title no longer names the page before it.
 */
export function RemoteUnavailablePage({
  onRetry,
}: { onRetry?: () => void } & Partial<RemotePageProps>) {
  const { t } = useTranslation('shell');
  usePageMeta({ title: t('remote.unavailableTitle'), noindex: true });
  return <RemoteUnavailable onRetry={onRetry} />;
}

/** The notice: a localized message and a "try again" button (reloads the page by default). */
export function RemoteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div
      role="alert"
      data-testid="remote-unavailable"
      css={{
        margin: `${space(6)} auto`,
        maxWidth: '40rem',
        padding: space(6),
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
        background: colors.surfaceAlt,
        textAlign: 'center',
      }}
    >
      <p css={{ margin: 0, marginBottom: space(4) }}>{t('remote.unavailable')}</p>
      <button
        type="button"
        onClick={onRetry ?? (() => window.location.reload())}
        css={{
          padding: `${space(2)} ${space(4)}`,
          border: 0,
          borderRadius: radius,
          background: colors.primary,
          color: colors.onPrimary,
          cursor: 'pointer',
          font: 'inherit',
          ...focusRing,
        }}
      >
        {t('remote.retry')}
      </button>
    </div>
  );
}
