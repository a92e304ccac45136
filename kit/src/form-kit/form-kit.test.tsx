import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'shared/i18n';
import { baseI18nOptions } from 'shared/i18n';
import type { Agreement } from 'shared/domain';
import { loadSharedUiTexts } from '../ui/i18n';
import { errorText, SelectField, TextField } from './fields';
import { FormEnd, statusTexts } from './form-end';
import type { FormStatus } from './model';
import { useFormKit } from './use-form-kit';
import { agreement, words } from './test-fixtures';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'shared-ui'), resources: {} });
  await loadSharedUiTexts('en');
});

afterEach(() => document.body.replaceChildren());

describe('TextField and SelectField', () => {
  it('label their control and tie the hint and the error to it', () => {
    render(
      <>
        <TextField id="t-phone" label="Phone" optional="optional" hint="With country code" />
        <TextField id="t-message" label="Message" rows={3} error="Too long." />
        <SelectField
          id="t-lang"
          label="Language"
          error="Choose one."
          options={[{ value: 'nl', label: 'Nederlands', lang: 'nl' }]}
        />
      </>,
    );
    const phone = screen.getByLabelText('Phone (optional)');
    expect(phone).toHaveAccessibleDescription('With country code');
    expect(phone).not.toHaveAttribute('aria-invalid');
    const message = screen.getByLabelText('Message');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Too long.');
    const select = screen.getByLabelText('Language');
    expect(select).toHaveAccessibleDescription('Choose one.');
    expect(screen.getByRole('option', { name: 'Nederlands' })).toHaveAttribute('lang', 'nl');
  });

  it("translate a schema's code with the field's limit, and keep a server's text", () => {
    expect(errorText(undefined, 'en')).toBe('');
    expect(errorText('Already taken.', 'en')).toBe('Already taken.');
    expect(errorText('tooLong', 'en', 5)).toContain('5');
  });
});

describe('statusTexts', () => {
  it("asks to correct named fields, else shows the server's message or the failure", () => {
    const named = statusTexts(words, { sent: 'Sent!', fieldsNamed: true, serverMessage: 'Slow' });
    expect(named).toMatchObject({
      sending: 'Sending…',
      sent: 'Sent!',
      refused: words.fix,
      rateLimited: 'Slow',
      unavailable: words.failed,
      failed: words.failed,
    });
    const unnamed = statusTexts(words, {
      unavailable: 'Gone',
      fieldsNamed: false,
      serverMessage: '',
    });
    expect(unnamed.refused).toBe(words.failed);
    expect(unnamed.rateLimited).toBe(words.failed);
    expect(unnamed.unavailable).toBe('Gone');
  });
});

describe('FormEnd', () => {
  function End(props: { status: FormStatus; agreement: Agreement | null; failed?: boolean }) {
    return (
      <form method="post">
        <FormEnd
          idPrefix="k"
          locale="en"
          words={words}
          consent={{
            agreement: props.agreement,
            failed: props.failed ?? false,
            error: '',
            field: { name: 'consent' },
          }}
          honeypot={{ name: 'website' }}
          submit="Send"
          status={props.status}
          texts={statusTexts(words, { sent: 'Thank you!', fieldsNamed: false, serverMessage: '' })}
        />
      </form>
    );
  }

  it('has the consent with the privacy link, the hidden honeypot, the button and the status', async () => {
    render(<End status="sent" agreement={agreement} />);
    const consent = await screen.findByRole('checkbox', { name: agreement.body });
    expect(consent).toBeEnabled();
    expect(consent).toHaveAttribute('id', 'k-consent');
    expect(screen.getByRole('link', { name: words.privacy })).toHaveAttribute('target', '_blank');
    expect(document.getElementById('k-website')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
  });

  it('keeps the form from being sent while the consent text is not there', async () => {
    render(<End status="idle" agreement={null} failed />);
    expect(await screen.findByRole('checkbox', { name: words.consentPending })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(words.consentUnavailable!);
  });
});

describe('useFormKit', () => {
  /** A form with a name and an e-mail field whose errors come from the kit. */
  function Form({
    serverErrors,
    byName,
  }: {
    serverErrors: Record<string, string>;
    byName?: boolean;
  }) {
    const [errors, setErrors] = useState<Record<string, string>>({});
    const { formRef, focusInvalid, fieldsNamed } = useFormKit({
      serverErrors,
      fields: ['name', 'email'] as const,
      setError: (name, error) => setErrors((known) => ({ ...known, [name]: error.message ?? '' })),
      focusByName: byName,
    });
    return (
      <form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          focusInvalid({ email: { type: 'required', message: 'Required' } });
        }}
      >
        <TextField id="f-name" name="name" label="Name" error={errors.name} />
        <TextField id="f-email" name="email" label="E-mail" error={errors.email} />
        <p>{fieldsNamed ? 'named' : 'none'}</p>
        <button type="submit">Send</button>
      </form>
    );
  }

  it("shows the server's texts on its fields and focuses the first in the page's order", async () => {
    const { rerender } = render(<Form serverErrors={{}} />);
    rerender(<Form serverErrors={{ email: 'Unknown domain.', name: 'Too short.' }} />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Unknown domain.');
    expect(screen.getByText('named')).toBeInTheDocument();
  });

  it('focuses a refused field by its name when asked, and ignores fields not of the form', async () => {
    const { rerender } = render(<Form serverErrors={{}} byName />);
    rerender(<Form serverErrors={{ email: 'Unknown domain.', agreementVersion: 'Old' }} byName />);
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    rerender(<Form serverErrors={{ agreementVersion: 'Old' }} byName />);
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it('moves the focus to the first field in error after an invalid submit', async () => {
    render(<Form serverErrors={{}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });
});
