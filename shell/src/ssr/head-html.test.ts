/**
 * @jest-environment node
 */
import { renderHead, scriptJson } from './head-html';

describe('scriptJson', () => {
  it('escapes what could end the script element or a line, and reads back as the same value', () => {
    const value = { html: '</script><b>&amp;</b>', lines: 'a\u2028b\u2029c', plain: 'é "q"' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e\\u003cb\\u003e\\u0026amp;');
    expect(json).toContain('a\\u2028b\\u2029c');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('renderHead', () => {
  it('writes JSON-LD that cannot close its script element, and the picture to preload', () => {
    const html = renderHead(
      {
        title: 'Villa',
        structuredData: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
      },
      'Immo',
      'https://a.be',
      'en',
      { preloadImage: '/assets/pictures/1/1-1200x800.svg' },
    );
    expect(html).not.toContain('</script><script>');
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script ?? '')).toEqual({
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/assets/pictures/1/1-1200x800.svg" fetchpriority="high" />',
    );
  });
});
