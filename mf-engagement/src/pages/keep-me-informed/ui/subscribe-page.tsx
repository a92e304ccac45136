/**
 * The subscribe page `/{lang}/{keep-me-informed}` (SPEC §2): the criteria (prefilled
 * from the query string of a search, "Alert me about new results"), the e-mail address and
 * consent (the site's current text). Once sent, the visitor goes to the success page: the
 * confirmation mail follows (double opt-in).
 */
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'shared/router';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import { LOCALES, type Locale } from 'shared/domain';
import { HONEYPOT_FIELD } from 'api/contract';
import { criteriaFromSearch, subscriptionFieldsSchema } from '#engagement/forms';
import { buildPath } from 'shared/routes';
import { usePageMeta } from 'shared/seo';
import { errorText, FormEnd, sectionStyle, statusTexts, TextField, useFormKit } from 'kit/form-kit';
import { space } from 'shared/ui/tokens';
import { ENGAGEMENT_NAMESPACE } from '#engagement/config/i18n';
import { useAgreement } from '#engagement/entities/agreement';
import { useFormWords } from '#engagement/lib/form-words';
import { $filterOptions, filterOptionsNeeded, subscribeForm } from '../model';
import { CriteriaFields, type CriteriaValues } from './criteria-fields';

/** The subscribe form's values. */
interface SubscribeValues {
  email: string;
  criteria: CriteriaValues;
  consent: boolean;
  [HONEYPOT_FIELD]: string;
}

/** The subscribe page in `locale`. */
export function SubscribePage({ locale }: { locale: Locale }) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const location = useLocation();
  const navigate = useNavigate();
  const [status, serverErrors, serverMessage, options] = useUnit([
    subscribeForm.$status,
    subscribeForm.$serverErrors,
    subscribeForm.$serverMessage,
    $filterOptions,
  ]);
  const [opened, submitted, needOptions] = useUnit([
    subscribeForm.formOpened,
    subscribeForm.formSubmitted,
    filterOptionsNeeded,
  ]);
  const words = useFormWords(locale);
  const [fromSearch] = useState(() => location.search.length > 1);
  const [sentHere, setSentHere] = useState(false);
  const consent = useAgreement(locale, 'keep-me-informed');
  const { agreement } = consent;

  const { register, control, handleSubmit, formState, setError, getValues } =
    useForm<SubscribeValues>({
      resolver: zodResolver(subscriptionFieldsSchema) as unknown as Resolver<SubscribeValues>,
      defaultValues: {
        email: '',
        criteria: criteriaFromSearch(location.search),
        consent: false,
        [HONEYPOT_FIELD]: '',
      },
      mode: 'onTouched',
      shouldFocusError: false,
    });
  const { errors } = formState;

  useEffect(() => {
    opened();
    needOptions(locale);
  }, [opened, needOptions, locale]);

  const { formRef, focusInvalid } = useFormKit({
    serverErrors,
    fields: (f) => f === 'email' || f === 'consent' || f.startsWith('criteria.'),
    setError: (field: string, error) => setError(field as 'email', error),
  });

  useEffect(() => {
    if (sentHere && status === 'sent') void navigate(buildPath('keepMeInformedSuccess', locale));
  }, [sentHere, status, navigate, locale]);

  usePageMeta({
    title: t('subscribe.title'),
    description: t('subscribe.description'),
    canonical: buildPath('keepMeInformed', locale),
    alternates: Object.fromEntries(LOCALES.map((l) => [l, buildPath('keepMeInformed', l)])),
  });

  const onValid = (values: SubscribeValues) => {
    if (!agreement) return;
    setSentHere(true);
    submitted({
      email: values.email,
      criteria: values.criteria as never,
      consent: true,
      agreementVersion: agreement.version,
      locale,
      website: getValues(HONEYPOT_FIELD),
    });
  };

  return (
    <div data-boundary="engagement">
      <h1 css={{ marginTop: 0 }}>{t('subscribe.title')}</h1>
      <p css={{ maxWidth: '42rem' }}>{t('subscribe.intro')}</p>
      {fromSearch && (
        <p css={{ maxWidth: '42rem', fontWeight: 600 }}>{t('subscribe.fromSearch')}</p>
      )}
      <div css={{ ...sectionStyle, marginTop: space(4) }}>
        <form
          method="post"
          ref={formRef}
          noValidate
          onSubmit={handleSubmit(onValid, focusInvalid)}
          css={{ position: 'relative' }}
        >
          <CriteriaFields
            locale={locale}
            idPrefix="subscribe"
            control={control}
            register={register}
            errors={errors}
            options={options}
          />
          <TextField
            id="subscribe-email"
            label={t('subscribe.email')}
            type="email"
            autoComplete="email"
            error={errorText(errors.email?.message, locale, 'email')}
            {...register('email')}
          />
          <FormEnd
            idPrefix="subscribe"
            locale={locale}
            words={words}
            consent={{
              ...consent,
              error: errorText(errors.consent?.message, locale),
              field: register('consent'),
            }}
            honeypot={register(HONEYPOT_FIELD)}
            submit={t('subscribe.submit')}
            status={status}
            texts={statusTexts(words, {
              // Any field the server named counts, the criteria's too.
              fieldsNamed: Object.keys(serverErrors).length > 0,
              serverMessage,
            })}
          />
        </form>
      </div>
    </div>
  );
}
