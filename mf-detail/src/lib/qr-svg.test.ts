import qrcode from 'qrcode-generator';
import { qrSvg } from './qr-svg';

/** The dark modules of an SVG made by qrSvg, as "row,col" (quiet zone removed). */
function darkModules(svg: string): Set<string> {
  const cells = new Set<string>();
  const d = /d="([^"]*)"/.exec(svg)?.[1] ?? '';
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i += 1) cells.add(`${Number(y) - 4},${Number(x) - 4 + i}`);
  }
  return cells;
}

describe('qrSvg', () => {
  const url = 'https://www.immo-zonneveld.be/fr/offre/1281/maison-à-gand';

  it('draws exactly the dark modules of the code, with a quiet zone of four', () => {
    const code = qrcode(0, 'M');
    code.addData(String.fromCharCode(...new TextEncoder().encode(url)), 'Byte');
    code.make();
    const count = code.getModuleCount();
    const expected = new Set<string>();
    for (let r = 0; r < count; r += 1)
      for (let c = 0; c < count; c += 1) if (code.isDark(r, c)) expected.add(`${r},${c}`);
    const svg = qrSvg(url);
    expect(svg).toContain(`viewBox="0 0 ${count + 8} ${count + 8}"`);
    expect(darkModules(svg)).toEqual(expected);
  });

  it('is hidden from assistive technology and scalable', () => {
    const svg = qrSvg(url);
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(svg).not.toMatch(/^<svg[^>]* width=/);
  });

  it('refuses a text too long for a code', () => {
    expect(() => qrSvg('x'.repeat(5000))).toThrow();
  });
});
