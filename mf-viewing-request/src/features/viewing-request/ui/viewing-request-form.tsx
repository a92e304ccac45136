/**
 * The viewing request on a detail page (the `appointments` slot of an office without a live
 * agenda): the days the visitor could come (a calendar, kit/ui/day-picker: several days,
 * keyboard, four languages, Monday first), the parts of the day that suit them, name, e-mail,
 * an optional phone and message, consent to the 'appointment' text. Validated as the visitor goes
 * with this team's viewing-request schema (src/forms) (react-hook-form); errors tied to their fields, focus
 * to the first; the outcome announced (kit/form-kit's fields, consent, honeypot, submit button
 * and status line). The office answers by phone or e-mail.
 *
 * The calendar starts tomorrow, so it depends on the visitor's clock: the form is drawn after
 * hydration (the server and the browser's first render show the heading and the introduction).
 */
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { DAY_PARTS, type DayPart } from 'api/contract';
import { useHydrated } from 'kit/remote';
import {
  FieldError,
  FormEnd,
  PersonFields,
  TextField,
  useSiteForm,
  type FormWords,
} from 'kit/form-kit';
import { DayPickerField } from 'kit/ui/day-picker';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import {
  MAX_PREFERRED_DAYS,
  VIEWING_REQUEST_DAYS_AHEAD,
  viewingRequestFieldsSchema,
} from '#viewing-request/forms';
import { VIEWING_REQUEST_NAMESPACE } from '#viewing-request/config/i18n';
import { $agreements, requestForm, requestFormOpened } from '../model';

/** The form's values as the visitor fills them in. */
export interface RequestValues {
  preferredDays: string[];
  dayParts: DayPart[];
  name: string;
  email: string;
  phone: string;
  message: string;
  consent: boolean;
}

const FIELDS: readonly (keyof RequestValues)[] = [
  'preferredDays',
  'dayParts',
  'name',
  'email',
  'phone',
  'message',
  'consent',
];

/** The days that can be asked for: tomorrow to VIEWING_REQUEST_DAYS_AHEAD days ahead, in Brussels. */
export function requestableDays(now: number): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
  const days: string[] = [];
  const day = new Date(`${today}T12:00:00Z`);
  for (let i = 1; i <= VIEWING_REQUEST_DAYS_AHEAD; i++) {
    day.setUTCDate(day.getUTCDate() + 1);
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** The viewing request of `estateId`, in `locale` (ids prefixed `viewing`). */
export function ViewingRequestForm({ locale, estateId }: { locale: Locale; estateId: string }) {
  const { t } = useTranslation(VIEWING_REQUEST_NAMESPACE, { lng: locale });
  const hydrated = useHydrated();
  const [agreements, opened] = useUnit([$agreements, requestFormOpened]);
  const agreement = agreements[locale] ?? null;
  const defaultValues: RequestValues = {
    preferredDays: [],
    dayParts: [],
    name: '',
    email: '',
    phone: '',
    message: '',
    consent: false,
  };
  const site = useSiteForm(viewingRequestFieldsSchema, {
    locale,
    model: requestForm,
    defaultValues,
    fields: FIELDS,
    // The calendar and the day parts are groups marked `data-field`: the focus finds them by name.
    focusByName: true,
    consent: { agreement, failed: false },
    clearWhenSent: 'all',
    request: (values, extras) => ({ ...values, estateId, ...extras, locale }),
  });
  const { register, control } = site.form;

  useEffect(() => {
    opened(locale);
  }, [opened, locale]);

  const err = site.error;
  const days = hydrated ? requestableDays(Date.now()) : [];
  const words: FormWords = {
    sending: t('sending'),
    fix: t('fix'),
    failed: t('failed'),
    privacy: t('privacy'),
    consentPending: t('consentPending'),
  };

  return (
    <section
      aria-labelledby="viewing-heading"
      data-boundary="viewing_request"
      css={{
        margin: `${space(8)} 0`,
        padding: space(5),
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
        maxWidth: '42rem',
      }}
    >
      <h2 id="viewing-heading" css={{ marginTop: 0 }}>
        {t('heading')}
      </h2>
      <p>{t('intro')}</p>
      {hydrated && (
        <form {...site.formProps} css={{ position: 'relative' }}>
          <div data-field="preferredDays" css={{ marginBottom: space(4) }}>
            <p id="viewing-days-label" css={{ fontWeight: 600, margin: `0 0 ${space(1)}` }}>
              {t('days', { max: MAX_PREFERRED_DAYS })}
            </p>
            <Controller
              control={control}
              name="preferredDays"
              render={({ field }) => (
                <DayPickerField
                  locale={locale}
                  mode="multiple"
                  available={days}
                  selected={field.value}
                  onChange={(chosen) => field.onChange(chosen.slice(0, MAX_PREFERRED_DAYS))}
                  from={days[0] ?? ''}
                  to={days.at(-1) ?? ''}
                  labelledBy="viewing-days-label"
                  describedBy={err('preferredDays') ? 'viewing-days-error' : undefined}
                  invalid={Boolean(err('preferredDays'))}
                />
              )}
            />
            <FieldError id="viewing-days" text={err('preferredDays', MAX_PREFERRED_DAYS)} />
          </div>
          <fieldset
            data-field="dayParts"
            aria-describedby={err('dayParts') ? 'viewing-parts-error' : undefined}
            css={{ border: 0, padding: 0, margin: `0 0 ${space(4)}` }}
          >
            <legend css={{ fontWeight: 600, padding: 0, marginBottom: space(2) }}>
              {t('parts')}
            </legend>
            {DAY_PARTS.map((part) => (
              <label
                key={part}
                css={{ display: 'flex', alignItems: 'center', gap: space(2), minHeight: '44px' }}
              >
                <input
                  type="checkbox"
                  value={part}
                  aria-invalid={err('dayParts') ? true : undefined}
                  aria-describedby={err('dayParts') ? 'viewing-parts-error' : undefined}
                  css={{ width: '24px', height: '24px', ...focusRing }}
                  {...register('dayParts')}
                />
                {t(`part.${part}`)}
              </label>
            ))}
            <FieldError id="viewing-parts" text={err('dayParts')} />
          </fieldset>
          <PersonFields
            idPrefix="viewing"
            labels={{ name: t('name'), email: t('email'), phone: t('phone') }}
            phoneOptional={t('optional')}
            fields={{ name: register('name'), email: register('email'), phone: register('phone') }}
            error={(field) => err(field, field)}
          />
          <TextField
            id="viewing-message"
            label={t('message')}
            optional={t('optional')}
            rows={3}
            error={err('message', 'message')}
            {...register('message')}
          />
          <FormEnd
            {...site.end('viewing', words, { sent: t('sent') })}
            submit={t('submit')}
            // A refusal of this form asks for its fields to be corrected, whatever it names.
            texts={{ ...site.texts(words, { sent: t('sent') }), refused: words.fix }}
          />
        </form>
      )}
    </section>
  );
}
