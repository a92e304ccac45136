/**
 * The property's postal code and municipality, with the site's city search (the same
 * `/{lang}/ajax/search-city` as the listing's filters and the alerts' municipalities): the
 * municipality is the site's city combobox (kit/city-search); choosing a suggestion fills both
 * fields.
 * Both are plain named inputs first: typed by hand (or before scripts run) they are sent as typed.
 */
import { useTranslation } from 'shared/i18n';
import type { CitySuggestion, Locale } from 'shared/domain';
import { mq, space } from 'shared/ui/tokens';
import { ENGAGEMENT_NAMESPACE } from '#engagement/config/i18n';
import { TextField } from 'kit/form-kit';
import { CityCombobox } from 'kit/city-search';
import { citySearch } from '#engagement/entities/city-search';
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
      <CityCombobox
        id="valuation-municipality"
        locale={locale}
        search={citySearch}
        label={t('valuation.fields.municipality')}
        listLabel={t('valuation.fields.municipality')}
        value={municipality}
        onTextChange={onMunicipalityChange}
        onChoose={onChoose}
        input={{ ...municipalityField, autoComplete: 'address-level2' }}
        error={municipalityError}
      />
    </div>
  );
}
