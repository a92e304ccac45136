/**
 * The enquiry form of the enquiry office's holiday module: wished arrival and departure (native
 * date fields), persons, name, e-mail, phone, a message and the consent to the privacy
 * statement. The site's form kit (kit/form-kit) gives its fields, its end and its focus rule;
 * react-hook-form holds the fields and validates
 * with the team's zod schema for this unit (the API parses the same). Errors are tied to their
 * fields, the focus moves to the first one, and the API's refusals show as it says. A sent
 * enquiry is confirmed in a status message. Thin: reads the enquiry model, fires its events.
 */
import { useEffect, useMemo } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import type { RentalUnit } from 'api/contract';
import { HolidayFormEnd, PersonFields, TextField, useHolidayForm } from 'kit/form-kit';
import { formatDate } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { Button } from 'kit/ui/button';
import { useFocusWhenShown } from 'kit/ui/form-focus';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { ENQUIRY_NAMESPACE } from '#holiday-enquiry/config/i18n';
import { MAX_ENQUIRY_NIGHTS, rentalEnquiryFormSchema } from '#holiday-enquiry/forms';
import { $sentEnquiry, enquiryForm, enquiryOpened, enquiryRestarted } from '../model';

type Schema = ReturnType<typeof rentalEnquiryFormSchema>;
type FormInput = z.input<Schema>;

/** The day of today in Belgium (yyyy-mm-dd), the earliest wished arrival. */
function belgianToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
}

/** Renders the enquiry section of `unit`. */
export function EnquiryForm({ unit, locale }: { unit: RentalUnit; locale: Locale }) {
  const { t } = useTranslation(ENQUIRY_NAMESPACE, { lng: locale });
  const max = unit.general.maxOccupation;
  const schema = useMemo(() => rentalEnquiryFormSchema(max), [max]);
  const [sent, opened, restarted] = useUnit([$sentEnquiry, enquiryOpened, enquiryRestarted]);
  useEffect(() => {
    opened(unit.id);
  }, [unit.id, opened]);
  // The check box starts unticked: the schema's input asks for it ticked.
  const defaultValues: DefaultValues<FormInput> = {
    rentalUnitId: unit.id,
    arrival: '',
    departure: '',
    persons: 2,
    name: '',
    email: '',
    phone: '',
    message: '',
    locale,
  };
  const form = useHolidayForm(schema, {
    locale,
    model: enquiryForm,
    defaultValues,
    // The API's field errors go to their fields, and the focus to the first.
    fields: ['arrival', 'departure', 'persons', 'email', 'phone', 'consent'],
    focusByName: true,
    // The form token is the model's to add.
    request: ({ formToken: _token, ...values }, { website }) => ({ ...values, locale, website }),
    words: (code) =>
      t(`errors.${code}`, { max: code === 'stayTooLong' ? MAX_ENQUIRY_NIGHTS : max }),
  });
  const { register } = form.form;
  const message = form.holidayError;
  // The form gives way to its outcome: the focus goes to the message, not to <body>.
  const resultRef = useFocusWhenShown<HTMLParagraphElement>(Boolean(sent));
  const today = belgianToday();

  return (
    <section aria-labelledby="enquiry-heading">
      <h2 id="enquiry-heading" css={{ fontSize: '1.35rem', marginTop: 0 }}>
        {t('enquiry.heading')}
      </h2>
      <div role="status" aria-live="polite">
        {sent && (
          <p
            ref={resultRef}
            tabIndex={-1}
            css={{
              ...focusRing,
              margin: `0 0 ${space(4)}`,
              padding: space(4),
              borderRadius: radius,
              background: '#e7f4ec',
              color: colors.success,
              fontWeight: 600,
            }}
          >
            {t('enquiry.success', {
              name: sent.name,
              email: sent.email,
              start: formatDate(sent.arrival),
              end: formatDate(sent.departure),
            })}
          </p>
        )}
      </div>
      {sent ? (
        <Button variant="secondary" onClick={() => restarted()}>
          {t('enquiry.another')}
        </Button>
      ) : (
        <form
          {...form.formProps}
          aria-labelledby="enquiry-heading"
          css={{ display: 'flex', flexDirection: 'column', gap: space(3) }}
        >
          <p css={{ margin: 0, color: colors.muted }}>{t('enquiry.intro')}</p>
          <div
            css={{
              display: 'grid',
              columnGap: space(3),
              gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
              // Each field's label, input and error on rows the two fields share, so both date
              // inputs sit at the same height when one label wraps or one field has an error;
              // a date input may shrink below its own width to stay inside its column.
              '& > div': {
                display: 'grid',
                gridTemplateRows: 'subgrid',
                gridRow: 'span 3',
                minWidth: 0,
                '& input': { minWidth: 0 },
              },
            }}
          >
            <TextField
              id="enquiry-arrival"
              label={t('enquiry.arrival')}
              type="date"
              min={today}
              error={message('arrival')}
              {...register('arrival')}
            />
            <TextField
              id="enquiry-departure"
              label={t('enquiry.departure')}
              type="date"
              min={today}
              error={message('departure')}
              {...register('departure')}
            />
          </div>
          <TextField
            id="enquiry-persons"
            label={t('enquiry.persons')}
            hint={t('enquiry.maxOccupation', { count: max })}
            type="number"
            min={1}
            max={max}
            inputMode="numeric"
            error={message('persons')}
            {...register('persons', { valueAsNumber: true })}
          />
          <PersonFields
            idPrefix="enquiry"
            labels={{
              name: t('enquiry.name'),
              email: t('enquiry.email'),
              phone: t('enquiry.phone'),
            }}
            fields={{ name: register('name'), email: register('email'), phone: register('phone') }}
            error={(field) => message(field) ?? ''}
          />
          <TextField
            id="enquiry-message"
            label={t('enquiry.message')}
            rows={4}
            error={message('message')}
            {...register('message')}
          />
          <HolidayFormEnd
            form={form}
            idPrefix="enquiry"
            locale={locale}
            words={(key) => t(`enquiry.${key}`, { agency: form.agency })}
          />
        </form>
      )}
    </section>
  );
}
