/**
 * The reservation request form (issue 13; SPEC §5 "reservation forms", decided in
 * shared/forms/reservation): the chosen period (from the calendar), adults, children, pets, name,
 * e-mail, phone, address, remarks and the acceptance of the rental conditions. react-hook-form
 * holds the fields and validates with the shared zod schema for this unit (the API parses the
 * same); errors are tied to their fields (aria-invalid, aria-describedby) and the focus moves to
 * the first one; a refusal of the API (a period taken meanwhile, too many persons) is shown as it
 * says, in the page's language.
 */
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { shell } from 'shared/bus';
import { useUnit } from 'shared/effector';
import { buildPath } from 'shared/routes';
import { useForm, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Locale, RentalPeriod, RentalUnit } from 'shared/domain';
import { reservationFormSchema, type ReservationRequest } from '../../../forms';
import { formatDate } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useRentalT } from '../../../entities/rental-unit';
import { HONEYPOT_FIELD } from 'shared/forms';
import { Honeypot } from 'shared/ui';
import { focusFirstInvalid } from 'shared/ui/form-focus';
import { SubmitButton } from 'shared/ui/submit-button';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { HOLIDAY_NAMESPACE } from '../../../config/i18n';
import type { ReservationRefusal } from '../model';

type Schema = ReturnType<typeof reservationFormSchema>;

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
  'conditions',
  'consent',
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

/** A field's error (`{id}-error`, which the control's aria-describedby names); none when none. */
function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <span id={`${id}-error`} css={{ color: colors.danger, fontSize: '0.9rem', fontWeight: 600 }}>
      {error}
    </span>
  );
}

/** A labelled control with its error (role none: announced through aria-describedby). */
function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
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
      <ErrorText id={id} error={error} />
    </div>
  );
}

/**
 * A check box the visitor must tick (the rental conditions, the consent to the privacy
 * statement): its label, the link to the text it refers to (in a new tab, so the form is kept)
 * and its error, tied to it.
 */
function Agreement({
  id,
  label,
  link,
  error,
  registration,
}: {
  id: string;
  label: string;
  link: { href: string; text: string };
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div>
      <div css={{ display: 'flex', gap: space(2), alignItems: 'flex-start' }}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          css={{
            width: '1.25rem',
            height: '1.25rem',
            marginTop: '0.15rem',
            flex: 'none',
            ...focusRing,
          }}
          {...registration}
        />
        <label htmlFor={id} css={{ cursor: 'pointer' }}>
          {label}
        </label>
      </div>
      <p css={{ margin: `${space(1)} 0 0 ${space(7)}` }}>
        <a
          href={link.href}
          target="_blank"
          rel="noopener"
          css={{ color: colors.primary, ...focusRing }}
        >
          {link.text}
        </a>
      </p>
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** Props of ReservationForm. */
export interface ReservationFormProps {
  locale: Locale;
  unit: RentalUnit;
  /** The chosen free period, or null (the form then asks for one). */
  period: RentalPeriod | null;
  pending: boolean;
  refusal: ReservationRefusal | null;
  onSubmit: (request: ReservationRequest) => void;
}

/** Renders the form. */
export function ReservationForm({
  locale,
  unit,
  period,
  pending,
  refusal,
  onSubmit,
}: ReservationFormProps) {
  const { t } = useTranslation(HOLIDAY_NAMESPACE, { lng: locale });
  const rt = useRentalT(locale);
  // The agency the visitor agrees with: the market's site (its name), whichever it is.
  const site = useUnit(shell.$site);
  const agency = site?.name ?? '';
  const max = unit.general.maxOccupation;
  const schema = useMemo(() => reservationFormSchema(max), [max]);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<FormInput, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
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
      website: '',
    },
    // The focus goes to the first field in error in the page's order (shared/ui/form-focus).
    shouldFocusError: false,
  });
  // The period comes from the calendar.
  useEffect(() => {
    setValue('arrival', period?.start ?? '');
    setValue('departure', period?.end ?? '');
    setValue('locale', locale);
  }, [period, locale, setValue]);

  // The API's field errors (e.g. too many persons) go to their fields, and the focus to the first.
  useEffect(() => {
    const fields = (refusal?.errors ?? []).filter((error) =>
      ['adults', 'email', 'phone'].includes(error.field),
    );
    for (const error of fields) {
      setError(error.field as 'adults' | 'email' | 'phone', {
        type: 'server',
        message: error.code,
      });
    }
    if (fields.length > 0) {
      const names = fields.map((error) => error.field);
      setTimeout(() => focusFirstInvalid(formRef.current, names), 0);
    }
  }, [refusal, setError]);

  const message = (field: keyof FieldErrors<FormInput>): string | undefined => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return t(`errors.${KNOWN_ERRORS.has(error.message) ? error.message : 'required'}`, { max });
  };
  const periodError = errors.arrival || errors.departure ? t('booking.choosePeriod') : undefined;
  const control = (
    registration: UseFormRegisterReturn,
    ids: { id: string; describedBy: string | undefined; invalid: boolean },
    extra: Record<string, unknown> = {},
  ) => ({
    ...registration,
    id: ids.id,
    'aria-describedby': ids.describedBy,
    'aria-invalid': ids.invalid || undefined,
    ...extra,
  });

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      aria-labelledby="reservation-heading"
      onSubmit={handleSubmit(
        (values) => onSubmit(values as ReservationRequest),
        (invalid) => focusFirstInvalid(formRef.current, invalid),
      )}
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
      <fieldset
        css={{
          border: 0,
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: space(3),
          gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))',
        }}
      >
        <legend css={{ fontWeight: 700, marginBottom: space(2) }}>{t('form.party')}</legend>
        <Field label={t('form.adults')} error={message('adults')}>
          {(ids) => (
            <input
              type="number"
              min={1}
              max={max}
              inputMode="numeric"
              css={inputStyle}
              {...control(register('adults', { valueAsNumber: true }), ids)}
            />
          )}
        </Field>
        <Field label={t('form.children')} error={message('children')}>
          {(ids) => (
            <input
              type="number"
              min={0}
              max={max}
              inputMode="numeric"
              css={inputStyle}
              {...control(register('children', { valueAsNumber: true }), ids)}
            />
          )}
        </Field>
        <Field label={t('form.pets')} error={message('pets')}>
          {(ids) => (
            <input
              type="number"
              min={0}
              max={5}
              inputMode="numeric"
              css={inputStyle}
              {...control(register('pets', { valueAsNumber: true }), ids)}
            />
          )}
        </Field>
        <p css={{ gridColumn: '1 / -1', margin: 0, fontSize: '0.85rem', color: colors.muted }}>
          {t('form.maxOccupation', { count: max })}
        </p>
      </fieldset>
      <fieldset
        css={{
          border: 0,
          padding: 0,
          margin: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: space(3),
        }}
      >
        <legend css={{ fontWeight: 700, marginBottom: space(2) }}>{t('form.contact')}</legend>
        <Field label={t('form.name')} error={message('name')}>
          {(ids) => (
            <input
              type="text"
              autoComplete="name"
              css={inputStyle}
              {...control(register('name'), ids)}
            />
          )}
        </Field>
        <Field label={t('form.email')} error={message('email')}>
          {(ids) => (
            <input
              type="email"
              autoComplete="email"
              css={inputStyle}
              {...control(register('email'), ids)}
            />
          )}
        </Field>
        <Field label={t('form.phone')} error={message('phone')}>
          {(ids) => (
            <input
              type="tel"
              autoComplete="tel"
              css={inputStyle}
              {...control(register('phone'), ids)}
            />
          )}
        </Field>
        <Field label={t('form.address')} error={message('address')}>
          {(ids) => (
            <textarea
              rows={2}
              autoComplete="street-address"
              css={inputStyle}
              {...control(register('address'), ids)}
            />
          )}
        </Field>
        <Field label={t('form.remarks')} error={message('remarks')}>
          {(ids) => <textarea rows={3} css={inputStyle} {...control(register('remarks'), ids)} />}
        </Field>
      </fieldset>
      <Agreement
        id="reservation-conditions"
        label={t('form.conditions', { agency })}
        link={{ href: buildPath('rentalConditions', locale), text: t('form.conditionsLink') }}
        error={message('acceptConditions')}
        registration={register('acceptConditions')}
      />
      <Agreement
        id="reservation-consent"
        label={t('form.consent', { agency })}
        link={{ href: buildPath('privacyStatement', locale), text: t('form.privacy') }}
        error={message('consent')}
        registration={register('consent')}
      />
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
          {refusal.message || t('form.refused')}
        </p>
      )}
      <Honeypot id="reservation-website" locale={locale} {...register(HONEYPOT_FIELD)} />
      <SubmitButton locale={locale} busy={pending}>
        {pending ? t('form.sending') : t('form.submit')}
      </SubmitButton>
    </form>
  );
}
