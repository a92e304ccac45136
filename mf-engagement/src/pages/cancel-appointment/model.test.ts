import type { Appointment } from 'api/contract';
import { allSettled, fork } from 'effector';
import { ClientError, NotFoundError } from 'shared/api';
import {
  $appointment,
  $appointmentState,
  $cancelState,
  cancelAppointmentFx,
  cancelPageOpened,
  cancelPressed,
  $confirmState,
  confirmAppointmentFx,
  fetchAppointmentFx,
} from './model';

const booked = {
  id: 'a'.repeat(32),
  status: 'booked',
  started: false,
  cancelledAt: null,
} as Appointment;
const open = { id: booked.id, locale: 'en' as const };

describe('the cancel-appointment page model', () => {
  it('reads the appointment and cancels it once', async () => {
    let cancels = 0;
    const scope = fork({
      handlers: [
        [fetchAppointmentFx, async () => booked],
        [
          cancelAppointmentFx,
          async () => {
            cancels += 1;
            return { status: 'cancelled', already: false };
          },
        ],
      ],
    });
    await allSettled(cancelPageOpened, { scope, params: open });
    expect(scope.getState($appointmentState)).toBe('ready');
    await allSettled(cancelPressed, { scope });
    expect(scope.getState($cancelState)).toBe('cancelled');
    expect(scope.getState($appointment)?.status).toBe('cancelled');
    await allSettled(cancelPressed, { scope });
    expect(cancels).toBe(1);
  });

  it('confirms the booking once when opened from its confirmation link, and reads nothing else', async () => {
    const reads: string[] = [];
    const scope = fork({
      handlers: [
        [
          fetchAppointmentFx,
          async () => {
            reads.push('read');
            return booked;
          },
        ],
        [
          confirmAppointmentFx,
          async () => {
            reads.push('confirm');
            return { appointment: { ...booked, confirmBy: null }, confirmed: 'now' as const };
          },
        ],
      ],
    });
    await allSettled(cancelPageOpened, { scope, params: { ...open, confirm: true } });
    expect(reads).toEqual(['confirm']);
    expect(scope.getState($confirmState)).toBe('now');
    expect(scope.getState($appointmentState)).toBe('ready');
    expect(scope.getState($appointment)?.id).toBe(booked.id);
    // Opened without the link (a reload after it), the page reads the appointment.
    await allSettled(cancelPageOpened, { scope, params: open });
    expect(reads).toEqual(['confirm', 'read']);
    expect(scope.getState($confirmState)).toBe('idle');
  });

  it('says a booking confirmed too late no longer holds its time, and an unknown one is unknown', async () => {
    const scope = fork({
      handlers: [
        [
          confirmAppointmentFx,
          async () => Promise.reject(new ClientError(410, 'Gone', '{"reason":"lapsed"}')),
        ],
      ],
    });
    await allSettled(cancelPageOpened, { scope, params: { ...open, confirm: true } });
    expect(scope.getState($confirmState)).toBe('lapsed');
    const unknown = fork({
      handlers: [[confirmAppointmentFx, async () => Promise.reject(new NotFoundError('404'))]],
    });
    await allSettled(cancelPageOpened, { scope: unknown, params: { ...open, confirm: true } });
    expect(unknown.getState($appointmentState)).toBe('unknown');
    expect(unknown.getState($confirmState)).toBe('failed');
  });

  it('says an unknown id is unknown', async () => {
    const scope = fork({
      handlers: [[fetchAppointmentFx, async () => Promise.reject(new NotFoundError('404'))]],
    });
    await allSettled(cancelPageOpened, { scope, params: open });
    expect(scope.getState($appointmentState)).toBe('unknown');
  });

  it('marks the appointment started when the API refuses a late cancellation', async () => {
    const scope = fork({
      handlers: [
        [fetchAppointmentFx, async () => booked],
        [
          cancelAppointmentFx,
          async () => Promise.reject(new ClientError(409, 'Conflict', '{"reason":"started"}')),
        ],
      ],
    });
    await allSettled(cancelPageOpened, { scope, params: open });
    await allSettled(cancelPressed, { scope });
    expect(scope.getState($cancelState)).toBe('started');
    expect(scope.getState($appointment)?.started).toBe(true);
  });

  it('offers no cancellation of one already cancelled', async () => {
    let cancels = 0;
    const scope = fork({
      handlers: [
        [fetchAppointmentFx, async () => ({ ...booked, status: 'cancelled' as const })],
        [
          cancelAppointmentFx,
          async () => {
            cancels += 1;
            return { status: 'cancelled', already: true };
          },
        ],
      ],
    });
    await allSettled(cancelPageOpened, { scope, params: open });
    await allSettled(cancelPressed, { scope });
    expect(cancels).toBe(0);
  });
});
