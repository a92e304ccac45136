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
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { CitySuggestion, Locale } from 'shared/domain';
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
} from '#engagement/forms';
import { enumLabel } from 'api/contract/enums';
import { Fieldset, FormEnd, PersonFields, SelectField, TextField, useSiteForm } from 'kit/form-kit';
import { EstateCard, EstateGrid, EstateGridItem } from 'kit/ui';
import { focusRing, mq, radius, space } from 'shared/ui/tokens';
import { ENGAGEMENT_NAMESPACE } from '#engagement/config/i18n';
import { useAgreement } from '#engagement/entities/agreement';
import { useFormWords } from '#engagement/lib/form-words';
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

/** Props of ValuationForm: the page's language. */
export interface ValuationFormProps {
  locale: Locale;
}

/** The valuation request form, then its confirmation (ids prefixed `valuation-`). */
export function ValuationForm({ locale }: ValuationFormProps) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const [nearby, opened, chose] = useUnit([$nearbyEstates, valuationForm.formOpened, cityChosen]);
  const words = useFormWords(locale);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const consent = useAgreement(locale, 'valuation');
  const chosen = useRef<CitySuggestion | null>(null);
  const defaultValues: ValuationValues = {
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
  };
  const site = useSiteForm(valuationFieldsSchema, {
    locale,
    model: valuationForm,
    defaultValues,
    fields: FIELDS,
    consent,
    request: ({ livingArea, bedrooms, ...values }, extras) => {
      // The city the visitor chose from the suggestions, if the fields still name it.
      const city =
        chosen.current &&
        chosen.current.name === values.municipality &&
        chosen.current.zip === values.postalCode
          ? chosen.current
          : null;
      chose(city);
      return {
        ...values,
        ...(livingArea ? { livingArea: Number(livingArea) } : {}),
        ...(bedrooms ? { bedrooms: Number(bedrooms) } : {}),
        ...(city ? { cityId: city.id } : {}),
        ...extras,
        locale,
      };
    },
  });
  const { register, setValue, watch } = site.form;
  const { status } = site;

  useEffect(() => {
    opened();
  }, [opened, locale]);

  // Sent: the confirmation replaces the form; its heading takes the focus.
  useEffect(() => {
    if (status === 'sent') doneRef.current?.focus();
  }, [status]);

  const err = site.error;

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

  const choice = (value: string) => ({ value, label: value ? t(`valuation.${value}`) : '' });
  const kindError = err('kind');
  const intentError = err('intent');
  const municipality = watch('municipality');

  return (
    <form
      {...site.formProps}
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
            {...register('epcLabel')}
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
          {...register('timeframe')}
        />
      </fieldset>
      <fieldset css={{ border: 0, padding: 0, minWidth: 0, ...subsection }}>
        <legend css={{ fontSize: '1.25rem', fontWeight: 700, padding: 0, marginBottom: space(3) }}>
          {t('valuation.you')}
        </legend>
        <PersonFields
          idPrefix="valuation"
          labels={words.person}
          fields={{ name: register('name'), email: register('email'), phone: register('phone') }}
          error={(field) => err(field, field)}
        />
        <SelectField
          id="valuation-contactMoment"
          label={t('valuation.fields.contactMoment')}
          error={err('contactMoment')}
          options={CONTACT_MOMENTS.map(choice)}
          {...register('contactMoment')}
        />
      </fieldset>
      <FormEnd {...site.end('valuation', words)} submit={t('valuation.submit')} />
    </form>
  );
}
