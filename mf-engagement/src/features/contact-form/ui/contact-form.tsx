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
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { contactFieldsSchema } from '#engagement/forms';
import { FormEnd, PersonFields, sectionStyle, TextField, useSiteForm } from 'kit/form-kit';
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
}

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
  const opened = useUnit(contactForm.formOpened);
  const words = useFormWords(locale);
  const consent = useAgreement(locale, 'contact');
  const defaultValues: ContactValues = {
    name: '',
    email: '',
    phone: '',
    estate: estateTitle ?? '',
    message: '',
    consent: false,
  };
  const site = useSiteForm(contactFieldsSchema, {
    locale,
    model: contactForm,
    defaultValues,
    fields: ['name', 'email', 'phone', 'estate', 'message', 'consent'],
    consent,
    // Sent: the question and the consent are cleared for a next one; name and address stay.
    clearWhenSent: ['message', 'consent'],
    request: (values, extras) => ({
      ...values,
      ...(estateId ? { estateId } : {}),
      ...extras,
      locale,
    }),
  });
  const { register } = site.form;

  useEffect(() => {
    opened();
  }, [opened, locale]);

  const Heading = `h${headingLevel}` as const;
  const err = site.error;

  return (
    <section aria-labelledby="contact-heading" css={sectionStyle} data-boundary="engagement">
      <Heading id="contact-heading" css={{ marginTop: 0 }}>
        {estateId ? t('contact.headingEstate') : t('contact.heading')}
      </Heading>
      <p css={{ margin: `0 0 ${space(4)}` }}>{t('contact.intro')}</p>
      <form {...site.formProps} css={{ position: 'relative' }}>
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
          {...site.end('contact', words, { sent: t('contact.sent') })}
          submit={t('contact.submit')}
        />
      </form>
    </section>
  );
}
