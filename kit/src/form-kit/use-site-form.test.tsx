/**
 * useSiteForm: what every scripted form gets from it — validation with the schema and the focus
 * on the first field in error, no sending without the consent's text, the honeypot's value and
 * the consent's version in the request, the fill time held before sending, the rate limit's wait,
 * and the server's field refusals on their fields.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { BadRequestError, httpErrorFromStatus } from 'shared/api';
import type { FormTokenAnswer } from 'api/contract';
import { useUnit } from 'shared/effector';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import { loadSharedUiTexts } from '../ui/i18n';
import { TextField } from './fields';
import { FormEnd } from './form-end';
import { createFormModel } from './model';
import { useSiteForm, type SiteFormConsent } from './use-site-form';
import { agreement, words } from './test-fixtures';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'required')),
  email: z.string().check(z.minLength(1, 'required')),
  consent: z.literal(true, 'consent'),
});

interface Request {
  name: string;
  email: string;
  website: string;
  agreementVersion: string;
  formToken?: string;
}

const model = createFormModel<Request, { received: true }>(async () => ({ received: true }));
const token = model.token!;

/** A form with two fields and consent, on the hook. */
function TestForm({ consent }: { consent: SiteFormConsent }) {
  const opened = useUnit(model.formOpened);
  useEffect(() => opened(), [opened]);
  const site = useSiteForm(schema, {
    locale: 'en',
    model,
    defaultValues: { name: '', email: '', consent: false },
    fields: ['name', 'email', 'consent'],
    consent,
    clearWhenSent: ['name'],
    request: ({ name, email }, extras) => ({ name, email, ...extras }),
  });
  return (
    <form {...site.formProps}>
      <TextField
        id="t-name"
        label="Name"
        error={site.error('name')}
        {...site.form.register('name')}
      />
      <TextField
        id="t-email"
        label="E-mail"
        error={site.error('email')}
        {...site.form.register('email')}
      />
      <FormEnd {...site.end('t', words, { sent: 'Thank you!' })} submit="Send" />
    </form>
  );
}

let sent: Request[];
let tokenAnswer: FormTokenAnswer;

/** A scope whose sending calls `send` (and records what went), with tokens asked for. */
function scopeWith(send: (request: Request) => Promise<{ received: true }>): Scope {
  return fork({
    handlers: [
      [token.fetchTokenFx, async () => tokenAnswer],
      [
        model.sendFx,
        async (request: Request) => {
          sent.push(request);
          return send(request);
        },
      ],
    ],
  });
}

function renderForm(scope: Scope, consent: SiteFormConsent = { agreement, failed: false }) {
  return render(
    <Provider value={scope}>
      <TestForm consent={consent} />
    </Provider>,
  );
}

/** Fills both fields and ticks the consent. */
async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'An Peeters');
  await user.type(screen.getByLabelText('E-mail'), 'an@example.be');
  await user.click(screen.getByLabelText(agreement.body));
}

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'shared-ui'), resources: {} });
  await loadSharedUiTexts('en');
});

beforeEach(() => {
  sent = [];
  tokenAnswer = { token: 'token-1', minFillMs: 0, maxAgeMs: 60_000 };
});

afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

describe('useSiteForm', () => {
  it('shows the errors and focuses the first field in error; nothing is sent', async () => {
    const user = userEvent.setup();
    renderForm(scopeWith(async () => ({ received: true })));
    await user.type(screen.getByLabelText('E-mail'), 'an@example.be');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(agreement.body)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  it("sends nothing while the consent's text is missing (box and button disabled)", async () => {
    const user = userEvent.setup();
    renderForm(
      scopeWith(async () => ({ received: true })),
      { agreement: null, failed: true },
    );
    await user.type(screen.getByLabelText('Name'), 'An Peeters');
    expect(screen.getByLabelText(words.consentPending)).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(words.consentUnavailable!);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    // Sent anyway (a script, the Enter key): the form holds it back.
    await act(async () => {
      button.closest('form')!.requestSubmit();
    });
    expect(sent).toEqual([]);
  });

  it("sends the valid values with the consent's version, the honeypot and the token, then clears", async () => {
    const user = userEvent.setup();
    const { container } = renderForm(scopeWith(async () => ({ received: true })));
    await fill(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    await user.type(honeypot, 'http://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
    expect(sent).toEqual([
      {
        name: 'An Peeters',
        email: 'an@example.be',
        website: 'http://spam.example',
        agreementVersion: '2026-01',
        formToken: 'token-1',
      },
    ]);
    // The name is cleared for a next one; the address stays.
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('an@example.be');
  });

  it('holds a submission made faster than the least fill time, then sends it', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-12-02T10:00:00Z') });
    tokenAnswer = { token: 'token-2', minFillMs: 3000, maxAgeMs: 60_000 };
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm(scopeWith(async () => ({ received: true })));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(words.sending)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
    expect(sent).toHaveLength(1);
  });

  it("says how long to wait after a 429: the server's message, else its Retry-After", async () => {
    const user = userEvent.setup();
    let body = JSON.stringify({ message: '' });
    renderForm(
      scopeWith(async () => {
        throw httpErrorFromStatus(429, 'Too Many Requests', body, '3600');
      }),
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('60 minutes'));
    body = JSON.stringify({ message: 'Wait a little.' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Wait a little.'));
  });

  it("shows the server's field refusal on its field and focuses it", async () => {
    const user = userEvent.setup();
    renderForm(
      scopeWith(async () => {
        throw new BadRequestError(
          'Bad Request',
          JSON.stringify({ fields: { email: 'This address cannot receive mail.' } }),
        );
      }),
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('This address cannot receive mail.');
    expect(screen.getByRole('status')).toHaveTextContent(words.fix);
  });
});
