/** Public API of the valuation request form: the form and its model. */
export { ValuationForm } from './ui/valuation-form';
export type { ValuationFormProps, ValuationValues } from './ui/valuation-form';
export {
  $nearbyEstates,
  cityChosen,
  nearbyEstatesFx,
  NEARBY_COUNT,
  NEARBY_KM,
  valuationForm,
} from './model';
