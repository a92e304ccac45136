/**
 * The cancel-appointment page (SPEC §2 `/{lang}/{cancel-appointment}/{appointmentId}`):
 * the viewing (estate with its link, address, day and time in Europe/Brussels, the agent) and a
 * button that cancels it. Then, or on a second visit, it says the viewing is cancelled; after the
 * viewing's start it says it can no longer be cancelled and how to reach the office; an unknown
 * id gets a page that says so. Every change is announced (status or alert) and the heading takes
 * the focus when the page's state changes. The appointment is read in the browser. Opened from
 * the booking's confirmation link (`?confirm=1`), it says first whether the booking is now
 * confirmed, was before, or came too late (the time is then free again).
 */
import type { Appointment } from 'api/contract';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'shared/router';
import { CONFIRM_APPOINTMENT_PARAM, slotWords } from 'api/contract';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { usePageMeta } from 'kit/seo';
import { noticeStyle, OutcomeHeading, outcomeLinkStyle } from 'kit/form-kit';
import { Button } from 'kit/ui/button';
import { colors, space } from 'shared/ui/tokens';
import { ENGAGEMENT_NAMESPACE } from '#engagement/config/i18n';
import {
  $appointment,
  $appointmentState,
  $cancelState,
  $confirmState,
  appointmentRetried,
  cancelPageOpened,
  cancelPressed,
} from '../model';

/** The viewing's facts: estate (linked), address, when, agent. */
function Details({ appointment, locale }: { appointment: Appointment; locale: Locale }) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const rep = appointment.representative;
  const rows: [string, ReactNode][] = [
    [
      t('cancel.estate'),
      <Link to={appointment.estate.path} css={outcomeLinkStyle}>
        {appointment.estate.title}
      </Link>,
    ],
    [t('cancel.address'), appointment.estate.address],
    [t('cancel.when'), slotWords(appointment.start, appointment.end, locale, appointment.timeZone)],
    [t('cancel.agent'), [rep.name, rep.phone, rep.email].filter(Boolean).join(' · ')],
  ];
  return (
    <dl
      css={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        gap: `${space(2)} ${space(4)}`,
        margin: `0 0 ${space(5)}`,
        maxWidth: '42rem',
      }}
    >
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label} css={{ display: 'contents' }}>
            <dt css={{ fontWeight: 600 }}>{label}</dt>
            <dd css={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The cancel-appointment page of the route's `appointmentId`, in `locale`. */
export function CancelAppointmentPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const id = useParams().appointmentId ?? '';
  const confirm = new URLSearchParams(useLocation().search).has(CONFIRM_APPOINTMENT_PARAM);
  const units = useUnit({
    appointment: $appointment,
    state: $appointmentState,
    cancel: $cancelState,
    confirmation: $confirmState,
    opened: cancelPageOpened,
    retry: appointmentRetried,
    pressed: cancelPressed,
  });
  const { opened } = units;
  usePageMeta({ title: t('cancel.title'), noindex: true });

  useEffect(() => {
    opened({ id, locale, confirm });
  }, [opened, id, locale, confirm]);

  const home = (
    <p>
      <Link to={buildPath('home', locale)} css={outcomeLinkStyle}>
        {t('cancel.home')}
      </Link>
    </p>
  );

  if (units.confirmation === 'lapsed')
    return (
      <div data-boundary="engagement">
        <OutcomeHeading>{t('cancel.title')}</OutcomeHeading>
        <p role="alert" css={noticeStyle(colors.danger, '#fbeceb')}>
          {t('cancel.lapsed')}
        </p>
        {home}
      </div>
    );
  if (units.state === 'unknown')
    return (
      <div data-boundary="engagement">
        <OutcomeHeading>{t('cancel.unknownTitle')}</OutcomeHeading>
        <p role="status" css={{ maxWidth: '42rem' }}>
          {t('cancel.unknownBody')}
        </p>
        {home}
      </div>
    );
  if (units.state === 'failed')
    return (
      <div data-boundary="engagement">
        <OutcomeHeading>{t('cancel.title')}</OutcomeHeading>
        <p role="alert">{t('cancel.failed')}</p>
        <Button variant="secondary" onClick={() => units.retry()}>
          {t('token.retry')}
        </Button>
      </div>
    );
  const appointment = units.appointment;
  if (!appointment)
    return (
      <div data-boundary="engagement">
        <OutcomeHeading>{t('cancel.title')}</OutcomeHeading>
        <p role="status">
          {units.confirmation === 'confirming' ? t('cancel.confirming') : t('loading')}
        </p>
      </div>
    );

  const cancelled = appointment.status === 'cancelled';
  const started = !cancelled && appointment.started;
  const phone = appointment.representative.phone ?? '';
  const title = cancelled
    ? t('cancel.cancelledTitle')
    : started
      ? t('cancel.startedTitle')
      : t('cancel.title');
  return (
    <div data-boundary="engagement">
      <OutcomeHeading>{title}</OutcomeHeading>
      {(units.confirmation === 'now' || units.confirmation === 'already') && (
        <p role="status" css={noticeStyle(colors.success, '#eaf5ee')}>
          {units.confirmation === 'now' ? t('cancel.confirmedNow') : t('cancel.confirmedBefore')}
        </p>
      )}
      {cancelled && (
        <p role="status" css={noticeStyle(colors.success, '#eaf5ee')}>
          {units.cancel === 'cancelled' ? t('cancel.done') : t('cancel.already')}
        </p>
      )}
      {started && (
        <p role="alert" css={noticeStyle(colors.danger, '#fbeceb')}>
          {t('cancel.started', { phone })}
        </p>
      )}
      <Details appointment={appointment} locale={locale} />
      {!cancelled && !started && (
        <>
          <p css={{ maxWidth: '42rem' }}>{t('cancel.question')}</p>
          <Button onClick={() => units.pressed()} busy={units.cancel === 'cancelling'}>
            {t('cancel.button')}
          </Button>
          <p role="status" css={{ minHeight: '1.5em', color: colors.danger, fontWeight: 600 }}>
            {units.cancel === 'failed' ? t('cancel.failed') : ''}
          </p>
        </>
      )}
      {home}
    </div>
  );
}
