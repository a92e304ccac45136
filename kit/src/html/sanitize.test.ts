/**
 * @jest-environment node
 */
// Runs in Node, as the servers would: the sanitiser needs no DOM.
import { hasMarkup, isSafeHref, sanitizeHtml } from './sanitize';

const HOSTILE = [
  '<h1 onclick="steal()">Privacy</h1>',
  '<h2>Your data</h2><p style="color:red" class="x" onmouseover="steal()">We keep <strong>little</strong>, <em>briefly</em>.</p>',
  '<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol>',
  '<script>alert(1)</script><style>body{display:none}</style>',
  '<iframe src="https://evil.example/"></iframe><object data="x.swf"></object>',
  '<img src=x onerror="alert(1)"><svg onload="alert(1)"><circle/></svg>',
  '<a href="javascript:alert(1)">js</a> <a href="JaVaScRiPt:alert(1)">js2</a>',
  '<a href="&#106;avascript:alert(1)">entity</a> <a href="java\tscript:alert(1)">tab</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">data</a> <a href="//evil.example/">proto</a>',
  '<a href="https://www.vlaanderen.be/" title="Flanders" target="_blank">ok</a>',
  '<a href="/nl/aanbod">offer</a> <a href="mailto:info@immo.be">mail</a> <a href="#top">top</a>',
  '<!-- a comment --><form action="https://evil.example"><input name="pw"></form>',
].join('');

describe('sanitizeHtml (CMS HTML rendered as HTML, safely)', () => {
  const out = sanitizeHtml(HOSTILE);

  it('keeps headings, paragraphs, lists, emphasis and safe links', () => {
    expect(out).toContain('<h2>Privacy</h2>');
    expect(out).toContain('<h2>Your data</h2>');
    expect(out).toContain('<p>We keep <strong>little</strong>, <em>briefly</em>.</p>');
    expect(out).toContain('<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol>');
    expect(out).toContain('<a href="https://www.vlaanderen.be/" title="Flanders">ok</a>');
    expect(out).toContain('<a href="/nl/aanbod">offer</a>');
    expect(out).toContain('<a href="mailto:info@immo.be">mail</a>');
    expect(out).toContain('<a href="#top">top</a>');
  });

  it('drops scripts, styles, frames, event handlers, style attributes and unsafe links', () => {
    for (const banned of [
      '<script',
      'alert(1)',
      '<style',
      'display:none',
      '<iframe',
      '<object',
      '<svg',
      '<img',
      'onerror',
      'onclick',
      'onmouseover',
      'onload',
      'style=',
      'class=',
      'target=',
      'javascript',
      '&#106;',
      'data:',
      '//evil',
      '<form',
      '<input',
      '<!--',
    ]) {
      expect(out).not.toContain(banned);
    }
    // The text of a dropped link stays, without its address.
    expect(out).toContain('<a>js</a>');
  });

  it('gives plain text back escaped, and empty input as an empty string', () => {
    expect(sanitizeHtml('5 < 6 & "quoted"')).toBe('5 &lt; 6 & "quoted"');
    expect(sanitizeHtml('<p>Budget < € 300.000</p>')).toBe('<p>Budget &lt; € 300.000</p>');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://example.be', true],
    ['http://example.be', true],
    ['mailto:a@b.be', true],
    ['tel:+3291234567', true],
    ['/en/offer', true],
    ['#top', true],
    ['../x', true],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['&#x6A;avascript&#x3A;alert(1)', false],
    ['vbscript:msgbox', false],
    ['data:image/png;base64,AAA', false],
  ])('%s -> %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});

describe('hasMarkup', () => {
  it('tells HTML from plain text', () => {
    expect(hasMarkup('<p>Hello</p>')).toBe(true);
    expect(hasMarkup('Line<br/>break')).toBe(true);
    expect(hasMarkup('Price < 300.000 and > 200.000')).toBe(false);
    expect(hasMarkup('Plain\n\ntext')).toBe(false);
    expect(hasMarkup(null)).toBe(false);
  });
});
