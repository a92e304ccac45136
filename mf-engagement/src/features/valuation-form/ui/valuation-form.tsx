/**
 * The free valuation request form: the property (address with the city search, kind, optional
 * living area in m², bedrooms, EPC label and details), the owner's plan and timeframe, and how to
 * reach them (name, e-mail, phone, preferred moment), with consent to the privacy statement.
 * Validated as the visitor goes with src/forms' valuation schema (react-hook-form keeps the
 * fields); errors are tied to their fields and the focus goes to the first one; the submit button
 * is inert until the page is live and while sending. Once sent, the confirmation takes the
 * form's place and the focus: what happens next, and up to three estates of the agency nearby.
 */
import { useEffect, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { CitySuggestion, Locale } from 'shared/domain';
import { HONEYPOT_FIELD } from 'shared/forms';
import {
  CONTACT_MOMENTS,
  VALUATION_EPC_LABELS,
  VALUATION_INTENTS,
  VALUATION_KINDS,
  VALUATION_TIMEFRAMES,
  valuationFieldsSchema,
  type ContactMoment,
  type ValuationIntent,
  type ValuationKind,
  type ValuationTimeframe,
} from '../../../forms';
import { enumLabel } from 'shared/enums';
import { SubmitButton } from 'shared/ui/submit-button';
import { EstateCard, EstateGrid, EstateGridItem } from 'shared/ui';
import { colors, focusRing, mq, radius, space } from 'shared/ui/tokens';
import { focusFirstInvalid } from 'shared/ui/form-focus';
import { ENGAGEMENT_NAMESPACE } from '../../../config/i18n';
import {
  $agreements,
  $agreementsFailed,
  agreementFor,
  agreementsNeeded,
} from '../../../entities/agreement';
import {
  ConsentField,
  errorText,
  Fieldset,
  FieldError,
  Honeypot,
  inputStyle,
  labelStyle,
  StatusLine,
  TextField,
} from '../../../lib/form-ui';
import { $nearbyEstates, cityChosen, valuationForm } from '../model';
import { MunicipalityField } from './municipality-field';

/** The form's values as the visitor fills them in (numbers as typed). */
export interface ValuationValues {
  street: string;
  houseNumber: string;
  postalCode: string;
  municipality: string;
  kind: ValuationKind | '';
  livingArea: string;
  bedrooms: string;
  epcLabel: string;
  description: string;
  intent: ValuationIntent | '';
  timeframe: ValuationTimeframe | '';
  name: string;
  email: string;
  phone: string;
  contactMoment: ContactMoment;
  consent: boolean;
  [HONEYPOT_FIELD]: string;
}

/** The fields in the order of the form: a server's refusal focuses the first it names. */
const FIELDS: readonly (keyof ValuationValues)[] = [
  'street',
  'houseNumber',
  'postalCode',
  'municipality',
  'kind',
  'livingArea',
  'bedrooms',
  'epcLabel',
  'description',
  'intent',
  'timeframe',
  'name',
  'email',
  'phone',
  'contactMoment',
  'consent',
];

const radioRow = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space(2)} ${space(4)}`,
} as const;
const radioLabel = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  minHeight: '44px',
  cursor: 'pointer',
} as const;
const radioInput = { width: '20px', height: '20px', margin: 0, ...focusRing } as const;
const subsection = { margin: `0 0 ${space(6)}` } as const;

/** A labelled select with its error tied to it. */
function SelectField({
  id,
  label,
  optional,
  error,
  options,
  field,
}: {
  id: string;
  label: string;
  optional?: string;
  error: string;
  options: readonly { value: string; label: string }[];
  field: ReturnType<ReturnType<typeof useForm<ValuationValues>>['register']>;
}) {
  return (
    <div css={{ marginBottom: space(4) }}>
      <label htmlFor={id} css={labelStyle}>
        {label}
        {optional && <span css={{ fontWeight: 400, color: colors.muted }}> ({optional})</span>}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        css={inputStyle}
        {...field}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} text={error} />
    </div>
  );
}

/** Props of ValuationForm: the page's language. */
export interface ValuationFormProps {
  locale: Locale;
}

/** The valuation request form, then its confirmation (ids prefixed `valuation-`). */
export function ValuationForm({ locale }: ValuationFormProps) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const [status, serverErrors, serverMessage, agreements, failedLocales, nearby] = useUnit([
    valuationForm.$status,
    valuationForm.$serverErrors,
    valuationForm.$serverMessage,
    $agreements,
    $agreementsFailed,
    $nearbyEstates,
  ]);
  const [opened, submitted, chose, needAgreements] = useUnit([
    valuationForm.formOpened,
    valuationForm.formSubmitted,
    cityChosen,
    agreementsNeeded,
  ]);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const agreement = agreementFor(agreements, locale, 'valuation');

  const { register, handleSubmit, formState, setError, setValue, watch, getValues } =
    useForm<ValuationValues>({
      resolver: zodResolver(valuationFieldsSchema) as unknown as Resolver<ValuationValues>,
      defaultValues: {
        street: '',
        houseNumber: '',
        postalCode: '',
        municipality: '',
        kind: '',
        livingArea: '',
        bedrooms: '',
        epcLabel: '',
        description: '',
        intent: '',
        timeframe: '',
        name: '',
        email: '',
        phone: '',
        contactMoment: 'any',
        consent: false,
        [HONEYPOT_FIELD]: '',
      },
      mode: 'onTouched',
      shouldFocusError: false,
    });
  const { errors } = formState;
  const chosen = useRef<CitySuggestion | null>(null);

  useEffect(() => {
    opened();
    needAgreements(locale);
  }, [opened, needAgreements, locale]);

  // The server refused some fields: show its texts on them and go to the first.
  useEffect(() => {
    const known = FIELDS.filter((field) => serverErrors[field]);
    known.forEach((field) => setError(field, { type: 'server', message: serverErrors[field] }));
    if (known[0]) setTimeout(() => focusFirstInvalid(formRef.current), 0);
  }, [serverErrors, setError]);

  // Sent: the confirmation replaces the form; its heading takes the focus.
  useEffect(() => {
    if (status === 'sent') doneRef.current?.focus();
  }, [status]);

  const onValid = (values: ValuationValues) => {
    if (!agreement) return;
    const municipality = values.municipality.trim();
    const city =
      chosen.current &&
      chosen.current.name === municipality &&
      chosen.current.zip === values.postalCode.trim()
        ? chosen.current
        : null;
    chose(city);
    submitted({
      street: values.street,
      houseNumber: values.houseNumber,
      postalCode: values.postalCode,
      municipality,
      kind: values.kind as ValuationKind,
      ...(values.livingArea.trim() ? { livingArea: Number(values.livingArea) } : {}),
      ...(values.bedrooms.trim() ? { bedrooms: Number(values.bedrooms) } : {}),
      epcLabel: values.epcLabel as (typeof VALUATION_EPC_LABELS)[number] | '',
      description: values.description,
      intent: values.intent as ValuationIntent,
      timeframe: values.timeframe as ValuationTimeframe,
      name: values.name,
      email: values.email,
      phone: values.phone,
      contactMoment: values.contactMoment,
      consent: true,
      ...(city ? { cityId: city.id } : {}),
      agreementVersion: agreement.version,
      locale,
      website: getValues(HONEYPOT_FIELD),
    });
  };

  const err = (
    field: keyof ValuationValues,
    limit?: 'street' | 'houseNumber' | 'municipality' | 'message' | 'name' | 'email' | 'phone',
  ) => errorText(errors[field]?.message, locale, limit);

  if (status === 'sent') {
    return (
      <section aria-labelledby="valuation-done" data-boundary="engagement">
        <div
          css={{
            padding: space(5),
            background: '#eaf5ee',
            borderRadius: radius,
            maxWidth: '42rem',
          }}
        >
          <h2 id="valuation-done" ref={doneRef} tabIndex={-1} css={{ marginTop: 0, ...focusRing }}>
            {t('valuation.done.heading')}
          </h2>
          <p css={{ margin: 0 }}>{t('valuation.done.next')}</p>
        </div>
        {nearby.length > 0 && (
          <section aria-labelledby="valuation-nearby" css={{ marginTop: space(8) }}>
            <h2 id="valuation-nearby">{t('valuation.done.nearby')}</h2>
            <EstateGrid>
              {nearby.map((estate) => (
                <EstateGridItem key={estate.id}>
                  <EstateCard estate={estate} locale={locale} />
                </EstateGridItem>
              ))}
            </EstateGrid>
          </section>
        )}
      </section>
    );
  }

  const unknownRefusal = status === 'refused' && !FIELDS.some((f) => serverErrors[f]);
  const choice = (value: string) => ({ value, label: value ? t(`valuation.${value}`) : '' });
  const kindError = err('kind');
  const intentError = err('intent');
  const municipality = watch('municipality');

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onValid, (invalid) => focusFirstInvalid(formRef.current, invalid))}
      css={{ position: 'relative', maxWidth: '42rem' }}
      data-boundary="engagement"
    >
      <fieldset css={{ border: 0, padding: 0, minWidth: 0, ...subsection }}>
        <legend css={{ fontSize: '1.25rem', fontWeight: 700, padding: 0, marginBottom: space(3) }}>
          {t('valuation.property')}
        </legend>
        <div
          css={{
            display: 'grid',
            gap: `0 ${space(4)}`,
            [mq('md')]: { gridTemplateColumns: '1fr 8rem' },
          }}
        >
          <TextField
            id="valuation-street"
            label={t('valuation.fields.street')}
            autoComplete="address-line1"
            error={err('street', 'street')}
            {...register('street')}
          />
          <TextField
            id="valuation-houseNumber"
            label={t('valuation.fields.houseNumber')}
            error={err('houseNumber', 'houseNumber')}
            {...register('houseNumber')}
          />
        </div>
        <MunicipalityField
          locale={locale}
          postalCode={register('postalCode')}
          postalCodeError={err('postalCode')}
          municipality={municipality}
          municipalityError={err('municipality', 'municipality')}
          municipalityField={register('municipality')}
          onMunicipalityChange={(text) => setValue('municipality', text, { shouldDirty: true })}
          onChoose={(city) => {
            chosen.current = city;
            setValue('municipality', city.name, { shouldValidate: true, shouldDirty: true });
            setValue('postalCode', city.zip, { shouldValidate: true, shouldDirty: true });
          }}
        />
        <Fieldset id="valuation-kind" legend={t('valuation.fields.kind')} error={kindError}>
          <div css={radioRow}>
            {VALUATION_KINDS.map((kind) => (
              <label key={kind} css={radioLabel}>
                <input
                  type="radio"
                  value={kind}
                  aria-invalid={kindError ? true : undefined}
                  css={radioInput}
                  {...register('kind')}
                />
                {kind === 'OTHER' ? t('valuation.OTHER') : enumLabel('type', kind, locale)}
              </label>
            ))}
          </div>
        </Fieldset>
        <div
          css={{
            display: 'grid',
            gap: `0 ${space(4)}`,
            [mq('md')]: { gridTemplateColumns: '1fr 1fr 1fr' },
          }}
        >
          <TextField
            id="valuation-livingArea"
            label={t('valuation.fields.livingArea')}
            optional={t('optional')}
            inputMode="numeric"
            error={err('livingArea')}
            {...register('livingArea')}
          />
          <TextField
            id="valuation-bedrooms"
            label={t('valuation.fields.bedrooms')}
            optional={t('optional')}
            inputMode="numeric"
            error={err('bedrooms')}
            {...register('bedrooms')}
          />
          <SelectField
            id="valuation-epcLabel"
            label={t('valuation.fields.epcLabel')}
            optional={t('optional')}
            error={err('epcLabel')}
            options={[
              { value: '', label: t('valuation.epcUnknown') },
              ...VALUATION_EPC_LABELS.map((code) => ({
                value: code,
                label: enumLabel('energyLabel', code, locale),
              })),
            ]}
            field={register('epcLabel')}
          />
        </div>
        <TextField
          id="valuation-description"
          label={t('valuation.fields.description')}
          optional={t('optional')}
          hint={t('valuation.fields.descriptionHint')}
          rows={4}
          error={err('description', 'message')}
          {...register('description')}
        />
      </fieldset>
      <fieldset css={{ border: 0, padding: 0, minWidth: 0, ...subsection }}>
        <legend css={{ fontSize: '1.25rem', fontWeight: 700, padding: 0, marginBottom: space(3) }}>
          {t('valuation.plans')}
        </legend>
        <Fieldset id="valuation-intent" legend={t('valuation.fields.intent')} error={intentError}>
          <div css={radioRow}>
            {VALUATION_INTENTS.map((intent) => (
              <label key={intent} css={radioLabel}>
                <input
                  type="radio"
                  value={intent}
                  aria-invalid={intentError ? true : undefined}
                  css={radioInput}
                  {...register('intent')}
                />
                {t(`valuation.${intent}`)}
              </label>
            ))}
          </div>
        </Fieldset>
        <SelectField
          id="valuation-timeframe"
          label={t('valuation.fields.timeframe')}
          error={err('timeframe')}
          options={[
            { value: '', label: t('valuation.choose') },
            ...VALUATION_TIMEFRAMES.map(choice),
          ]}
          field={register('timeframe')}
        />
      </fieldset>
      <fieldset css={{ border: 0, padding: 0, minWidth: 0, ...subsection }}>
        <legend css={{ fontSize: '1.25rem', fontWeight: 700, padding: 0, marginBottom: space(3) }}>
          {t('valuation.you')}
        </legend>
        <TextField
          id="valuation-name"
          label={t('fields.name')}
          autoComplete="name"
          error={err('name', 'name')}
          {...register('name')}
        />
        <TextField
          id="valuation-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={err('email', 'email')}
          {...register('email')}
        />
        <TextField
          id="valuation-phone"
          label={t('fields.phone')}
          hint={t('fields.phoneHint')}
          type="tel"
          autoComplete="tel"
          error={err('phone', 'phone')}
          {...register('phone')}
        />
        <SelectField
          id="valuation-contactMoment"
          label={t('valuation.fields.contactMoment')}
          error={err('contactMoment')}
          options={CONTACT_MOMENTS.map(choice)}
          field={register('contactMoment')}
        />
      </fieldset>
      <ConsentField
        id="valuation-consent"
        locale={locale}
        agreement={agreement}
        privacyLabel={t('consent.privacy')}
        pendingLabel={t('consent.pending')}
        error={err('consent')}
        {...register('consent')}
      />
      {failedLocales.includes(locale) && <p role="alert">{t('consent.unavailable')}</p>}
      <Honeypot id="valuation-website" locale={locale} {...register(HONEYPOT_FIELD)} />
      <SubmitButton locale={locale} busy={status === 'sending'} disabled={!agreement}>
        {t('valuation.submit')}
      </SubmitButton>
      <StatusLine
        status={status}
        texts={{
          sending: t('status.sending'),
          refused: unknownRefusal ? serverMessage || t('status.failed') : t('status.fix'),
          rateLimited: serverMessage || t('status.failed'),
          unavailable: t('status.failed'),
          failed: t('status.failed'),
        }}
      />
    </form>
  );
}
