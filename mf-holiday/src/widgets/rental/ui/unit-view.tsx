/**
 * A rental unit's page (SPEC §2 `/{lang}/{holiday}/{rentalUnitId}`, §3 Rental unit, §5 fields
 * hidden when empty), laid out to sell as an estate's detail page does: at the top the name, the
 * rent from (the lowest free period, per week first), the place and a bar of key facts (persons,
 * bedrooms, bathrooms); the photo gallery beside them on a wide screen; a column that stays in
 * view there with "Request a stay", "Ask a question" and the agency's phone and e-mail; then the
 * description, what the slot's provider offers to book or ask (`booking`), and the costs and all
 * the facts folded. A phone keeps a bar with "Call" and "Request a stay" at the bottom. Loading,
 * not found and failure states. Used by every provider of the `holiday` slot.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'shared/router';
import { useUnit } from 'shared/effector';
import { shell } from 'shared/bus';
import { formatMoney, labelled, localized } from 'shared/format';
import { buildPath } from 'shared/routes';
import { HydrateWhenVisible } from 'kit/ui/hydrate-when-visible';
import { usePageMeta } from 'kit/seo';
import { Button, buttonLook } from 'kit/ui/button';
import { colors, focusRing, mq, radius, space, visuallyHidden } from 'shared/ui/tokens';
import { CallBar, detailLayoutStyle, FactsBar, Fold, telHref, type FactsBarItem } from 'kit/ui';
import { LOCALES, type Locale } from 'shared/domain';
import type { RentalUnit } from 'api/contract';
import {
  $rentalUnit,
  $rentalUnitStatus,
  PUBLIC_API_BASE,
  pricesFrom,
  rentalPhotoUrl,
  rentalUnitName,
  rentalUnitPageClosed,
  rentalUnitPageOpened,
  rentalUnitPlace,
  useRentalT,
} from '#holiday/entities/rental-unit';
import { RentalPhotoGallery } from './photo-gallery';

/** The id of the part that holds the provider's booking or enquiry, the calls to action's target. */
export const BOOKING_ID = 'rental-booking';

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

/**
 * The headline rent: the lowest free period's rent of the first kind with one (a week before a
 * midweek), then the other kinds' on one line; "No free period" when none is free.
 */
function Price({ unit, locale }: { unit: RentalUnit; locale: Locale }) {
  const t = useRentalT(locale);
  const [first, ...others] = pricesFrom(unit);
  if (!first) {
    return (
      <p data-testid="rental-price" css={{ margin: `${space(2)} 0`, fontSize: '1.25rem' }}>
        <span css={visuallyHidden}>{labelled(t('unit.price'), locale)} </span>
        {t('card.noFreePeriod')}
      </p>
    );
  }
  return (
    <>
      <p
        data-testid="rental-price"
        css={{
          margin: `${space(2)} 0 ${space(1)}`,
          fontSize: 'clamp(1.625rem, 1.25rem + 1.5vw, 2rem)',
          fontWeight: 800,
          lineHeight: 1.15,
          color: colors.primary,
        }}
      >
        <span css={visuallyHidden}>{labelled(t('unit.price'), locale)} </span>
        {t('card.from', { price: formatMoney(first.price) })}{' '}
        <span
          css={{
            display: 'inline-block',
            fontSize: '1.125rem',
            fontWeight: 600,
            color: colors.muted,
            whiteSpace: 'nowrap',
          }}
        >
          {t(`period.per${first.type}`)}
        </span>
      </p>
      {others.length > 0 && (
        <ul
          data-testid="rental-other-prices"
          aria-label={t('unit.otherPrices')}
          css={{
            // Wraps between prices, never inside one, with no separator left at a line's end.
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: space(3),
            margin: `0 0 ${space(2)}`,
            padding: 0,
            listStyle: 'none',
            color: colors.muted,
          }}
        >
          {others.map((p) => (
            <li key={p.type} css={{ whiteSpace: 'nowrap' }}>
              {`${t(`period.${p.type}`)} ${t('card.from', { price: formatMoney(p.price) })}`}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The bar of key facts: persons, bedrooms, bathrooms and a garage, those the unit has. */
function KeyFacts({ unit, locale }: { unit: RentalUnit; locale: Locale }) {
  const t = useRentalT(locale);
  const items: FactsBarItem[] = [];
  if (unit.general.maxOccupation > 0) {
    items.push({ id: 'persons', text: t('card.persons', { count: unit.general.maxOccupation }) });
  }
  if (unit.rooms.bedrooms > 0) {
    items.push({ id: 'bedrooms', text: t('card.bedrooms', { count: unit.rooms.bedrooms }) });
  }
  if (unit.rooms.bathrooms > 0) {
    items.push({ id: 'bathrooms', text: t('card.bathrooms', { count: unit.rooms.bathrooms }) });
  }
  if (unit.general.garage) items.push({ id: 'garage', text: t('unit.garageFact') });
  return <FactsBar label={t('unit.keyFacts')} items={items} testId="rental-key-facts" />;
}

const ctaStyle = [
  ...buttonLook('primary'),
  { textDecoration: 'none', textAlign: 'center' },
] as const;
const secondaryCtaStyle = [
  ...buttonLook('secondary'),
  { textDecoration: 'none', textAlign: 'center' },
] as const;
const contactLinkStyle = { color: colors.primary, fontWeight: 600, ...focusRing } as const;

/**
 * The column beside the page on a wide screen, in view while the visitor scrolls: "Request a
 * stay" (to the provider's booking or enquiry on the page), "Ask a question" (the agency's
 * contact page) and the agency's name, phone and e-mail.
 */
function ActionColumn({ locale }: { locale: Locale }) {
  const t = useRentalT(locale);
  const site = useUnit(shell.$site);
  return (
    <div
      data-testid="rental-aside"
      css={{
        gridArea: 'aside',
        alignSelf: 'start',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: space(3),
        margin: `${space(2)} 0 ${space(6)}`,
        padding: space(4),
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
        background: colors.surfaceAlt,
        [mq('lg')]: { position: 'sticky', top: space(4), margin: 0 },
      }}
    >
      <a href={`#${BOOKING_ID}`} css={ctaStyle}>
        {t('unit.request')}
      </a>
      <Link to={buildPath('contact', locale)} css={secondaryCtaStyle}>
        {t('unit.question')}
      </Link>
      {site && (site.phone || site.email) && (
        <section aria-labelledby="rental-contact-heading" css={{ overflowWrap: 'anywhere' }}>
          <h2 id="rental-contact-heading" css={{ margin: `${space(2)} 0`, fontSize: '1.125rem' }}>
            {t('unit.contact')}
          </h2>
          <p css={{ margin: 0, fontWeight: 700 }}>{site.name}</p>
          <ul css={{ listStyle: 'none', padding: 0, margin: `${space(1)} 0 0`, lineHeight: 1.6 }}>
            {site.phone && (
              <li>
                {labelled(t('unit.phone'), locale)}{' '}
                <a href={telHref(site.phone)} css={contactLinkStyle}>
                  {site.phone}
                </a>
              </li>
            )}
            {site.email && (
              <li>
                {labelled(t('unit.email'), locale)}{' '}
                <a href={`mailto:${site.email}`} css={contactLinkStyle}>
                  {site.email}
                </a>
              </li>
            )}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The phone's bar at the bottom: "Call" the agency and "Request a stay" on the page. */
function RentalCallBar({ locale }: { locale: Locale }) {
  const t = useRentalT(locale);
  const site = useUnit(shell.$site);
  return (
    <CallBar
      phone={site?.phone ?? ''}
      callLabel={t('unit.call')}
      action={{ href: `#${BOOKING_ID}`, label: t('unit.request') }}
      testId="rental-call-bar"
    />
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
    <article aria-labelledby="rental-title" css={detailLayoutStyle(photos.length > 0)}>
      <header css={{ gridArea: 'head', minWidth: 0, marginBottom: space(4) }}>
        <p css={{ margin: `0 0 ${space(2)}` }}>{back}</p>
        <h1
          id="rental-title"
          css={{
            margin: `0 0 ${space(2)}`,
            fontSize: 'clamp(1.5rem, 1rem + 1.5vw, 1.875rem)',
            lineHeight: 1.2,
          }}
        >
          {name}
        </h1>
        <Price unit={unit} locale={locale} />
        <p data-testid="rental-place" css={{ margin: 0, fontSize: '1.0625rem' }}>
          {`${unit.general.city.zip} ${rentalUnitPlace(unit, locale)}`.trim()}
        </p>
        <KeyFacts unit={unit} locale={locale} />
      </header>

      <div css={{ gridArea: 'gallery', minWidth: 0, '& > section': { marginTop: 0 } }}>
        <RentalPhotoGallery photos={photos} name={name} locale={locale} />
      </div>

      <ActionColumn locale={locale} />

      <div css={{ gridArea: 'body', minWidth: 0 }}>
        {/* Text without controls: it hydrates as the visitor nears it, not before the gallery
            and the booking panel are live. */}
        {description && (
          <HydrateWhenVisible>
            <section aria-labelledby="rental-description" css={{ marginBottom: space(6) }}>
              <h2 id="rental-description" css={{ fontSize: '1.35rem' }}>
                {t('unit.description')}
              </h2>
              <p css={{ lineHeight: 1.6, whiteSpace: 'pre-line' }}>{description}</p>
            </section>
          </HydrateWhenVisible>
        )}
        {/* What the slot's provider offers: the calendar and request, or an enquiry. */}
        <div id={BOOKING_ID} css={{ scrollMarginTop: space(4) }}>
          <div
            css={{
              padding: space(4),
              border: `1px solid ${colors.border}`,
              borderRadius: radius,
            }}
          >
            {booking(unit)}
          </div>
        </div>
        <HydrateWhenVisible>
          <div css={{ margin: `${space(6)} 0`, borderTop: `1px solid ${colors.border}` }}>
            <Fold id="rental-costs" title={t('unit.costs')}>
              <Costs unit={unit} locale={locale} />
            </Fold>
            <Fold id="rental-facts" title={t('unit.facts')}>
              <Facts unit={unit} locale={locale} />
            </Fold>
          </div>
        </HydrateWhenVisible>
      </div>
      <RentalCallBar locale={locale} />
    </article>
  );
}
