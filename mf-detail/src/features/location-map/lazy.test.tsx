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
import { initTestI18n } from '#detail/lib/test-i18n';
import { LocationMap } from './index';

// Counts when the section's chunk (lazy.ts) is evaluated.
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

describe('the location map, loaded on first render', () => {
  it('is not loaded with the page, and a server render holds its section whole', async () => {
    expect(mockChunkLoaded).not.toHaveBeenCalled();
    const html = await serverHtml(
      <Provider value={fork()}>
        <LocationMap map={{ lat: 51.05, lon: 3.72, exact: true, city: '9000 Gent' }} locale="en" />
      </Provider>,
    );
    expect(mockChunkLoaded).toHaveBeenCalledTimes(1);
    expect(html).toContain('>Location</h2>');
    expect(html).toContain('aria-label="Map of the location in 9000 Gent"');
    // Nothing in its place while it loads: the server waited for it.
    expect(html).not.toContain('<template');
  });
});
