/**
 * The subscribe page `/{lang}/{keep-me-informed}` (SPEC §2): the criteria (prefilled
 * from the query string of a search, "Alert me about new results"), the e-mail address and
 * consent (the site's current text). Once sent, the visitor goes to the success page: the
 * confirmation mail follows (double opt-in).
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'shared/router';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import { LOCALES, type Locale } from 'shared/domain';
import { criteriaFromSearch, subscriptionFieldsSchema } from '#engagement/forms';
import { buildPath } from 'shared/routes';
import { usePageMeta } from 'kit/seo';
import { FormEnd, sectionStyle, TextField, useSiteForm } from 'kit/form-kit';
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
}

/** The subscribe page in `locale`. */
export function SubscribePage({ locale }: { locale: Locale }) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const location = useLocation();
  const navigate = useNavigate();
  const [options, opened, needOptions] = useUnit([
    $filterOptions,
    subscribeForm.formOpened,
    filterOptionsNeeded,
  ]);
  const words = useFormWords(locale);
  const [fromSearch] = useState(() => location.search.length > 1);
  const [sentHere, setSentHere] = useState(false);
  const consent = useAgreement(locale, 'keep-me-informed');
  const defaultValues: SubscribeValues = {
    email: '',
    criteria: criteriaFromSearch(location.search),
    consent: false,
  };
  const site = useSiteForm(subscriptionFieldsSchema, {
    locale,
    model: subscribeForm,
    defaultValues,
    fields: (f) => f === 'email' || f === 'consent' || f.startsWith('criteria.'),
    consent,
    request: (values, extras) => {
      setSentHere(true);
      return { ...values, ...extras, locale };
    },
  });
  const { register, control, formState } = site.form;
  const { errors } = formState;
  const { status } = site;

  useEffect(() => {
    opened();
    needOptions(locale);
  }, [opened, needOptions, locale]);

  useEffect(() => {
    if (sentHere && status === 'sent') void navigate(buildPath('keepMeInformedSuccess', locale));
  }, [sentHere, status, navigate, locale]);

  usePageMeta({
    title: t('subscribe.title'),
    description: t('subscribe.description'),
    canonical: buildPath('keepMeInformed', locale),
    alternates: Object.fromEntries(LOCALES.map((l) => [l, buildPath('keepMeInformed', l)])),
  });

  return (
    <div data-boundary="engagement">
      <h1 css={{ marginTop: 0 }}>{t('subscribe.title')}</h1>
      <p css={{ maxWidth: '42rem' }}>{t('subscribe.intro')}</p>
      {fromSearch && (
        <p css={{ maxWidth: '42rem', fontWeight: 600 }}>{t('subscribe.fromSearch')}</p>
      )}
      <div css={{ ...sectionStyle, marginTop: space(4) }}>
        <form {...site.formProps} css={{ position: 'relative' }}>
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
            error={site.error('email', 'email')}
            {...register('email')}
          />
          <FormEnd {...site.end('subscribe', words)} submit={t('subscribe.submit')} />
        </form>
      </div>
    </div>
  );
}
