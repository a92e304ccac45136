/**
 * The server build's 'holiday/RentalUnitPage': the page of rental-unit-page.tsx and its server
 * preparation, which loads the unit of the URL with its periods into the request's scope; an
 * unknown unit answers 404 with the page's not-found state.
 */
import type { ExposedComponent } from 'shared/remote';
import RentalUnitPage from './rental-unit-page';

export { prepare } from './rental-unit.server';

export default RentalUnitPage satisfies ExposedComponent<'holiday/RentalUnitPage'>;
