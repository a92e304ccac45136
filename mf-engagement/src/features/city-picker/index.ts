/** Public API of the city picker: the municipalities of a subscription's criteria. */
export { CityPicker } from './ui/city-picker';
