import { allSettled, fork } from 'effector';
import { BadRequestError } from 'shared/api';
import type { CitySuggestion, Estate } from 'shared/domain';
import type { FormTokenAnswer } from 'api/contract';
import type { ValuationRequest } from '../../forms';
import { $nearbyEstates, cityChosen, nearbyEstatesFx, valuationForm } from './model';

const request: ValuationRequest = {
  street: 'Kerkstraat',
  houseNumber: '12',
  postalCode: '9000',
  municipality: 'Gent',
  kind: 'HOUSE',
  intent: 'SELL',
  timeframe: 'NOW',
  name: 'An Peeters',
  email: 'an@example.be',
  phone: '0470 12 34 56',
  contactMoment: 'any',
  consent: true,
  agreementVersion: '2026-12',
  locale: 'nl',
};

const gent: CitySuggestion = {
  id: 12,
  zip: '9000',
  name: 'Gent',
  label: 'Gent (9000)',
  lat: 51.05,
  lon: 3.72,
};

const estate = (id: string) => ({ id }) as unknown as Estate;

function scopeWith(options: {
  send?: (request: ValuationRequest) => Promise<{ received: boolean }>;
  nearby?: (params: unknown) => Promise<Estate[]>;
}) {
  const asked: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        valuationForm.token!.fetchTokenFx,
        async (): Promise<FormTokenAnswer> => ({ token: 'tk', minFillMs: 0, maxAgeMs: 1 }),
      ],
      [valuationForm.sendFx, options.send ?? (async () => ({ received: true }))],
      [
        nearbyEstatesFx,
        async (params: unknown) => {
          asked.push(params);
          return (options.nearby ?? (async () => []))(params);
        },
      ],
    ],
  });
  return { scope, asked };
}

describe('the valuation form model', () => {
  it('sends the request with its form token, then looks for estates near the chosen municipality', async () => {
    const sent: object[] = [];
    const { scope, asked } = scopeWith({
      send: async (r) => {
        sent.push(r);
        return { received: true };
      },
      nearby: async () => [estate('1'), estate('2')],
    });
    await allSettled(valuationForm.formOpened, { scope });
    await allSettled(cityChosen, { scope, params: gent });
    await allSettled(valuationForm.formSubmitted, { scope, params: request });
    expect(sent).toEqual([{ ...request, formToken: 'tk' }]);
    expect(scope.getState(valuationForm.$status)).toBe('sent');
    expect(asked).toEqual([
      { request: { ...request, formToken: 'tk' }, city: gent, hiddenStatus: [] },
    ]);
    expect(scope.getState($nearbyEstates).map((e) => e.id)).toEqual(['1', '2']);
  });

  it('shows the server’s texts on a refused request and looks for nothing', async () => {
    const { scope, asked } = scopeWith({
      send: async () => {
        throw new BadRequestError(
          '400',
          JSON.stringify({ message: 'Check', fields: { postalCode: 'Vier cijfers.' } }),
        );
      },
    });
    await allSettled(valuationForm.formOpened, { scope });
    await allSettled(valuationForm.formSubmitted, { scope, params: request });
    expect(scope.getState(valuationForm.$status)).toBe('refused');
    expect(scope.getState(valuationForm.$serverErrors)).toEqual({ postalCode: 'Vier cijfers.' });
    expect(asked).toEqual([]);
    expect(scope.getState($nearbyEstates)).toEqual([]);
  });

  it('forgets the chosen municipality and the nearby estates when the form opens again', async () => {
    const { scope, asked } = scopeWith({ nearby: async () => [estate('3')] });
    await allSettled(valuationForm.formOpened, { scope });
    await allSettled(cityChosen, { scope, params: gent });
    await allSettled(valuationForm.formSubmitted, { scope, params: request });
    await allSettled(valuationForm.formOpened, { scope });
    expect(scope.getState($nearbyEstates)).toEqual([]);
    await allSettled(valuationForm.formSubmitted, { scope, params: request });
    expect(asked[1]).toEqual({
      request: { ...request, formToken: 'tk' },
      city: null,
      hiddenStatus: [],
    });
  });
});
