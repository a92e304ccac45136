import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import { BadRequestError } from 'shared/api';
import type { ContactRequest } from '#engagement/forms';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import { loadSharedUiTexts } from 'kit/ui';
import ContactForm from '#engagement/exposes/contact-form';
import { loadEngagementTexts } from '#engagement/config/i18n';
import { $agreements } from '#engagement/entities/agreement';
import { contactForm } from '../model';
import { contactAgreement } from '#engagement/lib/test-agreement';

const agreement = contactAgreement;

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'engagement'), resources: {} });
  await Promise.all([
    loadEngagementTexts('en'),
    loadEngagementTexts('nl'),
    loadSharedUiTexts('en'),
  ]);
});

function setup(send: (request: ContactRequest) => Promise<unknown>, props = {}) {
  const sent: ContactRequest[] = [];
  const scope = fork({
    values: [[$agreements, { en: [agreement], nl: [agreement] }]],
    handlers: [
      [
        contactForm.token!.fetchTokenFx,
        async () => ({ token: 'issued-by-the-api', minFillMs: 0, maxAgeMs: 43_200_000 }),
      ],
      [
        contactForm.sendFx,
        async (request: ContactRequest) => {
          sent.push(request);
          return send(request);
        },
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <ContactForm locale="en" {...props} />
      </MemoryRouter>
    </Provider>,
  );
  return { sent, user: userEvent.setup() };
}

describe('ContactForm', () => {
  it('sends the question about the estate of the page, and says so in a status line', async () => {
    const { sent, user } = setup(async () => ({ received: true }), {
      estateId: '1042',
      estateTitle: 'Villa in Ghent',
    });
    expect(await screen.findByLabelText(/The property it is about/)).toHaveValue('Villa in Ghent');
    await user.type(screen.getByLabelText('Your name'), 'An Peeters');
    await user.type(screen.getByLabelText('Your e-mail address'), 'an@example.be');
    await user.type(screen.getByLabelText('Your question'), 'Can I visit?');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send my question' }));
    expect(await screen.findByRole('status')).toHaveTextContent('your question has been sent');
    expect(sent[0]).toMatchObject({
      name: 'An Peeters',
      email: 'an@example.be',
      estate: 'Villa in Ghent',
      estateId: '1042',
      message: 'Can I visit?',
      consent: true,
      agreementVersion: '2026-01',
      locale: 'en',
      website: '',
    });
    // The token the API issued when the form was shown; no time of the browser's own.
    expect(sent[0]?.formToken).toBe('issued-by-the-api');
    expect(sent[0]).not.toHaveProperty('elapsedMs');
    // The question is cleared for a next one.
    expect(screen.getByLabelText('Your question')).toHaveValue('');
  });

  it('ties each error to its field and focuses the first, sending nothing', async () => {
    const { sent, user } = setup(async () => ({ received: true }));
    await user.click(await screen.findByRole('button', { name: 'Send my question' }));
    const name = screen.getByLabelText('Your name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please agree to the privacy statement to send this form.',
    );
    await user.type(screen.getByLabelText('Your e-mail address'), 'an@home');
    await user.tab();
    expect(screen.getByLabelText('Your e-mail address')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, such as name@example.com.',
    );
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal on its field", async () => {
    const { user } = setup(async () => {
      throw new BadRequestError(
        '400',
        JSON.stringify({ fields: { phone: 'Enter a valid phone number.' }, message: 'x' }),
      );
    });
    await user.type(await screen.findByLabelText('Your name'), 'An');
    await user.type(screen.getByLabelText('Your e-mail address'), 'an@example.be');
    await user.type(screen.getByLabelText('Your question'), 'Hello');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send my question' }));
    const phone = screen.getByLabelText(/Phone/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Enter a valid phone number\./));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Please correct the fields marked in red.',
    );
  });
});
