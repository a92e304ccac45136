import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { shell } from 'shared/bus';
import type { Site } from 'shared/domain';
import type { ReservationRequest } from '#holiday/forms';
import { fetchRentalUnitFx, rentalUnitPageOpened } from '#holiday/entities/rental-unit';
import { makeRentalUnit } from 'shared/testing/rentals';
import { initTestI18n } from '#holiday/lib/test-i18n';
import { requestReservationFx, reservationForm } from '../model';
import { BookingPanel } from './booking-panel';

// Journeys of typed keys and clicks in jsdom take seconds on a busy machine.
jest.setTimeout(20_000);

beforeAll(async () => {
  await initTestI18n();
});

const unit = makeRentalUnit(501);

async function setup(locale: 'en' | 'de' | 'nl' | 'fr' = 'en') {
  const sent: ReservationRequest[] = [];
  const scope = fork({
    values: [[shell.$site, { id: 1, name: 'Immo Zonneveld' } as Site]],
    handlers: [
      [fetchRentalUnitFx, async () => unit],
      [
        reservationForm.token!.fetchTokenFx,
        async () => ({ token: 'issued-by-the-api', minFillMs: 0, maxAgeMs: 43_200_000 }),
      ],
      [
        requestReservationFx,
        async (request: ReservationRequest) => {
          sent.push(request);
          return { id: 'r1', rentalUnitId: 501, periodId: 501002, status: 'OPTION' };
        },
      ],
    ],
  });
  await allSettled(rentalUnitPageOpened, { scope, params: { id: '501', locale } });
  await act(async () => {
    render(
      <Provider value={scope}>
        <BookingPanel unit={unit} locale={locale} />
      </Provider>,
    );
  });
  return { scope, sent, user: userEvent.setup() };
}

describe('BookingPanel', () => {
  it('shows free, optioned and booked days and the price of each free arrival', async () => {
    await setup();
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();
    const free = screen.getByRole('button', {
      name: /^Friday, 5 March 2027: free week until 12 March 2027, € 700$/,
    });
    expect(free).toBeEnabled();
    // The site's one money format, as everywhere else.
    expect(free).toHaveTextContent('€ 700');
    expect(screen.getByRole('button', { name: /^Friday, 12 March 2027: booked$/ })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: /^Friday, 19 March 2027: under option$/ }),
    ).toBeDisabled();
  });

  it('picks a free week by keyboard and shows its price summary in euro', async () => {
    const { user } = await setup();
    const free = screen.getByRole('button', { name: /Friday, 5 March 2027: free week/ });
    act(() => free.focus());
    await user.keyboard('{ArrowDown}');
    // The next focusable day is the next free arrival (booked and optioned days are skipped).
    expect(document.activeElement).toHaveAccessibleName(/Friday, 26 March 2027: free week/);
    await user.keyboard('{Enter}');
    const summary = screen.getByRole('region', { name: 'Price of your stay' });
    expect(within(summary).getByText('Rent').nextSibling).toHaveTextContent('€ 730');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('€ 905');
    expect(
      screen.getByText(/Your period: week from 26\/03\/2027 to 02\/04\/2027 \(7 nights\)/),
    ).toBeInTheDocument();
  });

  it('refuses a request without a period, or with too many persons, with errors tied to fields', async () => {
    const { user, sent } = await setup();
    await user.type(screen.getByLabelText('Adults'), '{Backspace}5');
    await user.click(screen.getByRole('button', { name: 'Request this period' }));
    expect(await screen.findByText('Choose a free period in the calendar.')).toBeInTheDocument();
    const adults = screen.getByLabelText('Adults');
    expect(adults).toHaveAttribute('aria-invalid', 'true');
    expect(adults).toHaveAccessibleDescription('This holiday home takes at most 4 persons.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Fill in this field.');
    expect(sent).toEqual([]);
  });

  it('sends a valid request for the chosen period and confirms it', async () => {
    const { user, sent } = await setup();
    await user.click(screen.getByRole('button', { name: /Friday, 5 March 2027: free week/ }));
    await user.type(screen.getByLabelText('Name'), 'An Peeters');
    await user.type(screen.getByLabelText('E-mail'), 'an@example.be');
    await user.type(screen.getByLabelText('Phone'), '0470 12 34 56');
    await user.type(screen.getByLabelText('Address'), 'Kerkstraat 1, 9000 Gent');
    await user.click(screen.getByLabelText('I accept the rental conditions of Immo Zonneveld.'));
    await user.click(screen.getByLabelText(/^I agree that Immo Zonneveld uses my details/));
    await user.click(screen.getByRole('button', { name: 'Request this period' }));
    expect(sent).toEqual([
      expect.objectContaining({
        rentalUnitId: 501,
        arrival: '2027-03-05',
        departure: '2027-03-12',
        adults: 2,
        children: 0,
        name: 'An Peeters',
        acceptConditions: true,
        consent: true,
        locale: 'en',
        // The honeypot left empty, and the token the API issued when the panel opened.
        website: '',
        formToken: 'issued-by-the-api',
      }),
    ]);
    const result = await screen.findByText(
      /Thank you, An Peeters\. The period 05\/03\/2027 – 12\/03\/2027 is held for you for 30 minutes\. Please confirm your request with the link we sent to an@example\.be/,
    );
    // The form gave way to its outcome: the focus is on the message, not on <body>.
    expect(result.closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('links the rental conditions and the privacy statement, and asks for both', async () => {
    const { user, sent } = await setup();
    expect(
      screen.getByRole('link', { name: 'Read the rental conditions (opens in a new tab)' }),
    ).toHaveAttribute('href', '/en/rental-conditions');
    expect(
      screen.getByRole('link', { name: 'Read the privacy statement (opens in a new tab)' }),
    ).toHaveAttribute('href', '/en/privacy-statement');
    await user.click(screen.getByRole('button', { name: /Friday, 5 March 2027: free week/ }));
    await user.type(screen.getByLabelText('Name'), 'An Peeters');
    await user.type(screen.getByLabelText('E-mail'), 'an@example.be');
    await user.type(screen.getByLabelText('Phone'), '0470 12 34 56');
    await user.type(screen.getByLabelText('Address'), 'Kerkstraat 1, 9000 Gent');
    await user.click(screen.getByRole('button', { name: 'Request this period' }));
    const conditions = screen.getByLabelText('I accept the rental conditions of Immo Zonneveld.');
    expect(conditions).toHaveAccessibleDescription(
      'Accept the rental conditions to send your request.',
    );
    expect(conditions).toHaveFocus();
    expect(screen.getByLabelText(/^I agree that Immo Zonneveld/)).toHaveAccessibleDescription(
      'Give your consent to send your request.',
    );
    expect(sent).toEqual([]);
  });

  it('focuses the first invalid field of an empty submit, in the page order', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Request this period' }));
    // The period comes first on the page (before the party and the contact fields).
    expect(await screen.findAllByText('Choose a free period in the calendar.')).not.toHaveLength(0);
    expect(document.activeElement).toHaveAttribute('id', 'reservation-period');
    await user.click(screen.getByRole('button', { name: /Friday, 5 March 2027: free week/ }));
    await user.click(screen.getByRole('button', { name: 'Request this period' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('speaks proper German: capitalised nouns, agreeing adjectives, plural nights', async () => {
    const { user } = await setup('de');
    const free = screen.getByRole('button', { name: /5\. März 2027: freie Woche bis/ });
    await user.click(free);
    expect(
      screen.getByText('Ihr Zeitraum: Woche vom 05/03/2027 bis 12/03/2027 (7 Nächte)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Energie \(7 Nächte × € [\d,]+\)$/)).toBeInTheDocument();
  });
});
