/**
 * The municipalities of the criteria (SPEC keep-me-informed criteria): the chosen ones, each with
 * its remove button, and a combobox fed by the site's city search. The combobox is downshift's
 * useCombobox (WAI-ARIA 1.2 pattern: arrows move through the suggestions, Enter chooses, Escape
 * closes) so the keyboard and aria wiring is a maintained library's, not ours. The number of
 * suggestions is announced.
 */
import { useId, useState } from 'react';
import { useCombobox } from 'downshift';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale, Location } from 'shared/domain';
import { MAX_CRITERIA_VALUES } from '#engagement/forms';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { ENGAGEMENT_NAMESPACE } from '#engagement/config/i18n';
import { FieldError, inputStyle, labelStyle } from 'kit/form-kit';
import {
  $citySearchDone,
  $citySuggestions,
  $cityText,
  cityTextChanged,
  citySuggestionsClosed,
} from '#engagement/entities/city-search';

interface CityPickerProps {
  locale: Locale;
  /** The chosen municipality ids. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** Every municipality of the site, to name the chosen ids. */
  locations: Location[];
  error?: string;
}

/**
 * The municipality picker, a controlled field of react-hook-form.
 * Takes the locale, the chosen ids (`value`), `onChange` (called with the new list of ids; a
 * chosen id is not added twice nor beyond MAX_CRITERIA_VALUES), every municipality (to name the
 * chosen ids) and the field's error text. Returns the chosen list and the combobox; never throws.
 */
export function CityPicker({ locale, value, onChange, locations, error }: CityPickerProps) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const id = useId();
  const [text, suggestions, done, typed, closed] = useUnit([
    $cityText,
    $citySuggestions,
    $citySearchDone,
    cityTextChanged,
    citySuggestionsClosed,
  ]);
  const [named, setNamed] = useState<Record<number, string>>({});
  const open = suggestions.length > 0;
  const listId = `${id}-list`;
  const inputId = `${id}-input`;

  const nameOf = (cityId: number) => {
    const location = locations.find((l) => l.id === cityId);
    const name = location ? (location.name[locale] ?? location.name.nl) : undefined;
    return named[cityId] ?? (name && location ? `${name} (${location.zip})` : String(cityId));
  };

  const { getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } =
    useCombobox({
      items: suggestions,
      itemToString: (city) => city?.label ?? '',
      itemToKey: (city) => city?.id,
      inputId,
      labelId: `${id}-input-label`,
      menuId: listId,
      getItemId: (index) => `${id}-option-${index}`,
      // The text and the list live in the effector model (the city search); downshift drives
      // the keyboard, the highlight and the aria attributes.
      inputValue: text,
      isOpen: open,
      // Several cities are chosen, one at a time: the combobox itself never holds a selection.
      selectedItem: null,
      stateReducer: (state, { type, changes }) =>
        // Leaving the field only closes the list; choosing is an explicit act (Enter or click).
        type === useCombobox.stateChangeTypes.InputBlur
          ? { ...changes, selectedItem: state.selectedItem }
          : changes,
      onInputValueChange: ({ type, inputValue }) => {
        if (type === useCombobox.stateChangeTypes.InputChange)
          typed({ text: inputValue ?? '', locale });
      },
      onIsOpenChange: ({ isOpen }) => {
        if (!isOpen && open) closed();
      },
      onSelectedItemChange: ({ selectedItem: city }) => {
        if (!city) return;
        setNamed((known) => ({ ...known, [city.id]: city.label }));
        if (!value.includes(city.id) && value.length < MAX_CRITERIA_VALUES)
          onChange([...value, city.id]);
        closed();
      },
    });

  let announcement = '';
  if (open) announcement = t('criteria.cityCount', { count: suggestions.length });
  else if (done && text.trim().length >= 2) announcement = t('criteria.noCity');

  const inputProps = getInputProps({
    type: 'text',
    autoComplete: 'off',
    'aria-describedby': [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' '),
    'aria-invalid': error ? true : undefined,
  });
  return (
    <div css={{ marginBottom: space(4) }}>
      <p id={`${id}-label`} css={labelStyle}>
        {t('criteria.cities')}
      </p>
      {value.length === 0 ? (
        <p css={{ margin: `0 0 ${space(2)}`, color: colors.muted }}>{t('criteria.allCities')}</p>
      ) : (
        <ul
          aria-labelledby={`${id}-label`}
          css={{
            listStyle: 'none',
            margin: `0 0 ${space(2)}`,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: space(2),
          }}
        >
          {value.map((cityId) => (
            <li
              key={cityId}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: space(1),
                padding: `${space(1)} ${space(1)} ${space(1)} ${space(3)}`,
                border: `1px solid ${colors.border}`,
                borderRadius: radius,
                background: colors.surfaceAlt,
              }}
            >
              {nameOf(cityId)}
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== cityId))}
                aria-label={t('criteria.remove', { name: nameOf(cityId) })}
                css={{
                  minWidth: '32px',
                  minHeight: '32px',
                  border: 0,
                  background: 'transparent',
                  color: colors.text,
                  fontSize: '1.25rem',
                  cursor: 'pointer',
                  borderRadius: radius,
                  ...focusRing,
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div css={{ position: 'relative' }}>
        <label {...getLabelProps()} css={{ ...labelStyle, fontWeight: 400 }}>
          {t('criteria.cityInput')}
        </label>
        <p
          id={`${id}-hint`}
          css={{ margin: `0 0 ${space(1)}`, color: colors.muted, fontSize: '0.9rem' }}
        >
          {t('criteria.cityHint')}
        </p>
        <input
          {...inputProps}
          // downshift writes an empty id while no suggestion is highlighted: HTML wants none.
          aria-activedescendant={inputProps['aria-activedescendant'] || undefined}
          css={inputStyle}
        />
        <ul
          {...getMenuProps({ 'aria-label': t('criteria.cities') })}
          hidden={!open}
          css={{
            position: 'absolute',
            zIndex: 10,
            left: 0,
            right: 0,
            margin: 0,
            padding: 0,
            listStyle: 'none',
            background: colors.surface,
            border: `1px solid ${colors.border}`,
            borderRadius: radius,
            boxShadow: '0 4px 12px rgba(0,0,0,0.15)',
            maxHeight: '16rem',
            overflowY: 'auto',
          }}
        >
          {suggestions.map((city, index) => (
            <li
              key={city.id}
              {...getItemProps({ item: city, index })}
              css={{
                padding: `${space(2)} ${space(3)}`,
                cursor: 'pointer',
                background: index === highlightedIndex ? colors.surfaceAlt : undefined,
                '&:hover': { background: colors.surfaceAlt },
              }}
            >
              {city.label}
            </li>
          ))}
        </ul>
        <p
          role="status"
          css={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            margin: 0,
          }}
        >
          {announcement}
        </p>
      </div>
      <FieldError id={id} text={error ?? ''} />
    </div>
  );
}
