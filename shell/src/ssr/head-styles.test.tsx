/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { CacheProvider, css } from '@emotion/react';
import { createHash } from 'node:crypto';
import { headStyles, serverStyleCache } from './head-styles';

const Title = ({ children }: { children: ReactNode }) => (
  <h1 css={{ color: 'rebeccapurple' }}>{children}</h1>
);
const Link = ({ href, children }: { href: string; children: ReactNode }) => (
  <a href={href} css={{ fontWeight: 700 }}>
    {children}
  </a>
);

describe('headStyles', () => {
  it('keeps the styles of a render out of the body and gives them to the head, once each', () => {
    const shell = serverStyleCache('shell');
    const team = serverStyleCache('search');
    const body = renderToString(
      <CacheProvider value={shell}>
        <Title>Listing</Title>
        <CacheProvider value={team}>
          <Link href="/en/offer">
            <span css={css({ margin: 0 })}>first</span>
          </Link>
          <Link href="/en/offer/2">second</Link>
        </CacheProvider>
      </CacheProvider>,
    );
    expect(body).not.toContain('<style');
    const { html: head, hashes } = headStyles([shell, team]);
    const elements = [...head.matchAll(/<style data-emotion="([^"]+)">([^<]*)<\/style>/g)];
    expect(elements.map(([, marks]) => marks!.split(' ')[0])).toEqual(['shell', 'search']);
    // Each element allowed by the page's Content-Security-Policy by its hash.
    expect(hashes).toEqual(
      elements.map(
        ([, , text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
      ),
    );
    expect(elements[0]![2]).toContain('color:rebeccapurple');
    expect(elements[1]![2]).toContain('font-weight:700');
    expect(elements[1]![2]).toContain('margin:0');
    // Each name once, and each class of the markup among them.
    const names = elements.flatMap(([, marks]) => marks!.split(' ').slice(1));
    expect(new Set(names).size).toBe(names.length);
    for (const [, cls] of body.matchAll(/class="([^"]+)"/g))
      expect(names).toContain(cls!.split('-').slice(1).join('-'));
  });

  it('gives nothing for caches without rules, and cannot be ended by a value', () => {
    expect(headStyles([serverStyleCache('empty')])).toEqual({ html: '', hashes: [] });
    const cache = serverStyleCache('x');
    const Picture = () => (
      <div css={{ backgroundImage: 'url("/a</style><script>alert(1)</script>")' }} />
    );
    renderToString(
      <CacheProvider value={cache}>
        <Picture />
      </CacheProvider>,
    );
    const head = headStyles([cache]).html;
    expect(head.match(/<\/style/gi)).toHaveLength(1);
    expect(head.endsWith('");}</style>')).toBe(true);
  });
});
