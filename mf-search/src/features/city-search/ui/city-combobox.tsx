/**
 * The listing's city filter field: kit's city combobox (kit/city-search) bound to a city filter
 * instance. While the visitor types it shows the text, else the chosen city; a clear button
 * removes the chosen city. In a GET form it sends the typed text as `name` and the chosen city's
 * id as `cityName`, with or without scripts.
 */
import { useId } from 'react';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { CityCombobox as KitCityCombobox } from 'kit/city-search';
import type { CitySearch } from '../model';

/** Props of CityCombobox. */
export interface CityComboboxProps {
  /** The city filter instance this field shows. */
  model: CitySearch;
  locale: Locale;
  /** The visible label, e.g. "Municipality". */
  label: string;
  /** The chosen city's text shown when the visitor is not typing ('' for none). */
  selectedLabel: string;
  /** Placeholder of the empty field, e.g. "Name or postcode". */
  placeholder: string;
  /** Accessible name of the clear button, e.g. "Remove the municipality". */
  clearLabel: string;
  /** Accessible name of the list of suggestions, e.g. "Suggested municipalities". */
  listLabel: string;
  /** The text field's name in a GET form (the typed municipality, looked up by the listing). */
  name?: string;
  /** The hidden field's name of the chosen city's id. */
  cityName?: string;
  /** The chosen city's id ('' for none), sent as `cityName`. */
  cityId?: string;
}

/** The field. Takes the filter instance and its texts; renders kit's labelled combobox. */
export function CityCombobox({
  model,
  locale,
  label,
  selectedLabel,
  placeholder,
  clearLabel,
  listLabel,
  name,
  cityName,
  cityId = '',
}: CityComboboxProps) {
  const id = useId();
  const [text, editing, changed, closed, chosen, cleared] = useUnit([
    model.$text,
    model.$isEditing,
    model.inputChanged,
    model.closedWithoutChoice,
    model.cityChosen,
    model.cityCleared,
  ]);
  return (
    <KitCityCombobox
      id={id}
      locale={locale}
      search={model.suggestions}
      label={label}
      placeholder={placeholder}
      listLabel={listLabel}
      value={editing ? text : selectedLabel}
      onTextChange={changed}
      onChoose={chosen}
      onClose={closed}
      input={{ name }}
      clear={selectedLabel !== '' && !editing ? { label: clearLabel, onClear: cleared } : undefined}
      hidden={cityName ? { name: cityName, value: cityId } : undefined}
      compact
    />
  );
}
