/**
 * Send to a friend (SPEC §1), on a detail page: the friend's e-mail address and the
 * language of the mail (the page's by default), your name and address, a short message. The
 * friend receives the estate's title, picture, price and link. Validated with the friend schema
 * of src/forms; errors tied to their fields, focus to the first; outcome announced, page kept.
 */
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import { LOCALES, type Locale } from 'shared/domain';
import { HONEYPOT_FIELD } from 'api/contract';
import { friendFieldsSchema } from '#engagement/forms';
import {
  errorText,
  FormEnd,
  PersonFields,
  sectionStyle,
  SelectField,
  statusTexts,
  TextField,
  useFormKit,
} from 'kit/form-kit';
import { space } from 'shared/ui/tokens';
import { ENGAGEMENT_NAMESPACE } from '#engagement/config/i18n';
import { useFormWords } from '#engagement/lib/form-words';
import { friendForm } from '../model';

/** The send-to-a-friend field values as the visitor types them. */
export interface FriendValues {
  friendEmail: string;
  friendLocale: Locale;
  name: string;
  email: string;
  message: string;
  [HONEYPOT_FIELD]: string;
}

const FIELDS: readonly (keyof FriendValues)[] = [
  'friendEmail',
  'friendLocale',
  'name',
  'email',
  'message',
];

/** The send-to-a-friend form of estate `estateId`, in `locale` (id prefix `friend`). */
export function SendToFriend({ locale, estateId }: { locale: Locale; estateId: string }) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const [status, serverErrors, serverMessage] = useUnit([
    friendForm.$status,
    friendForm.$serverErrors,
    friendForm.$serverMessage,
  ]);
  const [opened, submitted] = useUnit([friendForm.formOpened, friendForm.formSubmitted]);
  const words = useFormWords(locale);
  const { register, handleSubmit, formState, setError, resetField, getValues } =
    useForm<FriendValues>({
      resolver: zodResolver(friendFieldsSchema) as unknown as Resolver<FriendValues>,
      defaultValues: {
        friendEmail: '',
        friendLocale: locale,
        name: '',
        email: '',
        message: '',
        [HONEYPOT_FIELD]: '',
      },
      mode: 'onTouched',
      shouldFocusError: false,
    });
  const { errors } = formState;

  useEffect(() => {
    opened();
  }, [opened, estateId]);

  const { formRef, focusInvalid, fieldsNamed } = useFormKit({
    serverErrors,
    fields: FIELDS,
    setError,
  });

  // Sent: ready for another friend; your own name and address stay.
  useEffect(() => {
    if (status !== 'sent') return;
    resetField('friendEmail');
    resetField('message');
  }, [status, resetField]);

  const onValid = (values: FriendValues) =>
    submitted({
      friendEmail: values.friendEmail,
      friendLocale: values.friendLocale,
      name: values.name,
      email: values.email,
      message: values.message,
      estateId,
      locale,
      website: getValues(HONEYPOT_FIELD),
    });

  return (
    <section aria-labelledby="friend-heading" css={sectionStyle} data-boundary="engagement">
      <h2 id="friend-heading" css={{ marginTop: 0 }}>
        {t('friend.heading')}
      </h2>
      <p css={{ margin: `0 0 ${space(4)}` }}>{t('friend.intro')}</p>
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={handleSubmit(onValid, focusInvalid)}
        css={{ position: 'relative' }}
      >
        <TextField
          id="friend-friendEmail"
          label={t('friend.friendEmail')}
          type="email"
          autoComplete="off"
          error={errorText(errors.friendEmail?.message, locale, 'email')}
          {...register('friendEmail')}
        />
        <SelectField
          id="friend-friendLocale"
          label={t('friend.friendLocale')}
          error={errorText(errors.friendLocale?.message, locale)}
          options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`), lang: l }))}
          {...register('friendLocale')}
        />
        <PersonFields
          idPrefix="friend"
          labels={{ name: t('friend.name'), email: t('friend.email') }}
          fields={{ name: register('name'), email: register('email') }}
          error={(field) =>
            field === 'phone' ? '' : errorText(errors[field]?.message, locale, field)
          }
        />
        <TextField
          id="friend-message"
          label={t('friend.message')}
          optional={t('optional')}
          rows={3}
          error={errorText(errors.message?.message, locale, 'friendMessage')}
          {...register('message')}
        />
        <FormEnd
          idPrefix="friend"
          locale={locale}
          words={words}
          honeypot={register(HONEYPOT_FIELD)}
          submit={t('friend.submit')}
          status={status}
          texts={statusTexts(words, {
            sent: t('friend.sent'),
            unavailable: t('friend.unavailable'),
            fieldsNamed,
            serverMessage,
          })}
        />
      </form>
    </section>
  );
}
