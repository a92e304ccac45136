/**
 * The card of a rental unit in the holiday search: its first photo, its name linking
 * to the unit's page, the place, persons and bedrooms, and the lowest price of the chosen period
 * (SPEC §9 money). The whole card is clickable through its one link.
 */
import type { Ref } from 'react';
import { Link } from 'shared/router';
import { buildPath } from 'shared/routes';
import { formatMoney } from 'shared/format';
import { colors, radius, space } from 'shared/ui/tokens';
import type { Locale } from 'shared/domain';
import type { RentalUnit } from 'api/contract';
import { rentalUnitName, rentalUnitPlace, useRentalT } from '#holiday/entities/rental-unit';

/** Props of RentalUnitCard. */
export interface RentalUnitCardProps {
  unit: RentalUnit;
  locale: Locale;
  /** The address of the unit's first photo (thumbnail size or larger), or null for none. */
  photoUrl: string | null;
  /** Loads the photo at once (the first row); else lazily. */
  eagerImage?: boolean;
  /** Ref to the card's link (focus after "load more"). */
  linkRef?: Ref<HTMLAnchorElement>;
}

/** Renders the card as an article with an h3. */
export function RentalUnitCard({
  unit,
  locale,
  photoUrl,
  eagerImage,
  linkRef,
}: RentalUnitCardProps) {
  const t = useRentalT(locale);
  const name = rentalUnitName(unit, locale);
  const price = unit.lowestPrice;
  return (
    <article
      css={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
        overflow: 'hidden',
        background: colors.surface,
        '&:focus-within': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
      }}
    >
      {photoUrl ? (
        <img
          src={photoUrl}
          alt=""
          width={370}
          height={250}
          loading={eagerImage ? 'eager' : 'lazy'}
          css={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '370 / 250',
            objectFit: 'cover',
          }}
        />
      ) : (
        <div aria-hidden="true" css={{ aspectRatio: '370 / 250', background: colors.surfaceAlt }} />
      )}
      <div
        css={{
          padding: space(4),
          display: 'flex',
          flexDirection: 'column',
          gap: space(1),
          flex: 1,
        }}
      >
        <h3 css={{ margin: 0, fontSize: '1.1rem' }}>
          <Link
            ref={linkRef}
            to={buildPath('holiday', locale, { rentalUnitId: unit.id })}
            css={{
              color: colors.text,
              textDecoration: 'none',
              outline: 'none',
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {name}
          </Link>
        </h3>
        <p css={{ margin: 0, color: colors.muted }}>{rentalUnitPlace(unit, locale)}</p>
        <p css={{ margin: 0 }}>
          {t('card.persons', { count: unit.general.maxOccupation })}
          {unit.rooms.bedrooms > 0 && <> · {t('card.bedrooms', { count: unit.rooms.bedrooms })}</>}
        </p>
        <p
          css={{ margin: `auto 0 0`, paddingTop: space(2), fontWeight: 700, color: colors.primary }}
        >
          {price ? (
            <>
              {t('card.from', { price: formatMoney(price.price) })}{' '}
              <span css={{ fontWeight: 400, color: colors.muted }}>
                {t(`period.per${price.type}`)}
              </span>
            </>
          ) : (
            <span css={{ fontWeight: 400, color: colors.muted }}>{t('card.noFreePeriod')}</span>
          )}
        </p>
      </div>
    </article>
  );
}
