/**
 * @jest-environment node
 */
import { createElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { collectPage, entriesOf, templateParts } from './render';

const TEMPLATE =
  '<!doctype html><html lang=nl><head><meta charset=utf-8><meta name=description content><title>Immo</title>' +
  '<script defer src=/main.js></script></head><body><noscript>JavaScript</noscript><div id=root class=boot></div></body></html>';

/** A press capture's text, as the build makes it. */
const CAPTURE = '(()=>{capture(document)})();';

describe('templateParts', () => {
  it("puts the page's language and head around the root, without the template's title and notice", () => {
    const { top, bottom } = templateParts(TEMPLATE, 'fr', '<title>Offre</title>', CAPTURE);
    expect(top).toContain('<html lang="fr">');
    expect(top).toContain('<title>Offre</title>');
    expect(top).not.toContain('<title>Immo</title>');
    expect(top).not.toContain('<noscript>');
    expect(top.endsWith('<div id="root">')).toBe(true);
    expect(bottom).toBe('</div></body></html>');
  });

  it('leaves the scripts to /start.js, which asks for them once the page has loaded', () => {
    const { top } = templateParts(TEMPLATE, 'en', '', CAPTURE);
    expect(top).toContain('<script defer src="/start.js"></script>');
    // Not preloaded either: the page's main picture comes first, alone.
    expect(top).not.toContain('main.js');
  });

  it("keeps the page's main picture preloaded, before the start script", () => {
    const picture = '<link rel="preload" as="image" href="/p/1.jpg" fetchpriority="high" />';
    const { top } = templateParts(TEMPLATE, 'en', `<title>Villa</title>${picture}`, CAPTURE);
    expect(top.indexOf(picture)).toBeGreaterThan(-1);
    expect(top.indexOf(picture)).toBeLessThan(top.indexOf('src="/start.js"'));
    expect(top.indexOf('src="/start.js"')).toBeLessThan(top.indexOf('</head>'));
  });

  it('inlines the press capture in the head as it is given, before the start script', () => {
    const capture = '(()=>{"$\'";capture(document)})();';
    const { top } = templateParts(TEMPLATE, 'en', '<title>Offer</title>', capture);
    expect(top).toContain(`<script>${capture}</script>\n<script defer src="/start.js"></script>`);
    expect(top.indexOf(capture)).toBeLessThan(top.indexOf('</head>'));
    // None given: no inline script at all.
    const { top: bare } = templateParts(TEMPLATE, 'en', '<title>Offer</title>', '');
    expect(bare).not.toContain('<script>');
    expect(bare).toContain('<script defer src="/start.js"></script>');
  });

  it('throws for a template without a root element', () => {
    expect(() => templateParts('<html><body></body></html>', 'en', '', CAPTURE)).toThrow(
      /root element/,
    );
  });
});

describe('entriesOf', () => {
  it("gives each used provider's remoteEntry.js once, from the market's composition", () => {
    expect(
      entriesOf(['search/SearchPage', 'favorites/FavoriteToggle', 'favorites/FavoritesCount'], {
        search: 'http://localhost:3001/remoteEntry.js',
        favorites: 'http://localhost:3003/remoteEntry.js',
        detail: 'http://localhost:3002/remoteEntry.js',
      }),
    ).toEqual({
      search: 'http://localhost:3001/remoteEntry.js',
      favorites: 'http://localhost:3003/remoteEntry.js',
    });
  });

  it('leaves out a provider the composition does not name, and inherited names', () => {
    expect(entriesOf(['other/Page', 'toString/X'], { search: 'http://s/remoteEntry.js' })).toEqual(
      {},
    );
  });
});

describe('collectPage', () => {
  /** A page of `rows` rows (each with `text`), rendered to a pipeable stream, and its page once all is ready. */
  function pageOf(rows: number, text = ''): Promise<{ html: string; expected: string }> {
    const element = createElement(
      'ul',
      null,
      Array.from({ length: rows }, (_, i) =>
        createElement('li', { key: i }, `Estate ${i} – €${text}`),
      ),
    );
    return new Promise((resolve, reject) => {
      const stream = renderToPipeableStream(element, {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellError: reject,
        onAllReady() {
          resolve({
            html: collectPage(stream, '<top>', '<end>').toString('utf8'),
            expected: `<top>${renderToString(element)}<end>`,
          });
        },
      });
    });
  }

  it("gives the top, React's whole page and the end as one buffer", async () => {
    const { html, expected } = await pageOf(3);
    expect(html).toBe(expected);
  });

  it('keeps every chunk of a page far larger than one of React’s 4 KB views', async () => {
    const { html, expected } = await pageOf(5000);
    expect(html.length).toBeGreaterThan(100_000);
    expect(html).toBe(expected);
  });

  it('keeps a text React passes on as a string (longer than a third of its view)', async () => {
    const { html, expected } = await pageOf(2, 'é'.repeat(3000));
    expect(html).toBe(expected);
  });

  it('fails when React destroys the destination', () => {
    const failing = {
      pipe(destination: NodeJS.WritableStream & { destroy(error?: unknown): void }) {
        destination.destroy(new Error('render failed'));
      },
    };
    expect(() => collectPage(failing, '', '')).toThrow('render failed');
  });

  it('fails when the page is not written in one go', () => {
    expect(() => collectPage({ pipe: () => undefined }, '', '')).toThrow('in one go');
  });
});
