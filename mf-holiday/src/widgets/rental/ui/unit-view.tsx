/**
 * A rental unit's page (SPEC §2 `/{lang}/{holiday}/{rentalUnitId}`, §3 Rental unit, §5
 * fields hidden when empty): a link back to the search, the name and place, the photo gallery,
 * the facts (kind, region, municipality, maximum occupancy, bedrooms, bathrooms, floor, building,
 * garage, the Flemish tourism registration number), the description and the costs (SPEC §9
 * money), and beside them what the slot's provider offers to book or ask (`booking`). Loading,
 * not found and failure states. Used by every provider of the `holiday` slot.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'shared/router';
import { useUnit } from 'shared/effector';
import { formatMoney, localized } from 'shared/format';
import { buildPath } from 'shared/routes';
import { HydrateWhenVisible } from 'shared/remote';
import { usePageMeta } from 'shared/seo';
import { Button } from 'shared/ui';
import { colors, focusRing, mq, radius, space } from 'shared/ui/tokens';
import { LOCALES, type Locale, type RentalUnit } from 'shared/domain';
import {
  $rentalUnit,
  $rentalUnitStatus,
  PUBLIC_API_BASE,
  rentalPhotoUrl,
  rentalUnitName,
  rentalUnitPageClosed,
  rentalUnitPageOpened,
  rentalUnitPlace,
  useRentalT,
} from '#holiday/entities/rental-unit';
import { RentalPhotoGallery } from './photo-gallery';

/** Props of RentalUnitView. */
export interface RentalUnitViewProps {
  locale: Locale;
  /** The id of the URL (`rentalUnitId`), as text. */
  id: string;
  /** What the provider offers beside the unit (calendar and request, or an enquiry). */
  booking: (unit: RentalUnit) => ReactNode;
}

const boxStyle = { padding: `${space(12)} ${space(4)}`, textAlign: 'center' } as const;

/** True when a fact is shown: not empty, null, '', 0 or false (SPEC §5). */
const shown = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && value !== 0 && value !== false;

/** The facts list: label and value pairs, empty ones left out (SPEC §5). */
function Facts({ unit, locale }: { unit: RentalUnit; locale: Locale }) {
  const t = useRentalT(locale);
  const g = unit.general;
  const rows: [string, unknown, ReactNode][] = [
    [t('unit.kind'), localized(g.subKind.name, locale), localized(g.subKind.name, locale)],
    [t('unit.location'), localized(g.location.name, locale), localized(g.location.name, locale)],
    [
      t('unit.city'),
      localized(g.city.name, locale),
      `${g.city.zip} ${localized(g.city.name, locale)}`,
    ],
    [
      t('unit.maxOccupation'),
      g.maxOccupation,
      t('unit.maxOccupationValue', { count: g.maxOccupation }),
    ],
    [t('unit.bedrooms'), unit.rooms.bedrooms, unit.rooms.bedrooms],
    [t('unit.bathrooms'), unit.rooms.bathrooms, unit.rooms.bathrooms],
    [t('unit.floor'), g.floor, g.floor],
    [t('unit.building'), g.building?.name, g.building?.name],
    [t('unit.garage'), g.garage, t('unit.yes')],
    [t('unit.tourismRegistration'), g.tourismRegistration, g.tourismRegistration],
  ];
  return (
    <dl
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gap: `${space(2)} ${space(4)}`,
        margin: 0,
        '& dt': { color: colors.muted },
        '& dd': { margin: 0, fontWeight: 600 },
      }}
    >
      {rows
        .filter(([, value]) => shown(value))
        .map(([label, , text]) => (
          <div key={label} css={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The unit's costs besides the rent, in euro (SPEC §9). */
function Costs({ unit, locale }: { unit: RentalUnit; locale: Locale }) {
  const t = useRentalT(locale);
  const rows: [string, number][] = [
    [t('unit.deposit'), unit.costs.deposit],
    [t('unit.cleaning'), unit.costs.cleaning],
    [t('unit.energyPerNight'), unit.costs.energyPerNight],
  ];
  return (
    <dl
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 2fr) auto',
        gap: `${space(2)} ${space(4)}`,
        margin: 0,
      }}
    >
      {rows
        .filter(([, value]) => shown(value))
        .map(([label, value]) => (
          <div key={label} css={{ display: 'contents' }}>
            <dt css={{ color: colors.muted }}>{label}</dt>
            <dd css={{ margin: 0, fontWeight: 600, textAlign: 'right' }}>{formatMoney(value)}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The page of one unit, or its loading, not-found or failure state. */
export function RentalUnitView({ locale, id, booking }: RentalUnitViewProps) {
  const t = useRentalT(locale);
  const [unit, status, opened, closed] = useUnit([
    $rentalUnit,
    $rentalUnitStatus,
    rentalUnitPageOpened,
    rentalUnitPageClosed,
  ]);
  useEffect(() => {
    opened({ id, locale });
  }, [id, locale, opened]);
  useEffect(() => () => closed(), [closed]);

  const name = unit ? rentalUnitName(unit, locale) : '';
  usePageMeta(
    status === 'notFound'
      ? { title: t('unit.notFoundTitle'), noindex: true }
      : status === 'error'
        ? { title: t('unit.errorTitle'), noindex: true }
        : unit
          ? {
              title: `${name} – ${localized(unit.general.city.name, locale)}`,
              description: t('unit.metaDescription', {
                name,
                city: localized(unit.general.city.name, locale),
                persons: t('card.persons', { count: unit.general.maxOccupation }),
                bedrooms: t('card.bedrooms', { count: unit.rooms.bedrooms }),
              }),
              canonical: buildPath('holiday', locale, { rentalUnitId: unit.id }),
              alternates: Object.fromEntries(
                LOCALES.map((l) => [l, buildPath('holiday', l, { rentalUnitId: unit.id })]),
              ),
            }
          : null,
  );

  const back = (
    <Link
      to={buildPath('holidaySearch', locale)}
      css={{ color: colors.primary, fontWeight: 600, ...focusRing }}
    >
      {t('unit.back')}
    </Link>
  );
  if (status === 'notFound') {
    return (
      <section aria-labelledby="rental-not-found" css={boxStyle}>
        <h1 id="rental-not-found">{t('unit.notFoundTitle')}</h1>
        <p>{t('unit.notFound')}</p>
        {back}
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section role="alert" aria-labelledby="rental-error" css={boxStyle}>
        <h1 id="rental-error">{t('unit.errorTitle')}</h1>
        <p>{t('unit.error')}</p>
        <Button onClick={() => opened({ id, locale })}>{t('unit.retry')}</Button>
      </section>
    );
  }
  if (!unit) {
    return (
      <div
        role="status"
        aria-live="polite"
        aria-busy="true"
        css={{ ...boxStyle, minHeight: '60vh', color: colors.muted }}
      >
        {t('unit.loading')}
      </div>
    );
  }
  const description = localized(unit.general.description, locale);
  const photos = unit.photos.map((photo) => ({
    src: rentalPhotoUrl(PUBLIC_API_BASE, photo.medium),
    thumbnail: rentalPhotoUrl(PUBLIC_API_BASE, photo.thumbnail),
    full: rentalPhotoUrl(PUBLIC_API_BASE, photo.original),
  }));
  return (
    <article>
      <p css={{ margin: `0 0 ${space(3)}` }}>{back}</p>
      <h1 css={{ margin: 0, fontSize: '1.75rem', [mq('md')]: { fontSize: '2.25rem' } }}>{name}</h1>
      <p css={{ margin: `${space(1)} 0 0`, color: colors.muted, fontSize: '1.1rem' }}>
        {rentalUnitPlace(unit, locale)}
      </p>
      <div
        css={{
          display: 'grid',
          gap: space(8),
          gridTemplateColumns: 'minmax(0, 1fr)',
          [mq('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <div>
          <RentalPhotoGallery photos={photos} name={name} locale={locale} />
          {/* Text without controls: it hydrates as the visitor nears it, not before the gallery
              and the booking panel are live. */}
          <HydrateWhenVisible>
            <section aria-labelledby="rental-facts" css={{ marginTop: space(6) }}>
              <h2 id="rental-facts" css={{ fontSize: '1.35rem' }}>
                {t('unit.facts')}
              </h2>
              <Facts unit={unit} locale={locale} />
            </section>
            {description && (
              <section aria-labelledby="rental-description" css={{ marginTop: space(6) }}>
                <h2 id="rental-description" css={{ fontSize: '1.35rem' }}>
                  {t('unit.description')}
                </h2>
                <p css={{ lineHeight: 1.6 }}>{description}</p>
              </section>
            )}
            <section aria-labelledby="rental-costs" css={{ marginTop: space(6) }}>
              <h2 id="rental-costs" css={{ fontSize: '1.35rem' }}>
                {t('unit.costs')}
              </h2>
              <Costs unit={unit} locale={locale} />
            </section>
          </HydrateWhenVisible>
        </div>
        <div
          css={{
            marginTop: space(4),
            padding: space(4),
            border: `1px solid ${colors.border}`,
            borderRadius: radius,
            alignSelf: 'start',
          }}
        >
          {booking(unit)}
        </div>
      </div>
    </article>
  );
}
