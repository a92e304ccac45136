/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import { Suspense, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { LOCALES } from 'shared/domain';
import { loadDetailTexts } from '#detail/config/i18n';
import { buildEstate } from '#detail/lib/test-estates';
import { initTestI18n } from '#detail/lib/test-i18n';
import { PurchaseCostsSection } from './index';

// Counts when the sections' chunk (lazy.ts) is evaluated.
const mockChunkLoaded = jest.fn();
jest.mock('./lazy', () => {
  mockChunkLoaded();
  return jest.requireActual<typeof import('./lazy')>('./lazy');
});

beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all(LOCALES.map((lang) => loadDetailTexts(lang)));
});

/** The HTML of a server render of `children`, once everything it waits for is in. */
function serverHtml(children: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(<Suspense fallback={null}>{children}</Suspense>, {
      onAllReady() {
        const out = new PassThrough();
        let text = '';
        out.on('data', (chunk: Buffer) => (text += chunk.toString()));
        out.on('end', () => resolve(text));
        stream.pipe(out);
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

describe('the purchase-cost sections, loaded on first render', () => {
  it('are not loaded with the page, and a server render holds them whole', async () => {
    expect(mockChunkLoaded).not.toHaveBeenCalled();
    const html = await serverHtml(
      <Provider value={fork()}>
        <PurchaseCostsSection estate={buildEstate('1')} listing={null} locale="en" />
      </Provider>,
    );
    expect(mockChunkLoaded).toHaveBeenCalledTimes(1);
    expect(html).toContain('What buying will cost');
    expect(html).toContain('Registration duties');
    // Nothing in their place while they load: the server waited for them.
    expect(html).not.toContain('<template');
  });
});
