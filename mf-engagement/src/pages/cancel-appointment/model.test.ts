import { allSettled, fork } from 'effector';
import { ClientError, NotFoundError } from 'shared/api';
import type { Appointment } from 'shared/domain';
import {
  $appointment,
  $appointmentState,
  $cancelState,
  cancelAppointmentFx,
  cancelPageOpened,
  cancelPressed,
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
