/**
 * The criteria of a subscription as form fields (the search's own filters): the
 * transaction (radio buttons), the head types (checkboxes), the municipalities (city search),
 * the price range in euro and the least number of bedrooms. Works inside a react-hook-form form
 * whose values hold `criteria`.
 */
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { ALERT_STATUSES, MAX_BEDROOMS } from '#engagement/forms';
import { mq, space } from 'shared/ui/tokens';
import { ENGAGEMENT_NAMESPACE } from '#engagement/config/i18n';
import { errorText, Fieldset, inputStyle, labelStyle, TextField } from 'kit/form-kit';
import { CityPicker } from '#engagement/features/city-picker';
import type { CriteriaOptions } from '../model';

/** The criteria as the form holds them. */
export interface CriteriaValues {
  status?: (typeof ALERT_STATUSES)[number];
  types: number[];
  cities: number[];
  priceMin?: number;
  priceMax?: number;
  bedrooms?: number;
}

/** A form whose values hold the criteria. */
export interface WithCriteria {
  criteria: CriteriaValues;
}

/** '' (an empty field) as undefined, anything else as a number (NaN for text). */
const asNumber = (value: unknown) =>
  value === '' || value === undefined || value === null ? undefined : Number(value);

const choiceStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: space(2),
  minHeight: '44px',
  input: { width: '22px', height: '22px', margin: 0 },
} as const;

/**
 * The criteria fields (ids prefixed with `idPrefix`), of a form whose values `T` hold the
 * criteria and whose valid values are `Valid`.
 */
export function CriteriaFields<T extends WithCriteria, Valid = T>({
  locale,
  idPrefix,
  control,
  register,
  errors,
  options,
}: {
  locale: Locale;
  idPrefix: string;
  control: Control<T, unknown, Valid>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  options: CriteriaOptions;
}) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  // The form's own type is only known to extend WithCriteria: name its fields as such.
  const reg = register as unknown as UseFormRegister<WithCriteria>;
  const ctl = control as unknown as Control<WithCriteria>;
  const e = (errors as FieldErrors<WithCriteria>).criteria;
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <Fieldset legend={t('criteria.legend')} id={id('criteria')} large>
      <Fieldset
        legend={t('criteria.status')}
        id={id('status')}
        error={errorText(e?.status?.message, locale)}
      >
        <div css={{ display: 'flex', flexWrap: 'wrap', columnGap: space(5) }}>
          {(['', ...ALERT_STATUSES] as const).map((status) => (
            <label key={status || 'any'} css={choiceStyle}>
              <input
                type="radio"
                value={status}
                {...reg('criteria.status', { setValueAs: (v: string) => v || undefined })}
              />
              {status ? t(`criteria.${status}`) : t('criteria.any')}
            </label>
          ))}
        </div>
      </Fieldset>
      <Controller
        control={ctl}
        name="criteria.types"
        render={({ field }) => (
          <Fieldset
            legend={t('criteria.types')}
            id={id('types')}
            error={errorText(e?.types?.message, locale)}
          >
            <div
              css={{
                display: 'grid',
                gridTemplateColumns: '1fr',
                [mq('sm')]: { gridTemplateColumns: '1fr 1fr' },
                [mq('md')]: { gridTemplateColumns: '1fr 1fr 1fr' },
              }}
            >
              {options.headTypes.map((type) => (
                <label key={type.id} css={choiceStyle}>
                  <input
                    type="checkbox"
                    checked={field.value.includes(type.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, type.id]
                          : field.value.filter((v) => v !== type.id),
                      )
                    }
                    onBlur={field.onBlur}
                  />
                  {type.name[locale] ?? type.name.nl}
                </label>
              ))}
            </div>
          </Fieldset>
        )}
      />
      <Controller
        control={ctl}
        name="criteria.cities"
        render={({ field }) => (
          <CityPicker
            locale={locale}
            value={field.value}
            onChange={field.onChange}
            locations={options.locations}
            error={errorText(e?.cities?.message, locale)}
          />
        )}
      />
      <div
        css={{
          display: 'grid',
          gap: `0 ${space(4)}`,
          [mq('sm')]: { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        <TextField
          id={id('priceMin')}
          label={t('criteria.priceMin')}
          optional={t('optional')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          error={errorText(e?.priceMin?.message, locale)}
          {...reg('criteria.priceMin', { setValueAs: asNumber })}
        />
        <TextField
          id={id('priceMax')}
          label={t('criteria.priceMax')}
          optional={t('optional')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          error={errorText(e?.priceMax?.message, locale)}
          {...reg('criteria.priceMax', { setValueAs: asNumber })}
        />
      </div>
      <div css={{ marginBottom: space(4) }}>
        <label htmlFor={id('bedrooms')} css={labelStyle}>
          {t('criteria.bedrooms')}
        </label>
        <select
          id={id('bedrooms')}
          css={{ ...inputStyle, maxWidth: '16rem' }}
          {...reg('criteria.bedrooms', { setValueAs: asNumber })}
        >
          <option value="">{t('criteria.bedroomsAny')}</option>
          {Array.from({ length: MAX_BEDROOMS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n === MAX_BEDROOMS ? `${n}+` : n}
            </option>
          ))}
        </select>
      </div>
    </Fieldset>
  );
}
