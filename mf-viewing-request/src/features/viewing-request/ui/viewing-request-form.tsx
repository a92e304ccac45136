/**
 * The viewing request on a detail page (the `appointments` slot of an office without a live
 * agenda): the days the visitor could come (a calendar, kit/ui/day-picker: several days,
 * keyboard, four languages, Monday first), the parts of the day that suit them, name, e-mail,
 * an optional phone and message, consent to the 'appointment' text. Validated as the visitor goes
 * with this team's viewing-request schema (src/forms) (react-hook-form); errors tied to their fields, focus
 * to the first; the outcome announced (kit/form-kit's fields, consent, honeypot, submit button
 * and status line). The office answers by phone or e-mail.
 *
 * The calendar starts tomorrow, so it depends on the visitor's clock: the form is drawn after
 * hydration (the server and the browser's first render show the heading and the introduction).
 */
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { DAY_PARTS, HONEYPOT_FIELD, type DayPart } from 'api/contract';
import { useHydrated } from 'shared/remote';
import {
  errorText,
  FieldError,
  FormEnd,
  PersonFields,
  statusTexts,
  TextField,
  useFormKit,
  type FormWords,
} from 'kit/form-kit';
import { DayPickerField } from 'kit/ui/day-picker';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import {
  MAX_PREFERRED_DAYS,
  VIEWING_REQUEST_DAYS_AHEAD,
  viewingRequestFieldsSchema,
} from '#viewing-request/forms';
import { VIEWING_REQUEST_NAMESPACE } from '#viewing-request/config/i18n';
import {
  $agreements,
  $serverErrors,
  $serverMessage,
  $status,
  requestFormOpened,
  requestSubmitted,
} from '../model';

/** The form's values as the visitor fills them in. */
export interface RequestValues {
  preferredDays: string[];
  dayParts: DayPart[];
  name: string;
  email: string;
  phone: string;
  message: string;
  consent: boolean;
  [HONEYPOT_FIELD]: string;
}

const FIELDS: readonly (keyof RequestValues)[] = [
  'preferredDays',
  'dayParts',
  'name',
  'email',
  'phone',
  'message',
  'consent',
];

/** The days that can be asked for: tomorrow to VIEWING_REQUEST_DAYS_AHEAD days ahead, in Brussels. */
export function requestableDays(now: number): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
  const days: string[] = [];
  const day = new Date(`${today}T12:00:00Z`);
  for (let i = 1; i <= VIEWING_REQUEST_DAYS_AHEAD; i++) {
    day.setUTCDate(day.getUTCDate() + 1);
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** The viewing request of `estateId`, in `locale` (ids prefixed `viewing`). */
export function ViewingRequestForm({ locale, estateId }: { locale: Locale; estateId: string }) {
  const { t } = useTranslation(VIEWING_REQUEST_NAMESPACE, { lng: locale });
  const hydrated = useHydrated();
  const units = useUnit({
    status: $status,
    serverErrors: $serverErrors,
    serverMessage: $serverMessage,
    agreements: $agreements,
    opened: requestFormOpened,
    submitted: requestSubmitted,
  });
  const { opened, serverErrors } = units;
  const agreement = units.agreements[locale] ?? null;
  const { register, handleSubmit, formState, setError, control, getValues, reset } =
    useForm<RequestValues>({
      resolver: zodResolver(viewingRequestFieldsSchema) as unknown as Resolver<RequestValues>,
      defaultValues: {
        preferredDays: [],
        dayParts: [],
        name: '',
        email: '',
        phone: '',
        message: '',
        consent: false,
        [HONEYPOT_FIELD]: '',
      },
      mode: 'onTouched',
      shouldFocusError: false,
    });
  const { errors } = formState;

  useEffect(() => {
    opened(locale);
  }, [opened, locale]);

  // The calendar and the day parts are groups marked `data-field`: the focus finds them by name.
  const { formRef, focusInvalid } = useFormKit({
    serverErrors,
    fields: FIELDS,
    setError,
    focusByName: true,
  });

  useEffect(() => {
    if (units.status === 'sent') reset();
  }, [units.status, reset]);

  const err = (field: keyof RequestValues, limit?: Parameters<typeof errorText>[2]) =>
    errorText(errors[field]?.message ?? errors[field]?.root?.message, locale, limit);
  const onValid = (values: RequestValues) => {
    if (!agreement) return;
    units.submitted({
      ...values,
      consent: true,
      estateId,
      agreementVersion: agreement.version,
      locale,
      website: getValues(HONEYPOT_FIELD),
    });
  };
  const days = hydrated ? requestableDays(Date.now()) : [];
  const words: FormWords = {
    sending: t('sending'),
    fix: t('fix'),
    failed: t('failed'),
    privacy: t('privacy'),
    consentPending: t('consentPending'),
  };

  return (
    <section
      aria-labelledby="viewing-heading"
      data-boundary="viewing_request"
      css={{
        margin: `${space(8)} 0`,
        padding: space(5),
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
        maxWidth: '42rem',
      }}
    >
      <h2 id="viewing-heading" css={{ marginTop: 0 }}>
        {t('heading')}
      </h2>
      <p>{t('intro')}</p>
      {hydrated && (
        <form
          method="post"
          ref={formRef}
          noValidate
          onSubmit={handleSubmit(onValid, focusInvalid)}
          css={{ position: 'relative' }}
        >
          <div data-field="preferredDays" css={{ marginBottom: space(4) }}>
            <p id="viewing-days-label" css={{ fontWeight: 600, margin: `0 0 ${space(1)}` }}>
              {t('days', { max: MAX_PREFERRED_DAYS })}
            </p>
            <Controller
              control={control}
              name="preferredDays"
              render={({ field }) => (
                <DayPickerField
                  locale={locale}
                  mode="multiple"
                  available={days}
                  selected={field.value}
                  onChange={(chosen) => field.onChange(chosen.slice(0, MAX_PREFERRED_DAYS))}
                  from={days[0] ?? ''}
                  to={days.at(-1) ?? ''}
                  labelledBy="viewing-days-label"
                  describedBy={err('preferredDays') ? 'viewing-days-error' : undefined}
                  invalid={Boolean(err('preferredDays'))}
                />
              )}
            />
            <FieldError id="viewing-days" text={err('preferredDays', MAX_PREFERRED_DAYS)} />
          </div>
          <fieldset
            data-field="dayParts"
            aria-describedby={err('dayParts') ? 'viewing-parts-error' : undefined}
            css={{ border: 0, padding: 0, margin: `0 0 ${space(4)}` }}
          >
            <legend css={{ fontWeight: 600, padding: 0, marginBottom: space(2) }}>
              {t('parts')}
            </legend>
            {DAY_PARTS.map((part) => (
              <label
                key={part}
                css={{ display: 'flex', alignItems: 'center', gap: space(2), minHeight: '44px' }}
              >
                <input
                  type="checkbox"
                  value={part}
                  aria-invalid={err('dayParts') ? true : undefined}
                  aria-describedby={err('dayParts') ? 'viewing-parts-error' : undefined}
                  css={{ width: '24px', height: '24px', ...focusRing }}
                  {...register('dayParts')}
                />
                {t(`part.${part}`)}
              </label>
            ))}
            <FieldError id="viewing-parts" text={err('dayParts')} />
          </fieldset>
          <PersonFields
            idPrefix="viewing"
            labels={{ name: t('name'), email: t('email'), phone: t('phone') }}
            phoneOptional={t('optional')}
            fields={{ name: register('name'), email: register('email'), phone: register('phone') }}
            error={(field) => err(field, field)}
          />
          <TextField
            id="viewing-message"
            label={t('message')}
            optional={t('optional')}
            rows={3}
            error={err('message', 'message')}
            {...register('message')}
          />
          <FormEnd
            idPrefix="viewing"
            locale={locale}
            words={words}
            consent={{
              agreement,
              failed: false,
              error: err('consent'),
              field: register('consent'),
            }}
            honeypot={register(HONEYPOT_FIELD)}
            submit={t('submit')}
            status={units.status}
            // A refusal of this form asks for its fields to be corrected, whatever it names.
            texts={statusTexts(words, {
              sent: t('sent'),
              fieldsNamed: true,
              serverMessage: units.serverMessage,
            })}
          />
        </form>
      )}
    </section>
  );
}
