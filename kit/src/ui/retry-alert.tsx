/**
 * The alert of a part of a page whose data could not be loaded (search results, favourites,
 * holiday rentals): what failed, in the part's own words, and a "Try again" button. It is an
 * `alert` (WCAG 2.2 AA 4.1.3: announced when it appears) and leaves the focus where it is; the
 * button's words are kit/ui's, in the page's language.
 */
import type { Locale } from 'shared/domain';
import { colors, radius, space } from 'shared/ui/tokens';
import { Button } from 'kit/ui/button';
import { useSharedUiT } from './i18n';

/** Props of RetryAlert. */
export interface RetryAlertProps {
  /** The page's language (of the button's words). */
  locale: Locale;
  /** What could not be loaded, in the page's language (e.g. "Your favourites could not be…"). */
  message: string;
  /** The visitor asked to load again. */
  onRetry: () => void;
}

/** The "could not be loaded" alert with its retry button (see the module's comment). */
export function RetryAlert({ locale, message, onRetry }: RetryAlertProps) {
  const t = useSharedUiT(locale);
  return (
    <div
      role="alert"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: space(3),
        padding: space(4),
        marginBottom: space(6),
        border: `1px solid ${colors.danger}`,
        borderRadius: radius,
        color: colors.danger,
      }}
    >
      <p css={{ margin: 0, flex: '1 1 16rem' }}>{message}</p>
      <Button variant="secondary" onClick={() => onRetry()}>
        {t('alert.retry')}
      </Button>
    </div>
  );
}
