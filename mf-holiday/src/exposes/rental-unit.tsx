/**
 * Exposed module 'holiday/RentalUnit' (slot `rental`, a fragment): a rental unit's page
 * `/{lang}/{holiday}/{rentalUnitId}` (SPEC §2) without this team's calendar and reservation, for
 * another provider of the `holiday` slot, which puts its own way to book or ask beside the unit
 * (`booking`). Props `RentalUnitProps` ({ locale, id, booking }); loads its texts and renders
 * under the team's emotion cache, inside the host's boundary.
 */
import { type ExposedComponent, type RentalUnitProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useRentalTexts } from '../config/i18n';
import { RentalUnitView } from '../widgets/rental';

/** The unit `id` in `locale`, with the host's `booking` beside it. */
function RentalUnit({ locale, id, booking }: RentalUnitProps) {
  useRentalTexts(locale);
  return (
    <TeamRoot name="holiday" boundary={false}>
      <RentalUnitView locale={locale} id={id} booking={booking} />
    </TeamRoot>
  );
}

export default RentalUnit satisfies ExposedComponent<'rental/RentalUnit'>;
