/**
 * The contact form (SPEC §1): name, e-mail, phone (optional, Belgian or international),
 * the estate it is about (prefilled on a detail page), the question, and consent to the privacy
 * statement (the site's current text, GET /agreements). Validated as the visitor goes with the
 * contact schema of src/forms (react-hook-form keeps the field state); errors are tied to
 * their fields and the focus goes to the first one; the submit button is inert while sending;
 * the outcome is announced in a status line and the page stays. Hidden honeypot and fill time
 * against bots.
 */
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { HONEYPOT_FIELD } from 'api/contract';
import { contactFieldsSchema } from '#engagement/forms';
import {
  errorText,
  FormEnd,
  PersonFields,
  sectionStyle,
  statusTexts,
  TextField,
  useFormKit,
} from 'kit/form-kit';
import { space } from 'shared/ui/tokens';
import { ENGAGEMENT_NAMESPACE } from '#engagement/config/i18n';
import { useAgreement } from '#engagement/entities/agreement';
import { useFormWords } from '#engagement/lib/form-words';
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
  const [status, serverErrors, serverMessage, opened, submitted] = useUnit([
    contactForm.$status,
    contactForm.$serverErrors,
    contactForm.$serverMessage,
    contactForm.formOpened,
    contactForm.formSubmitted,
  ]);
  const words = useFormWords(locale);
  const consent = useAgreement(locale, 'contact');
  const { agreement } = consent;

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
  }, [opened, locale]);

  const { formRef, focusInvalid, fieldsNamed } = useFormKit({
    serverErrors,
    fields: FIELDS,
    setError,
  });

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
        onSubmit={handleSubmit(onValid, focusInvalid)}
        css={{ position: 'relative' }}
      >
        <PersonFields
          idPrefix="contact"
          labels={words.person}
          phoneOptional={t('optional')}
          fields={{ name: register('name'), email: register('email'), phone: register('phone') }}
          error={(field) => err(field, field)}
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
        <FormEnd
          idPrefix="contact"
          locale={locale}
          words={words}
          consent={{ ...consent, error: err('consent'), field: register('consent') }}
          honeypot={register(HONEYPOT_FIELD)}
          submit={t('contact.submit')}
          status={status}
          texts={statusTexts(words, { sent: t('contact.sent'), fieldsNamed, serverMessage })}
        />
      </form>
    </section>
  );
}
