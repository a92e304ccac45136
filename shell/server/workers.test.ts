import { runWorkers, siteWorkersFrom, type WorkersHost } from './workers';

describe('siteWorkersFrom (SITE_WORKERS)', () => {
  it('gives one process per processor when unset or empty, at least one', () => {
    expect(siteWorkersFrom(undefined, 2)).toBe(2);
    expect(siteWorkersFrom('  ', 8)).toBe(8);
    expect(siteWorkersFrom(undefined, 0)).toBe(1);
  });

  it('takes a whole number from 1 to 64', () => {
    expect(siteWorkersFrom('1', 8)).toBe(1);
    expect(siteWorkersFrom(' 3 ', 2)).toBe(3);
    expect(siteWorkersFrom('64', 2)).toBe(64);
  });

  it.each(['0', '65', '-1', '1.5', 'two', '1e1', '\u0000'])(
    'refuses %j, naming the setting',
    (value) => {
      expect(() => siteWorkersFrom(value, 2)).toThrow(
        `SITE_WORKERS=${value} is not a whole number`,
      );
    },
  );
});

describe('runWorkers', () => {
  /** A cluster and a process that record what runWorkers does with them. */
  function fakeHost() {
    const killed: string[] = [];
    const exits: number[] = [];
    const handlers = new Map<string, (...args: unknown[]) => void>();
    const workers: Record<string, { id: number; process: { kill: (signal: string) => void } }> = {};
    let next = 0;
    const host = {
      cluster: {
        fork: () => {
          next += 1;
          const id = next;
          workers[id] = {
            id,
            process: { kill: (signal: string) => killed.push(`${id} ${signal}`) },
          };
          return workers[id];
        },
        on: (event: string, handler: (...args: unknown[]) => void) => {
          handlers.set(`cluster ${event}`, handler);
        },
        workers,
      },
      process: {
        on: (event: string, handler: (...args: unknown[]) => void) => {
          handlers.set(`process ${event}`, handler);
        },
        exit: (code: number) => {
          exits.push(code);
        },
      },
      later: (run: () => void) => run(),
    };
    const emit = (name: string, ...args: unknown[]) => handlers.get(name)?.(...args);
    return { host: host as unknown as WorkersHost, workers, killed, exits, emit };
  }

  it('starts the number of processes asked for', () => {
    const fake = fakeHost();
    runWorkers(3, fake.host);
    expect(Object.keys(fake.workers)).toEqual(['1', '2', '3']);
  });

  it('stops every process and itself with the code of one that stops on its own', () => {
    const fake = fakeHost();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    runWorkers(2, fake.host);
    fake.emit('cluster exit', fake.workers[1], 7, null);
    expect(fake.killed).toEqual(['1 SIGTERM', '2 SIGTERM']);
    expect(fake.exits).toEqual([7]);
    // The others' exits that follow change nothing.
    fake.emit('cluster exit', fake.workers[2], 0, 'SIGTERM');
    expect(fake.exits).toEqual([7]);
  });

  it('exits with 1 when a process was ended by a signal, and with 0 on SIGTERM', () => {
    const killedBySignal = fakeHost();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    runWorkers(2, killedBySignal.host);
    killedBySignal.emit('cluster exit', killedBySignal.workers[2], null, 'SIGKILL');
    expect(killedBySignal.exits).toEqual([1]);

    const stopped = fakeHost();
    runWorkers(2, stopped.host);
    stopped.emit('process SIGTERM');
    expect(stopped.killed).toEqual(['1 SIGTERM', '2 SIGTERM']);
    expect(stopped.exits).toEqual([0]);
  });
});
