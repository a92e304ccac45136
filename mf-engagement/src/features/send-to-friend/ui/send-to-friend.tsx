/**
 * Send to a friend (SPEC §1), on a detail page: the friend's e-mail address and the
 * language of the mail (the page's by default), your name and address, a short message. The
 * friend receives the estate's title, picture, price and link. Validated with the friend schema
 * of src/forms; errors tied to their fields, focus to the first; outcome announced, page kept.
 */
import { useEffect } from 'react';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import { LOCALES, type Locale } from 'shared/domain';
import { friendFieldsSchema } from '#engagement/forms';
import {
  FormEnd,
  PersonFields,
  sectionStyle,
  SelectField,
  TextField,
  useSiteForm,
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
}

/** The send-to-a-friend form of estate `estateId`, in `locale` (id prefix `friend`). */
export function SendToFriend({ locale, estateId }: { locale: Locale; estateId: string }) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const opened = useUnit(friendForm.formOpened);
  const words = useFormWords(locale);
  const defaultValues: FriendValues = {
    friendEmail: '',
    friendLocale: locale,
    name: '',
    email: '',
    message: '',
  };
  const site = useSiteForm(friendFieldsSchema, {
    locale,
    model: friendForm,
    defaultValues,
    fields: ['friendEmail', 'friendLocale', 'name', 'email', 'message'],
    // Sent: ready for another friend; your own name and address stay.
    clearWhenSent: ['friendEmail', 'message'],
    request: (values, { website }) => ({ ...values, estateId, locale, website }),
  });
  const { register } = site.form;

  useEffect(() => {
    opened();
  }, [opened, estateId]);

  return (
    <section aria-labelledby="friend-heading" css={sectionStyle} data-boundary="engagement">
      <h2 id="friend-heading" css={{ marginTop: 0 }}>
        {t('friend.heading')}
      </h2>
      <p css={{ margin: `0 0 ${space(4)}` }}>{t('friend.intro')}</p>
      <form {...site.formProps} css={{ position: 'relative' }}>
        <TextField
          id="friend-friendEmail"
          label={t('friend.friendEmail')}
          type="email"
          autoComplete="off"
          error={site.error('friendEmail', 'email')}
          {...register('friendEmail')}
        />
        <SelectField
          id="friend-friendLocale"
          label={t('friend.friendLocale')}
          error={site.error('friendLocale')}
          options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`), lang: l }))}
          {...register('friendLocale')}
        />
        <PersonFields
          idPrefix="friend"
          labels={{ name: t('friend.name'), email: t('friend.email') }}
          fields={{ name: register('name'), email: register('email') }}
          error={(field) => (field === 'phone' ? '' : site.error(field, field))}
        />
        <TextField
          id="friend-message"
          label={t('friend.message')}
          optional={t('optional')}
          rows={3}
          error={site.error('message', 'friendMessage')}
          {...register('message')}
        />
        <FormEnd
          {...site.end('friend', words, {
            sent: t('friend.sent'),
            unavailable: t('friend.unavailable'),
          })}
          submit={t('friend.submit')}
        />
      </form>
    </section>
  );
}
