/**
 * The server build's 'holiday/RentalUnit': the fragment of rental-unit.tsx and the unit's server
 * preparation, which loads the unit of the URL with its periods into the request's scope; an
 * unknown unit answers 404 with the not-found state. This remote's unit page and the pages that
 * show the fragment (kit/remote `prepareFederatedModule`) run it.
 */
import { allSettled } from 'shared/effector/server';
import type { ExposedComponent, PagePrepare } from 'shared/remote';
import { $rentalUnitStatus, rentalUnitPageOpened } from '../entities/rental-unit';
import RentalUnit from './rental-unit';

/** The unit of the route's `rentalUnitId` in the request's scope; 404 when there is none. */
export const prepare: PagePrepare = async ({ scope, locale, params }) => {
  await allSettled(rentalUnitPageOpened, {
    scope,
    params: { id: params['rentalUnitId'] ?? '', locale },
  });
  if (scope.getState($rentalUnitStatus) === 'notFound') return { status: 404 };
};

export default RentalUnit satisfies ExposedComponent<'rental/RentalUnit'>;
