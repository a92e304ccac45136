/**
 * Exposed module 'holiday/RentalSearch' (slot `rental`, a fragment): the rental search of
 * `/{lang}/{holiday}` (SPEC §2) that another provider of the `holiday` slot shows as its search
 * page, through `FederatedFragment` with the props `RentalSearchProps` ({ locale }). Loads its
 * texts and renders under the team's emotion cache, inside the host's boundary.
 */
import { type ExposedComponent, type RentalSearchProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useRentalTexts } from '../config/i18n';
import { HolidaySearchView } from '../widgets/rental';

/** The rental search for `locale`. */
function RentalSearch({ locale }: RentalSearchProps) {
  useRentalTexts(locale);
  return (
    <TeamRoot name="holiday" boundary={false}>
      <HolidaySearchView locale={locale} />
    </TeamRoot>
  );
}

export default RentalSearch satisfies ExposedComponent<'rental/RentalSearch'>;
