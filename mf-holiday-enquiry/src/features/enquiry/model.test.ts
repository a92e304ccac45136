import { allSettled, fork } from 'effector';
import { HttpError } from 'shared/api';
import type { RentalEnquiryRequest } from 'shared/domain';
import {
  $enquiryRefusal,
  $sentEnquiry,
  enquiryOpened,
  enquiryRestarted,
  enquirySubmitted,
  sendEnquiryFx,
} from './model';

const request: RentalEnquiryRequest = {
  rentalUnitId: 801,
  arrival: '2027-07-10',
  departure: '2027-07-17',
  persons: 4,
  name: 'Marie Dubois',
  email: 'marie@example.be',
  phone: '0470 12 34 56',
  message: '',
  locale: 'fr',
};

describe('enquiry model (issue 13, the enquiry office)', () => {
  it('sends the enquiry and keeps it for the confirmation until the visitor starts again', async () => {
    const sent: RentalEnquiryRequest[] = [];
    const scope = fork({
      handlers: [[sendEnquiryFx, async (r: RentalEnquiryRequest) => (sent.push(r), { id: 'e1' })]],
    });
    await allSettled(enquiryOpened, { scope, params: 801 });
    await allSettled(enquirySubmitted, { scope, params: request });
    expect(sent).toEqual([request]);
    expect(scope.getState($sentEnquiry)).toEqual(request);
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
    expect(scope.getState($enquiryRefusal)).toMatchObject({
      code: 'TOO_MANY_PERSONS',
      message: 'Ce logement accueille au maximum 4 personnes.',
      errors: [{ field: 'persons', code: 'tooManyPersons' }],
    });
    expect(scope.getState($sentEnquiry)).toBeNull();
  });
});
