import type { Appointment, LiveAgenda } from 'api/contract';
import { allSettled, fork } from 'effector';
import { ClientError, NotFoundError } from 'shared/api';
import type { AppointmentRequest } from '../../forms';
import {
  $agendaStatus,
  $availableDays,
  $booked,
  $selectedDay,
  $slotsOfDay,
  $slotTaken,
  bookingForm,
  bookingOpened,
  daySelected,
  fetchAgendaFx,
} from './model';

const slot = (date: string, time: string) => ({
  start: `${date}T${time}:00.000Z`,
  end: `${date}T${time}:30.000Z`,
  date,
  time,
});
const agenda = (
  slots = [slot('2026-12-01', '09'), slot('2026-12-01', '10'), slot('2026-12-03', '09')],
) =>
  ({
    estateId: '1001',
    timeZone: 'Europe/Brussels',
    slotMinutes: 30,
    from: '2026-11-30',
    to: '2026-12-27',
    representative: { name: 'Els', phone: null, email: null },
    slots,
  }) as LiveAgenda;
const request = {
  estateId: '1001',
  start: slot('2026-12-01', '09').start,
  locale: 'en',
} as AppointmentRequest;

describe('the booking model', () => {
  it('loads the agenda, chooses its first day and lists that day’s times', async () => {
    const scope = fork({ handlers: [[fetchAgendaFx, async () => agenda()]] });
    await allSettled(bookingOpened, { scope, params: { estateId: '1001', locale: 'en' } });
    expect(scope.getState($agendaStatus)).toBe('ready');
    expect(scope.getState($availableDays)).toEqual(['2026-12-01', '2026-12-03']);
    expect(scope.getState($selectedDay)).toBe('2026-12-01');
    expect(scope.getState($slotsOfDay).map((s) => s.time)).toEqual(['09', '10']);
    await allSettled(daySelected, { scope, params: '2026-12-03' });
    expect(scope.getState($slotsOfDay).map((s) => s.time)).toEqual(['09']);
  });

  it('shows nothing for an estate without a live agenda', async () => {
    const scope = fork({
      handlers: [[fetchAgendaFx, async () => Promise.reject(new NotFoundError('404'))]],
    });
    await allSettled(bookingOpened, { scope, params: { estateId: '7', locale: 'nl' } });
    expect(scope.getState($agendaStatus)).toBe('none');
  });

  it('says a slot was just taken and loads the agenda again without it', async () => {
    let calls = 0;
    const scope = fork({
      handlers: [
        [
          fetchAgendaFx,
          async () => {
            calls += 1;
            return calls === 1 ? agenda() : agenda([slot('2026-12-01', '10')]);
          },
        ],
        [
          bookingForm.sendFx,
          async () => Promise.reject(new ClientError(409, 'Conflict', '{"reason":"taken"}')),
        ],
      ],
    });
    await allSettled(bookingOpened, { scope, params: { estateId: '1001', locale: 'en' } });
    await allSettled(bookingForm.formSubmitted, { scope, params: request });
    expect(scope.getState($slotTaken)).toBe(true);
    expect(calls).toBe(2);
    expect(scope.getState($slotsOfDay).map((s) => s.time)).toEqual(['10']);
    expect(scope.getState($booked)).toBeNull();
  });

  it('keeps the booked appointment to confirm it', async () => {
    const booked = { id: 'x'.repeat(32), start: request.start } as Appointment;
    const scope = fork({
      handlers: [
        [fetchAgendaFx, async () => agenda()],
        [bookingForm.sendFx, async () => booked],
      ],
    });
    await allSettled(bookingOpened, { scope, params: { estateId: '1001', locale: 'en' } });
    await allSettled(bookingForm.formSubmitted, { scope, params: request });
    expect(scope.getState($booked)).toEqual(booked);
    expect(scope.getState(bookingForm.$status)).toBe('sent');
  });
});
