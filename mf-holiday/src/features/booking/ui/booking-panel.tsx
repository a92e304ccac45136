/**
 * What mf-holiday offers beside a unit: the availability calendar, the price summary
 * of the chosen period and the reservation request form; after a request, its confirmation (a
 * status message) and the calendar showing the period under option. Thin: reads the booking
 * model, fires its events.
 */
import { lazy, useEffect } from 'react';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import type { RentalUnit } from 'api/contract';
import { formatDate } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { Button } from 'kit/ui/button';
import { useFocusWhenShown } from 'kit/ui/form-focus';
import { HydrateWhenVisible } from 'kit/ui/hydrate-when-visible';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { HOLIDAY_NAMESPACE } from '#holiday/config/i18n';
import {
  $periods,
  $periodType,
  $periodTypes,
  $reservation,
  $selectedPeriod,
  bookingOpened,
  periodChosen,
  periodTypeChosen,
} from '../model';
import { AvailabilityCalendar } from './availability-calendar';
import { PriceSummary } from './price-summary';

// The request form (react-hook-form and the form's schema with zod, about 20 KB gzipped) is loaded
// on use, when it comes near the viewport or the visitor reaches for it (HydrateWhenVisible), not
// with the page: the visitor picks a period in the calendar first. The server renders it all the
// same (it writes the page once all of it is ready), and its HTML stays until it hydrates. The
// calendar hydrates with the page: a press on a day before it hydrated would be lost.
const ReservationForm = lazy(() =>
  import('./reservation-form').then((module) => ({ default: module.ReservationForm })),
);

/** Renders the panel for `unit`. */
export function BookingPanel({ unit, locale }: { unit: RentalUnit; locale: Locale }) {
  const { t } = useTranslation(HOLIDAY_NAMESPACE, { lng: locale });
  const [periods, types, type, selected, reservation] = useUnit([
    $periods,
    $periodTypes,
    $periodType,
    $selectedPeriod,
    $reservation,
  ]);
  const [opened, typeChosen, chosen] = useUnit([bookingOpened, periodTypeChosen, periodChosen]);
  useEffect(() => {
    opened(unit.id);
  }, [unit.id, opened]);
  // The form gives way to its outcome: the focus goes to the message, not to <body>.
  const resultRef = useFocusWhenShown<HTMLDivElement>(Boolean(reservation));

  return (
    <section aria-labelledby="booking-heading">
      <h2 id="booking-heading" css={{ fontSize: '1.35rem', marginTop: 0 }}>
        {t('booking.heading')}
      </h2>
      <AvailabilityCalendar
        locale={locale}
        periods={periods}
        periodTypes={types}
        periodType={type}
        selected={selected}
        onPeriodTypeChange={typeChosen}
        onPeriodChange={chosen}
      />
      {selected && <PriceSummary locale={locale} period={selected} costs={unit.costs} />}
      <div role="status" aria-live="polite">
        {reservation && (
          <div
            ref={resultRef}
            tabIndex={-1}
            css={{
              ...focusRing,
              margin: `${space(4)} 0`,
              padding: space(4),
              borderRadius: radius,
              background: '#e7f4ec',
              color: colors.success,
            }}
          >
            <p css={{ margin: 0, fontWeight: 600 }}>
              {t('form.success', {
                name: reservation.request.name,
                email: reservation.request.email,
                start: formatDate(reservation.period.start),
                end: formatDate(reservation.period.end),
              })}
            </p>
          </div>
        )}
      </div>
      <HydrateWhenVisible>
        {reservation ? (
          <Button variant="secondary" onClick={() => chosen(-1)}>
            {t('form.another')}
          </Button>
        ) : (
          <ReservationForm locale={locale} unit={unit} period={selected} />
        )}
      </HydrateWhenVisible>
    </section>
  );
}
