/**
 * The reservation request form (SPEC §5 "reservation forms", decided in mf-holiday/forms): the
 * chosen period (from the calendar), adults, children, pets, name, e-mail, phone, address,
 * remarks, the acceptance of the rental conditions and the consent to the privacy statement. The
 * site's form kit (kit/form-kit) gives its fields, its end and its focus rule; react-hook-form
 * holds the fields and validates with the team's zod schema for this unit (the API parses the
 * same). Errors are tied to their fields and the focus moves to the first one; a refusal of the
 * API (a period taken meanwhile, too many persons) is shown as it says, in the page's language.
 */
import { useEffect, useMemo } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { Locale } from 'shared/domain';
import type { RentalPeriod, RentalUnit } from 'api/contract';
import {
  CheckboxField,
  Fieldset,
  HolidayFormEnd,
  PersonFields,
  TextField,
  useHolidayForm,
} from 'kit/form-kit';
import { formatDate } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { buildPath } from 'shared/routes';
import { colors, radius, space } from 'shared/ui/tokens';
import { useRentalT } from '#holiday/entities/rental-unit';
import { HOLIDAY_NAMESPACE } from '#holiday/config/i18n';
import { reservationFormSchema } from '#holiday/forms';
import { reservationForm } from '../model';

type Schema = ReturnType<typeof reservationFormSchema>;
type FormInput = z.input<Schema>;

/** Props of ReservationForm. */
export interface ReservationFormProps {
  locale: Locale;
  unit: RentalUnit;
  /** The chosen free period, or null (the form then asks for one). */
  period: RentalPeriod | null;
}

/** Renders the form; it sends through the reservation model (reservationForm). */
export function ReservationForm({ locale, unit, period }: ReservationFormProps) {
  const { t } = useTranslation(HOLIDAY_NAMESPACE, { lng: locale });
  const rt = useRentalT(locale);
  const max = unit.general.maxOccupation;
  const schema = useMemo(() => reservationFormSchema(max), [max]);
  // The check boxes start unticked: the schema's input asks for them ticked.
  const defaultValues: DefaultValues<FormInput> = {
    rentalUnitId: unit.id,
    arrival: '',
    departure: '',
    adults: 2,
    children: 0,
    pets: 0,
    name: '',
    email: '',
    phone: '',
    address: '',
    remarks: '',
    locale,
  };
  const form = useHolidayForm(schema, {
    locale,
    model: reservationForm,
    defaultValues,
    // The API's field errors (e.g. too many persons) go to their fields, and the focus to the first.
    fields: ['adults', 'email', 'phone'],
    focusByName: true,
    // The form token is the model's to add.
    request: ({ formToken: _token, ...values }, { website }) => ({ ...values, locale, website }),
    words: (code) => t(`errors.${code}`, { max }),
  });
  const { register, setValue } = form.form;
  // The period comes from the calendar.
  useEffect(() => {
    setValue('arrival', period?.start ?? '');
    setValue('departure', period?.end ?? '');
    setValue('locale', locale);
  }, [period, locale, setValue]);

  const message = form.holidayError;
  const errors = form.form.formState.errors;
  const periodError = errors.arrival || errors.departure ? t('booking.choosePeriod') : undefined;

  return (
    <form
      {...form.formProps}
      aria-labelledby="reservation-heading"
      css={{ display: 'flex', flexDirection: 'column', gap: space(4) }}
    >
      <h3 id="reservation-heading" css={{ fontSize: '1.2rem', margin: 0 }}>
        {t('form.heading')}
      </h3>
      <p css={{ margin: 0, color: colors.muted }}>{t('form.intro')}</p>
      <p
        tabIndex={-1}
        data-field="arrival departure"
        id="reservation-period"
        aria-live="polite"
        css={{
          margin: 0,
          padding: space(3),
          borderRadius: radius,
          background: periodError ? '#fbeceb' : colors.surfaceAlt,
          color: periodError ? colors.danger : colors.text,
          fontWeight: 600,
          outline: 'none',
        }}
      >
        {period
          ? t('booking.chosen', {
              type: rt(`periodInText.${period.type}`),
              start: formatDate(period.start),
              end: formatDate(period.end),
              count: period.nights,
            })
          : (periodError ?? t('booking.choosePeriod'))}
      </p>
      <Fieldset id="reservation-party" legend={t('form.party')}>
        <div
          css={{
            display: 'grid',
            columnGap: space(3),
            gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))',
          }}
        >
          <TextField
            id="reservation-adults"
            label={t('form.adults')}
            type="number"
            min={1}
            max={max}
            inputMode="numeric"
            error={message('adults')}
            {...register('adults', { valueAsNumber: true })}
          />
          <TextField
            id="reservation-children"
            label={t('form.children')}
            type="number"
            min={0}
            max={max}
            inputMode="numeric"
            error={message('children')}
            {...register('children', { valueAsNumber: true })}
          />
          <TextField
            id="reservation-pets"
            label={t('form.pets')}
            type="number"
            min={0}
            max={5}
            inputMode="numeric"
            error={message('pets')}
            {...register('pets', { valueAsNumber: true })}
          />
        </div>
        <p css={{ margin: 0, fontSize: '0.85rem', color: colors.muted }}>
          {t('form.maxOccupation', { count: max })}
        </p>
      </Fieldset>
      <Fieldset id="reservation-contact" legend={t('form.contact')}>
        <PersonFields
          idPrefix="reservation"
          labels={{ name: t('form.name'), email: t('form.email'), phone: t('form.phone') }}
          fields={{ name: register('name'), email: register('email'), phone: register('phone') }}
          error={(field) => message(field) ?? ''}
        />
        <TextField
          id="reservation-address"
          label={t('form.address')}
          rows={2}
          autoComplete="street-address"
          error={message('address')}
          {...register('address')}
        />
        <TextField
          id="reservation-remarks"
          label={t('form.remarks')}
          rows={3}
          error={message('remarks')}
          {...register('remarks')}
        />
      </Fieldset>
      <CheckboxField
        id="reservation-conditions"
        label={t('form.conditions', { agency: form.agency })}
        link={{ href: buildPath('rentalConditions', locale), text: t('form.conditionsLink') }}
        error={message('acceptConditions')}
        {...register('acceptConditions')}
      />
      <HolidayFormEnd
        form={form}
        idPrefix="reservation"
        locale={locale}
        words={(key) => t(`form.${key}`, { agency: form.agency })}
      />
    </form>
  );
}
