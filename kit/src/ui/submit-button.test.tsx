import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'shared/i18n';
import { baseI18nOptions } from 'shared/i18n';
import { loadSharedUiTexts } from './i18n';
import { SubmitButton } from './submit-button';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'shared-ui'), resources: {} });
  await Promise.all([loadSharedUiTexts('en'), loadSharedUiTexts('nl')]);
});

afterEach(() => document.body.replaceChildren());

function Form({ onSend }: { onSend: () => void }) {
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <SubmitButton locale="nl">Verstuur</SubmitButton>
    </form>
  );
}

describe('SubmitButton', () => {
  it('arrives disabled from the server, with a note for browsers without scripts', () => {
    const html = renderToString(<Form onSend={() => undefined} />);
    expect(html).toMatch(/<button type="submit" disabled=""/);
    expect(html).toContain('<noscript><p class="css-');
    expect(html).toContain('Om dit formulier te versturen is JavaScript nodig');
  });

  it('is enabled once the page has hydrated, without a mismatch, and sends the form', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onSend={() => undefined} />);
    document.body.append(container);
    const sent = jest.fn();
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Form onSend={sent} />, { onRecoverableError: recoverable });
    });
    const button = screen.getByRole('button', { name: 'Verstuur' });
    expect(button).toBeEnabled();
    expect(recoverable).not.toHaveBeenCalled();
    await act(async () => button.click());
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('stays disabled while its form says so', () => {
    render(
      <form>
        <SubmitButton locale="en" disabled>
          Send
        </SubmitButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
