/**
 * @jest-environment node
 */
import { FORMAT_LOCALE, FORMAT_TIME_ZONE } from 'shared/format';
import { answerIcuReads } from './intl-worker';

describe('answerIcuReads', () => {
  /** Runs the worker with a fake `self`; answers what it posted and whether it ended. */
  function runWorker(data: unknown) {
    const self: {
      onmessage: ((event: { data: unknown }) => void) | null;
      posted: unknown[];
      closed: boolean;
      postMessage(message: unknown): void;
      close(): void;
    } = {
      onmessage: null,
      posted: [],
      closed: false,
      postMessage(message) {
        this.posted.push(message);
      },
      close() {
        this.closed = true;
      },
    };
    answerIcuReads(self);
    self.onmessage?.({ data });
    return self;
  }

  it('makes the site’s formats and the language’s plural rules and collation, then ends', () => {
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    // Intl.PluralRules cannot be called without `new`, as a spy calls it: a stand-in answers.
    const plurals = jest
      .spyOn(Intl, 'PluralRules')
      .mockImplementation(() => ({ select: () => 'one' }) as unknown as Intl.PluralRules);
    const collators = jest.spyOn(Intl, 'Collator');
    try {
      const self = runWorker('de');
      expect(numbers).toHaveBeenCalledWith(FORMAT_LOCALE, expect.any(Object));
      expect(dates).toHaveBeenCalledWith(
        FORMAT_LOCALE,
        expect.objectContaining({ timeZone: FORMAT_TIME_ZONE }),
      );
      expect(plurals).toHaveBeenCalledWith('de');
      expect(collators).toHaveBeenCalledWith('de');
      expect(self.posted).toEqual(['read']);
      expect(self.closed).toBe(true);
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
      plurals.mockRestore();
      collators.mockRestore();
    }
  });

  it.each([
    ['a tag ICU refuses', 'x-\u0000'],
    ['no language', undefined],
    ['not a string', 42],
  ])('still answers and ends for %s', (_, data) => {
    const self = runWorker(data);
    expect(self.posted).toEqual(['read']);
    expect(self.closed).toBe(true);
  });
});
