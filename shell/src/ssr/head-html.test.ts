/**
 * @jest-environment node
 */
import { scriptJson } from './head-html';

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
