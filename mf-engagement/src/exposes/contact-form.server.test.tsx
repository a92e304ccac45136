import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server.node';
import { PassThrough } from 'node:stream';
import { setImmediate } from 'node:timers';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import { loadEngagementTexts } from '../config/i18n';
import { $agreements, $agreementsFailed, fetchAgreementsFx } from '../entities/agreement';
import ContactFormOnServer from './contact-form.server';
import ContactForm from './contact-form';
import { contactAgreement } from '../lib/test-agreement';

const agreement = contactAgreement;

// React's Node renderer schedules its work with Node's setImmediate, which jsdom does not have.
Object.assign(globalThis, { setImmediate });

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'engagement'), resources: {} });
  await loadEngagementTexts('en');
});

/** The server's HTML of the fragment, written once all of it is ready (as the shell does). */
function renderOnServer(scope: Scope): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <Provider value={scope}>
        <Suspense fallback={null}>
          <ContactFormOnServer locale="en" estateId="1042" estateTitle="Villa in Ghent" />
        </Suspense>
      </Provider>,
      {
        onAllReady() {
          let html = '';
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
          sink.on('end', () => resolve(html));
          stream.pipe(sink);
        },
        onShellError: reject,
      },
    );
  });
}

/** Hydrates the server's HTML with the browser's fragment in `scope`; React's recoverable errors. */
async function hydrateInBrowser(html: string, scope: Scope): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(
      container,
      <Provider value={scope}>
        <Suspense fallback={null}>
          <ContactForm locale="en" estateId="1042" estateTitle="Villa in Ghent" />
        </Suspense>
      </Provider>,
      { onRecoverableError: recoverable },
    );
  });
  expect(recoverable).not.toHaveBeenCalled();
  return container;
}

describe("the contact form's server build", () => {
  afterEach(() => document.body.replaceChildren());

  it('arrives with its consent text, and hydrates in a browser that fetched the texts already', async () => {
    const served = jest.fn(async () => [agreement]);
    const server = fork({ handlers: [[fetchAgreementsFx, served]] });
    const html = await renderOnServer(server);
    expect(served).toHaveBeenCalledTimes(1);
    expect(html).toContain(agreement.body);
    expect(html).not.toMatch(/<input[^>]*type="checkbox"[^>]*disabled/);

    // The browser's scope: the page's state, as another part of the team (the live agenda)
    // fetched the texts before this part hydrated.
    const browser = fork({
      values: [[$agreements, server.getState($agreements)]],
      handlers: [[fetchAgreementsFx, async () => [agreement]]],
    });
    const container = await hydrateInBrowser(html, browser);
    expect(container.querySelector('label[for="contact-consent"]')).toHaveTextContent(
      agreement.body,
    );
    expect(container.querySelector('#contact-consent')).toBeEnabled();
    // Sent by its script only: disabled in the server's HTML, live once hydrated, and never a
    // GET that would put the visitor's details in the address.
    expect(html).toMatch(/<button type="submit" disabled=""/);
    expect(container.querySelector('button[type="submit"]')).toBeEnabled();
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
  });

  it('says the text is unavailable when the API cannot give it, and hydrates the same', async () => {
    const server = fork({
      handlers: [
        [
          fetchAgreementsFx,
          async () => {
            throw new Error('API down');
          },
        ],
      ],
    });
    const html = await renderOnServer(server);
    expect(html).not.toContain(agreement.body);
    expect(html).toContain('role="alert"');

    const browser = fork({
      values: [
        [$agreements, server.getState($agreements)],
        [$agreementsFailed, server.getState($agreementsFailed)],
      ],
      handlers: [[fetchAgreementsFx, async () => [agreement]]],
    });
    const container = await hydrateInBrowser(html, browser);
    // Hydrated, the form asks again, and the text arrives.
    expect(container.querySelector('label[for="contact-consent"]')).toHaveTextContent(
      agreement.body,
    );
  });
});
