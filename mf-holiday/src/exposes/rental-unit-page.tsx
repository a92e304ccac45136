/**
 * Exposed module 'holiday/RentalUnitPage' (slot `holiday`): a rental unit's page
 * `/{lang}/{holiday}/{rentalUnitId}` (SPEC §2) with the availability calendar, the price summary
 * and the reservation request; opened from an option's confirmation link (`?option={token}`), it
 * confirms the option first and says so. Rendered by the shell as `<RentalUnitPage locale={lang} />`; the
 * unit id comes from the URL. Emotion cache key 'holiday', data-boundary="holiday".
 */
import { useParams } from 'shared/router';
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { RentalUnitView } from '../widgets/rental';
import { useHolidayTexts } from '../config/i18n';
import { BookingPanel } from '../features/booking/ui/booking-panel';
import { OptionConfirmationNotice } from '../features/option-confirmation';

/** The unit of the URL in `locale`. */
function RentalUnitPage({ locale }: RemotePageProps) {
  useHolidayTexts(locale);
  const { rentalUnitId = '' } = useParams();
  return (
    <TeamRoot name="holiday" cacheKey="holiday">
      <OptionConfirmationNotice locale={locale} />
      <RentalUnitView
        locale={locale}
        id={rentalUnitId}
        booking={(unit) => <BookingPanel unit={unit} locale={locale} />}
      />
    </TeamRoot>
  );
}

export default RentalUnitPage satisfies ExposedComponent<'holiday/RentalUnitPage'>;
