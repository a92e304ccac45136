/**
 * Send to a friend (SPEC §1, issue 11), on a detail page: the friend's e-mail address and the
 * language of the mail (the page's by default), your name and address, a short message. The
 * friend receives the estate's title, picture, price and link. Validated with the friend schema
 * of src/forms; errors tied to their fields, focus to the first; outcome announced, page kept.
 */
import { useEffect, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import { LOCALES, type Locale } from 'shared/domain';
import { HONEYPOT_FIELD } from 'shared/forms';
import { friendFieldsSchema } from '../../../forms';
import { SubmitButton } from 'shared/ui/submit-button';
import { space } from 'shared/ui/tokens';
import { focusFirstInvalid } from 'shared/ui/form-focus';
import { ENGAGEMENT_NAMESPACE } from '../../../config/i18n';
import {
  errorText,
  FieldError,
  Honeypot,
  inputStyle,
  labelStyle,
  sectionStyle,
  StatusLine,
  TextField,
} from '../../../lib/form-ui';
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
  const formRef = useRef<HTMLFormElement>(null);
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

  useEffect(() => {
    const known = FIELDS.filter((field) => serverErrors[field]);
    known.forEach((field) => setError(field, { type: 'server', message: serverErrors[field] }));
    if (known[0]) setTimeout(() => focusFirstInvalid(formRef.current), 0);
  }, [serverErrors, setError]);

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

  const localeError = errorText(errors.friendLocale?.message, locale);
  const unknownRefusal = status === 'refused' && !FIELDS.some((f) => serverErrors[f]);

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
        onSubmit={handleSubmit(onValid, (invalid) => focusFirstInvalid(formRef.current, invalid))}
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
        <div css={{ marginBottom: space(4) }}>
          <label htmlFor="friend-friendLocale" css={labelStyle}>
            {t('friend.friendLocale')}
          </label>
          <select
            id="friend-friendLocale"
            aria-invalid={localeError ? true : undefined}
            aria-describedby={localeError ? 'friend-friendLocale-error' : undefined}
            css={inputStyle}
            {...register('friendLocale')}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </select>
          <FieldError id="friend-friendLocale" text={localeError} />
        </div>
        <TextField
          id="friend-name"
          label={t('friend.name')}
          autoComplete="name"
          error={errorText(errors.name?.message, locale, 'name')}
          {...register('name')}
        />
        <TextField
          id="friend-email"
          label={t('friend.email')}
          type="email"
          autoComplete="email"
          error={errorText(errors.email?.message, locale, 'email')}
          {...register('email')}
        />
        <TextField
          id="friend-message"
          label={t('friend.message')}
          optional={t('optional')}
          rows={3}
          error={errorText(errors.message?.message, locale, 'friendMessage')}
          {...register('message')}
        />
        <Honeypot id="friend-website" locale={locale} {...register(HONEYPOT_FIELD)} />
        <SubmitButton locale={locale} busy={status === 'sending'}>
          {t('friend.submit')}
        </SubmitButton>
        <StatusLine
          status={status}
          texts={{
            sending: t('status.sending'),
            sent: t('friend.sent'),
            refused: unknownRefusal ? serverMessage || t('status.failed') : t('status.fix'),
            rateLimited: serverMessage || t('status.failed'),
            unavailable: t('friend.unavailable'),
            failed: t('status.failed'),
          }}
        />
      </form>
    </section>
  );
}
