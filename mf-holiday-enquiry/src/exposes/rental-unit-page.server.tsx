/**
 * The server build's 'holiday/RentalUnitPage' (issue 14): the page of rental-unit-page.tsx and
 * its server preparation, which loads the unit of the URL with its periods into the request's
 * scope; an unknown unit answers 404 with the page's not-found state.
 */
import { allSettled } from 'shared/effector/server';
import type { ExposedComponent, PagePrepare } from 'shared/remote';
import { $rentalUnitStatus, rentalUnitPageOpened } from 'shared/rental';
import RentalUnitPage from './rental-unit-page';

/** The unit of the route's `rentalUnitId` in the request's scope; 404 when there is none. */
export const prepare: PagePrepare = async ({ scope, locale, params }) => {
  await allSettled(rentalUnitPageOpened, {
    scope,
    params: { id: params['rentalUnitId'] ?? '', locale },
  });
  if (scope.getState($rentalUnitStatus) === 'notFound') return { status: 404 };
};

export default RentalUnitPage satisfies ExposedComponent<'holiday/RentalUnitPage'>;
