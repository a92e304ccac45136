/** Texts of a rental unit in a language (SPEC §3 Rental unit), for cards, titles and mails. */
import { localized } from 'shared/format';
import type { Locale } from 'shared/domain';
import type { RentalUnit } from 'api/contract';

/** The unit's name in the language (its rentalName), else its kind and municipality. */
export function rentalUnitName(unit: RentalUnit, locale: Locale): string {
  return (
    localized(unit.general.rentalName, locale) ||
    `${localized(unit.general.subKind.name, locale)} ${localized(unit.general.city.name, locale)}`.trim()
  );
}

/** "{municipality}, {area}", e.g. "De Haan, Belgian coast". */
export function rentalUnitPlace(unit: RentalUnit, locale: Locale): string {
  return [localized(unit.general.city.name, locale), localized(unit.general.location.name, locale)]
    .filter((part) => part !== '')
    .join(', ');
}
