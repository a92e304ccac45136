/**
 * The viewing request on a detail page (issue 12, the `appointments` slot of an office without a
 * live agenda): the days the visitor could come (a calendar, shared/ui/day-picker: several days,
 * keyboard, four languages, Monday first), the parts of the day that suit them, name, e-mail,
 * an optional phone and message, consent to the 'appointment' text. Validated as the visitor goes
 * with shared/forms' viewing-request schema (react-hook-form); errors tied to their fields, focus
 * to the first; the outcome announced. The office answers by phone or e-mail.
 *
 * The calendar starts tomorrow, so it depends on the visitor's clock: the form is drawn after
 * hydration (the server and the browser's first render show the heading and the introduction).
 */
import { forwardRef, useEffect, useRef, type InputHTMLAttributes, type Ref } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import {
  DAY_PARTS,
  FIELD_LIMITS,
  formErrorText,
  HONEYPOT_FIELD,
  isFormErrorCode,
  MAX_PREFERRED_DAYS,
  VIEWING_REQUEST_DAYS_AHEAD,
  viewingRequestFieldsSchema,
  type DayPart,
} from 'shared/forms';
import { buildPath } from 'shared/routes';
import { useHydrated } from 'shared/remote';
import { Honeypot } from 'shared/ui';
import { SubmitButton } from 'shared/ui/submit-button';
import { DayPickerField } from 'shared/ui/day-picker';
import { focusFirstInvalid } from 'shared/ui/form-focus';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { VIEWING_REQUEST_NAMESPACE } from '../../../config/i18n';
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

const inputStyle = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '44px',
  padding: `${space(2)} ${space(3)}`,
  border: `1px solid ${colors.muted}`,
  borderRadius: radius,
  font: 'inherit',
  ...focusRing,
  '&[aria-invalid="true"]': { borderColor: colors.danger, borderWidth: '2px' },
} as const;

/** A field's error text in `locale` (a schema code translated, a server text as it came). */
function errorText(message: string | undefined, locale: Locale, limit?: number): string {
  if (!message) return '';
  return isFormErrorCode(message) ? formErrorText(message, locale, { max: limit }) : message;
}

function FieldError({ id, text }: { id: string; text: string }) {
  if (!text) return null;
  return (
    <p
      id={`${id}-error`}
      css={{ margin: `${space(1)} 0 0`, color: colors.danger, fontWeight: 600 }}
    >
      {text}
    </p>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement> {
  id: string;
  label: string;
  optional?: string;
  error: string;
  rows?: number;
}

/** A labelled input or text area with its error tied to it. */
const Field = forwardRef(function Field(
  { id, label, optional, error, rows, ...input }: FieldProps,
  ref: Ref<HTMLInputElement & HTMLTextAreaElement>,
) {
  const aria = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  return (
    <div css={{ marginBottom: space(4) }}>
      <label htmlFor={id} css={{ display: 'block', fontWeight: 600, marginBottom: space(1) }}>
        {label}
        {optional && <span css={{ fontWeight: 400, color: colors.muted }}> ({optional})</span>}
      </label>
      {rows ? (
        <textarea ref={ref} rows={rows} {...aria} {...input} css={inputStyle} />
      ) : (
        <input ref={ref} {...aria} {...input} css={inputStyle} />
      )}
      <FieldError id={id} text={error} />
    </div>
  );
});

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
  const formRef = useRef<HTMLFormElement>(null);
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

  useEffect(() => {
    const known = FIELDS.filter((field) => serverErrors[field]);
    known.forEach((field) => setError(field, { type: 'server', message: serverErrors[field] }));
    if (known.length) setTimeout(() => focusFirstInvalid(formRef.current, known), 0);
  }, [serverErrors, setError]);

  useEffect(() => {
    if (units.status === 'sent') reset();
  }, [units.status, reset]);

  const err = (field: keyof RequestValues, limit?: number) =>
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
  const statusText =
    units.status === 'sending'
      ? t('sending')
      : units.status === 'sent'
        ? t('sent')
        : units.status === 'refused'
          ? t('fix')
          : units.status === 'rateLimited'
            ? units.serverMessage || t('failed')
            : units.status === 'idle'
              ? ''
              : t('failed');

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
          onSubmit={handleSubmit(onValid, (invalid) =>
            focusFirstInvalid(formRef.current, Object.keys(invalid)),
          )}
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
          <div data-field="name">
            <Field
              id="viewing-name"
              label={t('name')}
              autoComplete="name"
              error={err('name', FIELD_LIMITS.name)}
              {...register('name')}
            />
          </div>
          <div data-field="email">
            <Field
              id="viewing-email"
              label={t('email')}
              type="email"
              autoComplete="email"
              error={err('email', FIELD_LIMITS.email)}
              {...register('email')}
            />
          </div>
          <div data-field="phone">
            <Field
              id="viewing-phone"
              label={t('phone')}
              optional={t('optional')}
              type="tel"
              autoComplete="tel"
              error={err('phone', FIELD_LIMITS.phone)}
              {...register('phone')}
            />
          </div>
          <div data-field="message">
            <Field
              id="viewing-message"
              label={t('message')}
              optional={t('optional')}
              rows={3}
              error={err('message', FIELD_LIMITS.message)}
              {...register('message')}
            />
          </div>
          <div data-field="consent" css={{ marginBottom: space(4) }}>
            <div css={{ display: 'flex', gap: space(2), alignItems: 'flex-start' }}>
              <input
                id="viewing-consent"
                type="checkbox"
                disabled={!agreement}
                aria-invalid={err('consent') ? true : undefined}
                aria-describedby={err('consent') ? 'viewing-consent-error' : undefined}
                css={{
                  width: '24px',
                  height: '24px',
                  margin: '2px 0 0',
                  flex: 'none',
                  ...focusRing,
                }}
                {...register('consent')}
              />
              <label htmlFor="viewing-consent" css={{ lineHeight: 1.5 }}>
                {agreement?.body ?? t('consentPending')}
              </label>
            </div>
            <p css={{ margin: `${space(1)} 0 0 ${space(8)}` }}>
              <a
                href={buildPath('privacyStatement', locale)}
                target="_blank"
                rel="noopener"
                css={{ color: colors.primary, ...focusRing }}
              >
                {t('privacy')}
              </a>
            </p>
            <FieldError id="viewing-consent" text={err('consent')} />
          </div>
          <Honeypot id="viewing-website" locale={locale} {...register(HONEYPOT_FIELD)} />
          <SubmitButton locale={locale} busy={units.status === 'sending'} disabled={!agreement}>
            {t('submit')}
          </SubmitButton>
          <p
            role="status"
            css={{
              margin: `${space(3)} 0 0`,
              minHeight: '1.5em',
              fontWeight: 600,
              color: units.status === 'sent' ? colors.success : colors.danger,
            }}
          >
            {statusText}
          </p>
        </form>
      )}
    </section>
  );
}
