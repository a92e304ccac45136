/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { inlineHash, styleElementHashes } from './inline-hash';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline hashes', () => {
  it('gives the CSP hash source of a text, the empty one included', () => {
    expect(inlineHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(inlineHash('a{color:red}')).toBe(sha('a{color:red}'));
  });

  it("hashes each style element's text exactly, attributes or not, and nothing else", () => {
    const html =
      '<head><style>\n  body { margin: 0 }\n</style><script>x()</script>' +
      '<style data-emotion="shell a">.a{}</style><link rel="stylesheet" href="/x.css"></head>';
    expect(styleElementHashes(html)).toEqual([sha('\n  body { margin: 0 }\n'), sha('.a{}')]);
  });
});
