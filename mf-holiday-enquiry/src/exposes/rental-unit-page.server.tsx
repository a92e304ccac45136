/**
 * The server build's 'holiday_enquiry/RentalUnitPage': the page of rental-unit-page.tsx and its
 * server preparation, the `rental` unit fragment's own (the unit of the URL into the request's
 * scope; an unknown unit answers 404 with the fragment's not-found state).
 */
import { type ExposedComponent, type PagePrepare } from 'shared/remote';
import { prepareFederatedModule } from 'kit/remote';
import RentalUnitPage from './rental-unit-page';

/** The unit of the route's `rentalUnitId` in the request's scope; 404 when there is none. */
export const prepare: PagePrepare = (context) =>
  prepareFederatedModule('rental/RentalUnit', context);

export default RentalUnitPage satisfies ExposedComponent<'holiday/RentalUnitPage'>;
