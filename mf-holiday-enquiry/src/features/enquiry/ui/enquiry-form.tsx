/**
 * The enquiry form of the enquiry office's holiday module (issue 13): wished arrival and
 * departure (native date fields), persons, name, e-mail, phone and a message. react-hook-form
 * holds the fields and validates with the shared zod schema for this unit (the API parses the
 * same); errors are tied to their fields (aria-invalid, aria-describedby), the focus moves to the
 * first one, and the API's refusals show as it says. A sent enquiry is confirmed in a status
 * message. Thin: reads the enquiry model, fires its events.
 */
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useUnit } from 'shared/effector';
import type { Locale, RentalUnit } from 'shared/domain';
import {
  MAX_ENQUIRY_NIGHTS,
  rentalEnquiryFormSchema,
  type RentalEnquiryRequest,
} from '../../../forms';
import { formatDate } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { HONEYPOT_FIELD } from 'shared/forms';
import { Button, Honeypot } from 'shared/ui';
import { focusFirstInvalid, useFocusWhenShown } from 'shared/ui/form-focus';
import { SubmitButton } from 'shared/ui/submit-button';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { ENQUIRY_NAMESPACE } from '../../../config/i18n';
import {
  $enquiryRefusal,
  $isEnquiryPending,
  $sentEnquiry,
  enquiryOpened,
  enquiryRestarted,
  enquirySubmitted,
} from '../model';

type Schema = ReturnType<typeof rentalEnquiryFormSchema>;

/** The error codes of shared/forms/reservation this form has texts for ('errors.{code}'). */
const KNOWN_ERRORS = new Set([
  'required',
  'number',
  'tooFew',
  'tooMany',
  'tooLong',
  'email',
  'name',
  'invalid',
  'phone',
  'date',
  'departureBeforeArrival',
  'stayTooLong',
  'arrivalInPast',
  'tooManyPersons',
]);
type FormInput = z.input<Schema>;

const inputStyle = {
  width: '100%',
  minHeight: '44px',
  padding: `${space(2)} ${space(3)}`,
  border: `1px solid ${colors.muted}`,
  borderRadius: radius,
  font: 'inherit',
  color: colors.text,
  background: colors.surface,
  boxSizing: 'border-box',
  ...focusRing,
  '&[aria-invalid="true"]': { borderColor: colors.danger, borderWidth: '2px' },
} as const;

type Ids = { id: string; describedBy: string | undefined; invalid: boolean };

/** A labelled control with its hint and error. */
function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (ids: Ids) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space(1) }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {label}
      </label>
      {hint && (
        <span id={`${id}-hint`} css={{ fontSize: '0.85rem', color: colors.muted }}>
          {hint}
        </span>
      )}
      {children({ id, describedBy: described || undefined, invalid: Boolean(error) })}
      {error && (
        <span
          id={`${id}-error`}
          css={{ color: colors.danger, fontSize: '0.9rem', fontWeight: 600 }}
        >
          {error}
        </span>
      )}
    </div>
  );
}

const control = (registration: UseFormRegisterReturn, ids: Ids) => ({
  ...registration,
  id: ids.id,
  'aria-describedby': ids.describedBy,
  'aria-invalid': ids.invalid || undefined,
});

/** The day of today in Belgium (yyyy-mm-dd), the earliest wished arrival. */
function belgianToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
}

/** Renders the enquiry section of `unit`. */
export function EnquiryForm({ unit, locale }: { unit: RentalUnit; locale: Locale }) {
  const { t } = useTranslation(ENQUIRY_NAMESPACE, { lng: locale });
  const max = unit.general.maxOccupation;
  const schema = useMemo(() => rentalEnquiryFormSchema(max), [max]);
  const [sent, refusal, pending, opened, submitted, restarted] = useUnit([
    $sentEnquiry,
    $enquiryRefusal,
    $isEnquiryPending,
    enquiryOpened,
    enquirySubmitted,
    enquiryRestarted,
  ]);
  useEffect(() => {
    opened(unit.id);
  }, [unit.id, opened]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      rentalUnitId: unit.id,
      arrival: '',
      departure: '',
      persons: 2,
      name: '',
      email: '',
      phone: '',
      message: '',
      locale,
      website: '',
    },
    // The focus goes to the first field in error in the page's order (shared/ui/form-focus).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // The form gives way to its outcome: the focus goes to the message, not to <body>.
  const resultRef = useFocusWhenShown<HTMLParagraphElement>(Boolean(sent));
  useEffect(() => {
    const fields = (refusal?.errors ?? []).filter((error) =>
      ['arrival', 'departure', 'persons', 'email', 'phone'].includes(error.field),
    );
    for (const error of fields) {
      setError(error.field as keyof FormInput, { type: 'server', message: error.code });
    }
    if (fields.length > 0) {
      const names = fields.map((error) => error.field);
      setTimeout(() => focusFirstInvalid(formRef.current, names), 0);
    }
  }, [refusal, setError]);
  const message = (field: keyof FormInput): string | undefined => {
    const error = errors[field];
    if (!error?.message) return undefined;
    const code = KNOWN_ERRORS.has(error.message) ? error.message : 'required';
    return t(`errors.${code}`, { max: code === 'stayTooLong' ? MAX_ENQUIRY_NIGHTS : max });
  };
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
          method="post"
          ref={formRef}
          noValidate
          aria-labelledby="enquiry-heading"
          onSubmit={handleSubmit(
            (values) => submitted({ ...values, locale } as RentalEnquiryRequest),
            (invalid) => focusFirstInvalid(formRef.current, invalid),
          )}
          css={{ display: 'flex', flexDirection: 'column', gap: space(3) }}
        >
          <p css={{ margin: 0, color: colors.muted }}>{t('enquiry.intro')}</p>
          <div
            css={{
              display: 'grid',
              gap: space(3),
              gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
            }}
          >
            <Field label={t('enquiry.arrival')} error={message('arrival')}>
              {(ids) => (
                <input
                  type="date"
                  min={today}
                  css={inputStyle}
                  {...control(register('arrival'), ids)}
                />
              )}
            </Field>
            <Field label={t('enquiry.departure')} error={message('departure')}>
              {(ids) => (
                <input
                  type="date"
                  min={today}
                  css={inputStyle}
                  {...control(register('departure'), ids)}
                />
              )}
            </Field>
          </div>
          <Field
            label={t('enquiry.persons')}
            error={message('persons')}
            hint={t('enquiry.maxOccupation', { count: max })}
          >
            {(ids) => (
              <input
                type="number"
                min={1}
                max={max}
                inputMode="numeric"
                css={inputStyle}
                {...control(register('persons', { valueAsNumber: true }), ids)}
              />
            )}
          </Field>
          <Field label={t('enquiry.name')} error={message('name')}>
            {(ids) => (
              <input
                type="text"
                autoComplete="name"
                css={inputStyle}
                {...control(register('name'), ids)}
              />
            )}
          </Field>
          <Field label={t('enquiry.email')} error={message('email')}>
            {(ids) => (
              <input
                type="email"
                autoComplete="email"
                css={inputStyle}
                {...control(register('email'), ids)}
              />
            )}
          </Field>
          <Field label={t('enquiry.phone')} error={message('phone')}>
            {(ids) => (
              <input
                type="tel"
                autoComplete="tel"
                css={inputStyle}
                {...control(register('phone'), ids)}
              />
            )}
          </Field>
          <Field label={t('enquiry.message')} error={message('message')}>
            {(ids) => <textarea rows={4} css={inputStyle} {...control(register('message'), ids)} />}
          </Field>
          {refusal && refusal.code !== 'VALIDATION' && (
            <p
              role="alert"
              css={{
                margin: 0,
                padding: space(3),
                border: `1px solid ${colors.danger}`,
                borderRadius: radius,
                color: colors.danger,
              }}
            >
              {refusal.message || t('enquiry.refused')}
            </p>
          )}
          <Honeypot id="enquiry-website" locale={locale} {...register(HONEYPOT_FIELD)} />
          <SubmitButton locale={locale} busy={pending}>
            {pending ? t('enquiry.sending') : t('enquiry.submit')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
