/**
 * Booking a viewing on a detail page (SPEC §1, §4 "Appointment lifecycle"): a calendar
 * whose days with a free slot can be picked (kit/ui/day-picker: keyboard, screen reader, four
 * languages, Monday first), the free times of the chosen day as radio buttons (Europe/Brussels
 * times, the agenda's), then name, e-mail, phone, an optional message and consent to the
 * 'appointment' text. Validated as the visitor goes with the API contract's appointment schema
 * (react-hook-form); errors are tied to their fields and the focus goes to the first one. A slot
 * someone else booked meanwhile is announced and the times refresh; a booking is confirmed on
 * screen with its date and time. Nothing is shown for an estate without a live agenda.
 *
 * The slots are live, so they are fetched in the browser; what depends on them is drawn only
 * after hydration, so the server's HTML and the browser's first render agree.
 */
import { slotTimeRange, slotWords, type Appointment } from 'api/contract';
import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { dateTimeFormat } from 'shared/format';
import { useHydrated } from 'kit/remote';
import { Button } from 'kit/ui/button';
import {
  FieldError,
  FormEnd,
  PersonFields,
  sectionStyle,
  TextField,
  useSiteForm,
} from 'kit/form-kit';
import { DayPickerField } from 'kit/ui/day-picker';
import { colors, radius, space } from 'shared/ui/tokens';
import { appointmentFieldsSchema, slotStartField } from '#engagement/forms';
import { ENGAGEMENT_NAMESPACE } from '#engagement/config/i18n';
import { useAgreement } from '#engagement/entities/agreement';
import { useFormWords } from '#engagement/lib/form-words';
import {
  $agenda,
  $agendaStatus,
  $availableDays,
  $booked,
  $selectedDay,
  $slotsOfDay,
  $slotTaken,
  agendaRetried,
  bookingForm,
  bookingOpened,
  daySelected,
} from '../model';

/** The booking form's values as the visitor fills them in. */
export interface BookingValues {
  start: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  consent: boolean;
}

const FIELDS: readonly (keyof BookingValues)[] = [
  'start',
  'name',
  'email',
  'phone',
  'message',
  'consent',
];

/** The fields with the chosen time (`start`), as the browser validates them. */
const bookingSchema = z.extend(appointmentFieldsSchema, { start: slotStartField() });

const radioStyle = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `0 ${space(2)}`,
  whiteSpace: 'nowrap',
  border: `1px solid ${colors.border}`,
  borderRadius: radius,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  '&:has(input:checked)': {
    background: colors.primary,
    color: colors.onPrimary,
    borderColor: colors.primary,
  },
  '&:has(input:focus-visible)': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
} as const;

/** The confirmation of a booked viewing, focused so it is read at once. */
function Booked({ appointment, locale }: { appointment: Appointment; locale: Locale }) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      css={{
        padding: space(4),
        background: '#eaf5ee',
        color: colors.success,
        borderRadius: radius,
        outline: 'none',
      }}
    >
      <p css={{ margin: `0 0 ${space(2)}`, fontWeight: 700 }}>
        {t('appointment.booked', {
          when: slotWords(appointment.start, appointment.end, locale, appointment.timeZone),
        })}
      </p>
      <p css={{ margin: 0, color: colors.text }}>{t('appointment.bookedMail')}</p>
    </div>
  );
}

/** The booking of a viewing of `estateId`, in `locale` (ids prefixed `appointment`). */
export function AppointmentBooking({ locale, estateId }: { locale: Locale; estateId: string }) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const hydrated = useHydrated();
  const units = useUnit({
    agenda: $agenda,
    agendaStatus: $agendaStatus,
    days: $availableDays,
    day: $selectedDay,
    slots: $slotsOfDay,
    taken: $slotTaken,
    booked: $booked,
    opened: bookingOpened,
    pickDay: daySelected,
    retry: agendaRetried,
  });
  const { opened } = units;
  const words = useFormWords(locale);
  const consent = useAgreement(locale, 'appointment');
  const defaultValues: BookingValues = {
    start: '',
    name: '',
    email: '',
    phone: '',
    message: '',
    consent: false,
  };
  const site = useSiteForm(bookingSchema, {
    locale,
    model: bookingForm,
    defaultValues,
    fields: FIELDS,
    consent,
    request: (values, extras) => ({ ...values, estateId, ...extras, locale }),
  });
  const { register, setValue } = site.form;

  useEffect(() => {
    opened({ estateId, locale });
  }, [opened, estateId, locale]);

  // Another day, or the slot was just taken: no time is chosen any more.
  useEffect(() => {
    setValue('start', '');
  }, [units.day, units.taken, setValue]);

  if (!hydrated || units.agendaStatus === 'idle') return null;

  // No live agenda for this estate: the detail page's "Plan a viewing" still leads somewhere,
  // to the way a viewing is asked for without one (the question form that follows).
  if (units.agendaStatus === 'none') {
    return (
      <section aria-labelledby="appointment-heading" css={sectionStyle} data-boundary="engagement">
        <h2 id="appointment-heading" css={{ marginTop: 0 }}>
          {t('appointment.heading')}
        </h2>
        <p css={{ margin: 0 }}>{t('appointment.noAgenda')}</p>
      </section>
    );
  }

  const agenda = units.agenda;
  const err = site.error;
  const timeError = err('start');

  return (
    <section aria-labelledby="appointment-heading" css={sectionStyle} data-boundary="engagement">
      <h2 id="appointment-heading" css={{ marginTop: 0 }}>
        {t('appointment.heading')}
      </h2>
      {units.agendaStatus === 'loading' && !agenda && <p role="status">{t('loading')}</p>}
      {units.agendaStatus === 'failed' && !agenda && (
        <>
          <p role="alert">{t('appointment.failed')}</p>
          <Button variant="secondary" onClick={() => units.retry()}>
            {t('token.retry')}
          </Button>
        </>
      )}
      {units.booked && <Booked appointment={units.booked} locale={locale} />}
      {agenda && !units.booked && agenda.slots.length === 0 && (
        <p>{t('appointment.noSlots', { phone: agenda.representative.phone ?? '' })}</p>
      )}
      {agenda && !units.booked && agenda.slots.length > 0 && (
        <>
          <p css={{ margin: `0 0 ${space(4)}` }}>
            {t('appointment.intro', { name: agenda.representative.name })}
          </p>
          <form {...site.formProps} css={{ position: 'relative' }}>
            <p id="appointment-day-label" css={{ fontWeight: 600, margin: `0 0 ${space(1)}` }}>
              {t('appointment.day')}
            </p>
            <p id="appointment-day-hint" css={{ margin: `0 0 ${space(2)}`, color: colors.muted }}>
              {t('appointment.dayHint')}
            </p>
            <DayPickerField
              locale={locale}
              mode="single"
              available={units.days}
              selected={units.day ? [units.day] : []}
              onChange={(days) => days[0] && units.pickDay(days[0])}
              from={agenda.from}
              to={agenda.to}
              labelledBy="appointment-day-label"
              describedBy="appointment-day-hint"
            />
            <fieldset
              aria-describedby={timeError ? 'appointment-start-error' : undefined}
              css={{ border: 0, padding: 0, margin: `${space(4)} 0` }}
            >
              <legend css={{ fontWeight: 600, padding: 0, marginBottom: space(2) }}>
                {units.day
                  ? t('appointment.time', {
                      day: dateTimeFormat(`${locale}-BE`, {
                        timeZone: 'UTC',
                        weekday: 'long',
                        day: 'numeric',
                        month: 'long',
                      }).format(new Date(`${units.day}T12:00:00Z`)),
                    })
                  : t('appointment.day')}
              </legend>
              <p css={{ margin: `0 0 ${space(2)}`, color: colors.muted, fontSize: '0.9rem' }}>
                {t('appointment.timeZone')}
              </p>
              <div
                css={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
                  gap: space(2),
                }}
              >
                {units.slots.map((slot) => (
                  <label key={slot.start} css={radioStyle}>
                    <input
                      type="radio"
                      value={slot.start}
                      aria-invalid={timeError ? true : undefined}
                      css={{ position: 'absolute', opacity: 0, inset: 0, margin: 0 }}
                      {...register('start')}
                    />
                    {slotTimeRange(slot.start, slot.end, locale, agenda.timeZone)}
                  </label>
                ))}
              </div>
              <FieldError id="appointment-start" text={timeError} />
            </fieldset>
            {units.taken && (
              <p
                role="alert"
                css={{ color: colors.danger, fontWeight: 600, margin: `0 0 ${space(4)}` }}
              >
                {site.serverMessage || t('appointment.taken')}
              </p>
            )}
            <PersonFields
              idPrefix="appointment"
              labels={words.person}
              fields={{
                name: register('name'),
                email: register('email'),
                phone: register('phone'),
              }}
              error={(field) => err(field, field)}
            />
            <TextField
              id="appointment-message"
              label={t('appointment.message')}
              optional={t('optional')}
              rows={3}
              error={err('message', 'message')}
              {...register('message')}
            />
            <FormEnd
              {...site.end('appointment', words, { unavailable: t('appointment.failed') })}
              submit={t('appointment.submit')}
              // A slot taken meanwhile is said by its own alert above.
              shownStatus={units.taken ? 'idle' : undefined}
            />
          </form>
        </>
      )}
    </section>
  );
}
