import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { HttpError } from 'shared/api';
import { Provider } from 'effector-react';
import type { RentalEnquiryRequest } from '#holiday-enquiry/forms';
import { makeRentalUnit } from 'shared/testing/rentals';
import { initTestI18n } from '#holiday-enquiry/lib/test-i18n';
import { sendEnquiryFx } from '../model';
import { EnquiryForm } from './enquiry-form';

beforeAll(async () => {
  await initTestI18n();
});

async function setup(
  answer: (r: RentalEnquiryRequest) => Promise<{ id: string }> = async () => ({ id: 'e1' }),
) {
  const sent: RentalEnquiryRequest[] = [];
  const scope = fork({
    handlers: [[sendEnquiryFx, async (r: RentalEnquiryRequest) => (sent.push(r), answer(r))]],
  });
  await act(async () => {
    render(
      <Provider value={scope}>
        <EnquiryForm unit={makeRentalUnit(801, { periods: [] })} locale="en" />
      </Provider>,
    );
  });
  return { sent, user: userEvent.setup() };
}

describe('EnquiryForm', () => {
  it('ties each error to its field and moves the focus to the first one', async () => {
    const { user, sent } = await setup();
    await user.clear(screen.getByLabelText('Persons'));
    await user.type(screen.getByLabelText('Persons'), '7');
    await user.click(screen.getByRole('button', { name: 'Send my enquiry' }));
    const arrival = screen.getByLabelText('Arrival date');
    expect(arrival).toHaveAttribute('aria-invalid', 'true');
    expect(arrival).toHaveAccessibleDescription('Fill in this field.');
    expect(arrival).toHaveFocus();
    expect(screen.getByLabelText('Persons')).toHaveAccessibleDescription(
      'At most 4 persons. This holiday home takes at most 4 persons.',
    );
    const consent = screen.getByRole('checkbox', {
      name: /uses my details to handle this request/,
    });
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription(/Give your consent to send your request\./);
    expect(
      screen.getByRole('link', { name: 'Read the privacy statement (opens in a new tab)' }),
    ).toHaveAttribute('href', '/en/privacy-statement');
    expect(sent).toEqual([]);
  });

  it('sends an enquiry with wished dates and confirms it', async () => {
    const { user, sent } = await setup();
    await user.type(screen.getByLabelText('Arrival date'), '2027-07-10');
    await user.type(screen.getByLabelText('Departure date'), '2027-07-17');
    await user.type(screen.getByLabelText('Name'), 'Marie Dubois');
    await user.type(screen.getByLabelText('E-mail'), 'marie@example.be');
    await user.type(screen.getByLabelText('Phone'), '0470 12 34 56');
    await user.click(screen.getByRole('checkbox', { name: /uses my details/ }));
    await user.click(screen.getByRole('button', { name: 'Send my enquiry' }));
    expect(sent).toEqual([
      expect.objectContaining({
        rentalUnitId: 801,
        arrival: '2027-07-10',
        departure: '2027-07-17',
        persons: 2,
        consent: true,
        locale: 'en',
      }),
    ]);
    const result = await screen.findByText(
      /Thank you, Marie Dubois\. Your enquiry for 10\/07\/2027 – 17\/07\/2027 has been sent/,
    );
    // The form gave way to its outcome: the focus is on the message, not on <body>.
    expect(result).toHaveFocus();
  });

  it("shows the API's refusal: its message at once, its field codes on the fields", async () => {
    const { user } = await setup(async () => {
      throw new HttpError(
        422,
        'Unprocessable Entity',
        JSON.stringify({
          code: 'TOO_MANY_PERSONS',
          message: 'This holiday home takes at most 4 persons.',
          errors: [{ field: 'persons', code: 'tooManyPersons', message: '…' }],
        }),
      );
    });
    await user.type(screen.getByLabelText('Arrival date'), '2027-07-10');
    await user.type(screen.getByLabelText('Departure date'), '2027-07-17');
    await user.type(screen.getByLabelText('Name'), 'Marie Dubois');
    await user.type(screen.getByLabelText('E-mail'), 'marie@example.be');
    await user.type(screen.getByLabelText('Phone'), '0470 12 34 56');
    await user.click(screen.getByRole('checkbox', { name: /uses my details/ }));
    await user.click(screen.getByRole('button', { name: 'Send my enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This holiday home takes at most 4 persons.',
    );
    const persons = screen.getByLabelText('Persons');
    await waitFor(() => expect(persons).toHaveFocus());
    expect(persons).toHaveAttribute('aria-invalid', 'true');
  });
});
