import { allSettled, fork } from 'effector';
import { HttpError } from 'shared/api';
import type { FormTokenAnswer } from 'api/contract';
import type { RentalEnquiryRequest } from '../../forms';
import {
  $sentEnquiry,
  enquiryForm,
  enquiryOpened,
  enquiryRestarted,
  enquirySubmitted,
  sendEnquiryFx,
} from './model';

const enquiryToken = enquiryForm.token!;

/** The API's token handler of a scope: a new token on each fetch. */
let issued = 0;
const tokenHandler: [typeof enquiryToken.fetchTokenFx, () => Promise<FormTokenAnswer>] = [
  enquiryToken.fetchTokenFx,
  async () => ({ token: `token-${++issued}`, minFillMs: 0, maxAgeMs: 43_200_000 }),
];

const request: RentalEnquiryRequest = {
  rentalUnitId: 801,
  arrival: '2027-07-10',
  departure: '2027-07-17',
  persons: 4,
  name: 'Marie Dubois',
  email: 'marie@example.be',
  phone: '0470 12 34 56',
  message: '',
  consent: true,
  locale: 'fr',
};

describe('enquiry model (the enquiry office)', () => {
  it('sends the enquiry and keeps it for the confirmation until the visitor starts again', async () => {
    const sent: RentalEnquiryRequest[] = [];
    const scope = fork({
      handlers: [
        tokenHandler,
        [sendEnquiryFx, async (r: RentalEnquiryRequest) => (sent.push(r), { id: 'e1' })],
      ],
    });
    await allSettled(enquiryOpened, { scope, params: 801 });
    await allSettled(enquirySubmitted, { scope, params: request });
    // With the token the API issued when the form was shown: it measures the fill time.
    expect(sent).toEqual([{ ...request, formToken: scope.getState(enquiryToken.$formToken) }]);
    expect(sent[0]?.formToken).toMatch(/^token-\d+$/);
    expect(scope.getState($sentEnquiry)).toEqual(sent[0]);
    await allSettled(enquiryRestarted, { scope });
    expect(scope.getState($sentEnquiry)).toBeNull();
  });

  it("keeps the API's refusal with its localized message and field errors", async () => {
    const body = JSON.stringify({
      code: 'TOO_MANY_PERSONS',
      message: 'Ce logement accueille au maximum 4 personnes.',
      errors: [{ field: 'persons', code: 'tooManyPersons', message: '…' }],
    });
    const scope = fork({
      handlers: [
        [
          sendEnquiryFx,
          async () => {
            throw new HttpError(422, 'Unprocessable Entity', body);
          },
        ],
      ],
    });
    await allSettled(enquirySubmitted, { scope, params: { ...request, persons: 9 } });
    expect(scope.getState(enquiryForm.$refusalCode)).toBe('TOO_MANY_PERSONS');
    expect(scope.getState(enquiryForm.$serverMessage)).toBe(
      'Ce logement accueille au maximum 4 personnes.',
    );
    expect(scope.getState(enquiryForm.$serverErrors)).toEqual({ persons: 'tooManyPersons' });
    expect(scope.getState($sentEnquiry)).toBeNull();
  });

  it('asks for a new token when the API refused the one sent as too old', async () => {
    const scope = fork({
      handlers: [
        tokenHandler,
        [
          sendEnquiryFx,
          async () => {
            throw new HttpError(
              400,
              'Bad Request',
              JSON.stringify({ code: 'FORM_TOKEN_EXPIRED', message: 'Envoyez-le à nouveau.' }),
            );
          },
        ],
      ],
    });
    await allSettled(enquiryOpened, { scope, params: 801 });
    const first = scope.getState(enquiryToken.$formToken);
    await allSettled(enquirySubmitted, { scope, params: request });
    expect(scope.getState(enquiryForm.$refusalCode)).toBe('FORM_TOKEN_EXPIRED');
    expect(scope.getState(enquiryToken.$formToken)).not.toBe(first);
  });
});
