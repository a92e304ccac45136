/**
 * The property's postal code and municipality, with the site's city search (the same
 * `/{lang}/ajax/search-city` as the listing's filters and the alerts' municipalities): the
 * municipality is a combobox (downshift's `useCombobox`, the WAI-ARIA 1.2 pattern: arrows move
 * through the suggestions, Enter chooses, Escape closes); choosing a suggestion fills both fields.
 * Both are plain named inputs first: typed by hand (or before scripts run) they are sent as typed.
 */
import { useCombobox } from 'downshift';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { CitySuggestion, Locale } from 'shared/domain';
import { colors, mq, radius, space } from 'shared/ui/tokens';
import { ENGAGEMENT_NAMESPACE } from '#engagement/config/i18n';
import { describedBy, FieldError, inputStyle, labelStyle, TextField } from 'kit/form-kit';
import {
  $citySearchDone,
  $citySuggestions,
  citySuggestionsClosed,
  cityTextChanged,
} from '#engagement/entities/city-search';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Props of MunicipalityField: the two fields' registrations and errors, and the choice. */
export interface MunicipalityFieldProps {
  locale: Locale;
  postalCode: UseFormRegisterReturn<'postalCode'>;
  postalCodeError: string;
  /** The municipality as typed (react-hook-form's value). */
  municipality: string;
  municipalityError: string;
  /** The visitor typed in the municipality field. */
  onMunicipalityChange: (text: string) => void;
  /** The visitor chose a suggestion: fill in its name and postal code. */
  onChoose: (city: CitySuggestion) => void;
  /** The municipality input's name and blur (react-hook-form's registration, ref included). */
  municipalityField: UseFormRegisterReturn<'municipality'>;
}

/** The postal code and the municipality combobox, side by side from the md breakpoint. */
export function MunicipalityField({
  locale,
  postalCode,
  postalCodeError,
  municipality,
  municipalityError,
  onMunicipalityChange,
  onChoose,
  municipalityField,
}: MunicipalityFieldProps) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const [suggestions, done, typed, closed] = useUnit([
    $citySuggestions,
    $citySearchDone,
    cityTextChanged,
    citySuggestionsClosed,
  ]);
  const id = 'valuation-municipality';
  const combobox = useCombobox<CitySuggestion>({
    id,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-list`,
    items: suggestions,
    inputValue: municipality,
    itemToString: (city) => city?.name ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) {
        onMunicipalityChange(inputValue);
        typed({ text: inputValue, locale });
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChoose(selectedItem);
      closed();
    },
    onIsOpenChange: ({ isOpen }) => {
      if (!isOpen) closed();
    },
  });
  const { ref: fieldRef, name, onBlur } = municipalityField;
  const inputProps = combobox.getInputProps({ ref: fieldRef, name, onBlur });
  const open = combobox.isOpen && suggestions.length > 0;
  const none = combobox.isOpen && done && suggestions.length === 0 && municipality.trim() !== '';
  return (
    <div
      css={{
        display: 'grid',
        gap: `0 ${space(4)}`,
        [mq('md')]: { gridTemplateColumns: '10rem 1fr' },
      }}
    >
      <TextField
        id="valuation-postalCode"
        label={t('valuation.fields.postalCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={4}
        error={postalCodeError}
        {...postalCode}
      />
      <div css={{ marginBottom: space(4), position: 'relative' }}>
        <label {...combobox.getLabelProps()} css={labelStyle}>
          {t('valuation.fields.municipality')}
        </label>
        <input
          {...inputProps}
          // downshift writes an empty id while no suggestion is highlighted: HTML wants none.
          aria-activedescendant={inputProps['aria-activedescendant'] || undefined}
          autoComplete="address-level2"
          aria-invalid={municipalityError ? true : undefined}
          aria-describedby={describedBy(id, false, Boolean(municipalityError))}
          css={inputStyle}
        />
        <ul
          {...combobox.getMenuProps()}
          css={{
            display: open ? 'block' : 'none',
            position: 'absolute',
            zIndex: 2,
            left: 0,
            right: 0,
            margin: `${space(1)} 0 0`,
            padding: 0,
            listStyle: 'none',
            background: colors.surface,
            border: `1px solid ${colors.border}`,
            borderRadius: radius,
            maxHeight: '16rem',
            overflowY: 'auto',
          }}
        >
          {open &&
            suggestions.map((city, index) => (
              <li
                key={city.id}
                {...combobox.getItemProps({ item: city, index })}
                css={{
                  padding: `${space(2)} ${space(3)}`,
                  cursor: 'pointer',
                  background: combobox.highlightedIndex === index ? colors.surfaceAlt : undefined,
                }}
              >
                {city.label}
              </li>
            ))}
        </ul>
        <p role="status" css={{ margin: 0, fontSize: '0.9rem', color: colors.muted }}>
          {open
            ? t('valuation.suggestions', { count: suggestions.length })
            : none
              ? t('valuation.noSuggestions')
              : ''}
        </p>
        <FieldError id={id} text={municipalityError} />
      </div>
    </div>
  );
}
