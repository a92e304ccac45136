/**
 * The favourites counter of the site header: a link to the favourites page (SPEC §2) with a heart
 * and the number of favourites, named by its text, e.g. "Favourites 3" (the word is read but not
 * shown on small screens); the number follows every change, also those of other tabs.
 */
import { NavLink } from 'shared/router';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import { type FavoritesCountProps } from 'shared/remote';
import { useHydrated } from 'kit/remote';
import { buildPath } from 'shared/routes';
import { focusRing, mq, space, visuallyHidden } from 'shared/ui/tokens';
import { FAVORITES_NAMESPACE } from '#favorites/config/i18n';
import { $favoritesCount } from '#favorites/entities/favorite';
import { HeartIcon } from '#favorites/entities/favorite';

const linkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  minHeight: '44px',
  padding: `${space(2)} ${space(3)}`,
  borderRadius: '4px',
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&[aria-current="page"]': { textDecoration: 'underline', fontWeight: 700 },
  ...focusRing,
} as const;

/** Undoes `visuallyHidden` where the header has room for the word. */
const shown = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  margin: 0,
  overflow: 'visible',
  clip: 'auto',
} as const;

/**
 * The counter link. Takes the page's locale (its path words and texts); renders in the text
 * colour of its surroundings (white in the header). Its root, a span around the link, carries
 * data-boundary="favorites".
 */
export function FavoritesCount({ locale }: FavoritesCountProps) {
  const { t } = useTranslation(FAVORITES_NAMESPACE, { lng: locale });
  // Until hydrated, as the server rendered it: none (they are in local storage).
  const stored = useUnit($favoritesCount);
  const count = useHydrated() ? stored : 0;
  return (
    <span data-boundary="favorites" css={{ display: 'inline-flex' }}>
      <NavLink to={buildPath('favorites', locale)} css={linkStyle}>
        <HeartIcon filled={count > 0} />
        <span css={{ ...visuallyHidden, [mq('lg')]: shown }}>{t('count.text')}</span>{' '}
        <span
          css={{
            minWidth: '1.5rem',
            padding: `0 ${space(1)}`,
            borderRadius: '999px',
            border: '1px solid currentColor',
            textAlign: 'center',
            fontSize: '0.875rem',
            fontWeight: 700,
            lineHeight: 1.5,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {count}
        </span>
      </NavLink>
    </span>
  );
}
