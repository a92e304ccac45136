/**
 * The contact form (SPEC §1, issue 11): name, e-mail, phone (optional, Belgian or international),
 * the estate it is about (prefilled on a detail page), the question, and consent to the privacy
 * statement (the site's current text, GET /agreements). Validated as the visitor goes with the
 * contact schema of src/forms (react-hook-form keeps the field state); errors are tied to
 * their fields and the focus goes to the first one; the submit button is inert while sending;
 * the outcome is announced in a status line and the page stays. Hidden honeypot and fill time
 * against bots.
 */
import { useEffect, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { HONEYPOT_FIELD } from 'shared/forms';
import { contactFieldsSchema } from '../../../forms';
import { SubmitButton } from 'shared/ui/submit-button';
import { space } from 'shared/ui/tokens';
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
  Honeypot,
  sectionStyle,
  StatusLine,
  TextField,
} from '../../../lib/form-ui';
import { contactForm } from '../model';

/** The contact form's field values as the visitor types them. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  estate: string;
  message: string;
  consent: boolean;
  [HONEYPOT_FIELD]: string;
}

const FIELDS: readonly (keyof ContactValues)[] = [
  'name',
  'email',
  'phone',
  'estate',
  'message',
  'consent',
];

/** Props of the contact form: the page's language and, on a detail page, its estate. */
export interface ContactFormProps {
  locale: Locale;
  /** The estate the question is about (compared as text). */
  estateId?: string;
  /** Its title, prefilled in the "estate" field. */
  estateTitle?: string;
  /** The heading level of the form's title (2 by default). */
  headingLevel?: 2 | 3;
}

/** The contact form in a section with its heading (id prefix `contact`). */
export function ContactForm({ locale, estateId, estateTitle, headingLevel = 2 }: ContactFormProps) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const [status, serverErrors, serverMessage, agreements, failedLocales] = useUnit([
    contactForm.$status,
    contactForm.$serverErrors,
    contactForm.$serverMessage,
    $agreements,
    $agreementsFailed,
  ]);
  const [opened, submitted, needAgreements] = useUnit([
    contactForm.formOpened,
    contactForm.formSubmitted,
    agreementsNeeded,
  ]);
  const formRef = useRef<HTMLFormElement>(null);
  const agreement = agreementFor(agreements, locale, 'contact');

  const { register, handleSubmit, formState, setError, resetField, getValues } =
    useForm<ContactValues>({
      resolver: zodResolver(contactFieldsSchema) as unknown as Resolver<ContactValues>,
      defaultValues: {
        name: '',
        email: '',
        phone: '',
        estate: estateTitle ?? '',
        message: '',
        consent: false,
        [HONEYPOT_FIELD]: '',
      },
      mode: 'onTouched',
      shouldFocusError: false,
    });
  const { errors } = formState;

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

  // Sent: the question and the consent are cleared for a next one; name and address stay.
  useEffect(() => {
    if (status !== 'sent') return;
    resetField('message');
    resetField('consent');
  }, [status, resetField]);

  const onValid = (values: ContactValues) => {
    if (!agreement) return;
    submitted({
      name: values.name,
      email: values.email,
      phone: values.phone,
      estate: values.estate,
      message: values.message,
      consent: true,
      ...(estateId ? { estateId } : {}),
      agreementVersion: agreement.version,
      locale,
      website: getValues(HONEYPOT_FIELD),
    });
  };

  const Heading = `h${headingLevel}` as const;
  const unknownRefusal = status === 'refused' && !FIELDS.some((f) => serverErrors[f]);
  const err = (
    field: keyof ContactValues,
    limit?: 'name' | 'email' | 'phone' | 'estate' | 'message',
  ) => errorText(errors[field]?.message, locale, limit);

  return (
    <section aria-labelledby="contact-heading" css={sectionStyle} data-boundary="engagement">
      <Heading id="contact-heading" css={{ marginTop: 0 }}>
        {estateId ? t('contact.headingEstate') : t('contact.heading')}
      </Heading>
      <p css={{ margin: `0 0 ${space(4)}` }}>{t('contact.intro')}</p>
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={handleSubmit(onValid, (invalid) => focusFirstInvalid(formRef.current, invalid))}
        css={{ position: 'relative' }}
      >
        <TextField
          id="contact-name"
          label={t('fields.name')}
          autoComplete="name"
          error={err('name', 'name')}
          {...register('name')}
        />
        <TextField
          id="contact-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={err('email', 'email')}
          {...register('email')}
        />
        <TextField
          id="contact-phone"
          label={t('fields.phone')}
          optional={t('optional')}
          hint={t('fields.phoneHint')}
          type="tel"
          autoComplete="tel"
          error={err('phone', 'phone')}
          {...register('phone')}
        />
        <TextField
          id="contact-estate"
          label={t('fields.estate')}
          optional={t('optional')}
          hint={t('fields.estateHint')}
          error={err('estate', 'estate')}
          {...register('estate')}
        />
        <TextField
          id="contact-message"
          label={t('fields.message')}
          rows={5}
          error={err('message', 'message')}
          {...register('message')}
        />
        <ConsentField
          id="contact-consent"
          locale={locale}
          agreement={agreement}
          privacyLabel={t('consent.privacy')}
          pendingLabel={t('consent.pending')}
          error={err('consent')}
          {...register('consent')}
        />
        {failedLocales.includes(locale) && <p role="alert">{t('consent.unavailable')}</p>}
        <Honeypot id="contact-website" locale={locale} {...register(HONEYPOT_FIELD)} />
        <SubmitButton locale={locale} busy={status === 'sending'} disabled={!agreement}>
          {t('contact.submit')}
        </SubmitButton>
        <StatusLine
          status={status}
          texts={{
            sending: t('status.sending'),
            sent: t('contact.sent'),
            refused: unknownRefusal ? serverMessage || t('status.failed') : t('status.fix'),
            rateLimited: serverMessage || t('status.failed'),
            unavailable: t('status.failed'),
            failed: t('status.failed'),
          }}
        />
      </form>
    </section>
  );
}
