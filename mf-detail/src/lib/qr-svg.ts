/**
 * A QR code as inline SVG, made on the server (qrcode-generator: pure JavaScript, no install
 * script, no outside host). Only the server build imports this file, so the library is not part
 * of the page's scripts.
 */
import qrcode from 'qrcode-generator';

/**
 * The QR code of `text` as an SVG element's markup: dark modules drawn as one path (a run of
 * dark modules in a row is one rectangle, which keeps the markup small), a quiet zone of four
 * modules, scalable (`viewBox`, no fixed size), error correction level M (15%: a printed code
 * survives a crease), the smallest version that holds the text in bytes (UTF-8).
 * The image is hidden from assistive technology: the page names it where it places it.
 * @param text what the code holds, e.g. an absolute URL
 * @returns the `<svg>` markup
 * @throws Error when the text is too long for a QR code (over about 2,300 bytes at level M)
 */
export function qrSvg(text: string): string {
  const kept = made.get(text);
  if (kept !== undefined) return kept;
  const svg = drawQr(text);
  // The oldest code leaves first: a bounded memory of the pages asked lately.
  if (made.size >= KEPT_CODES) made.delete(made.keys().next().value as string);
  made.set(text, svg);
  return svg;
}

/**
 * The codes drawn lately, by text: a page's code depends on its URL alone, and drawing one costs
 * about a millisecond and a half of the server's CPU per detail page.
 */
const made = new Map<string, string>();
/** How many codes are kept (each about 3 KB). */
const KEPT_CODES = 500;

/** Draws the code of `text` (see qrSvg). */
function drawQr(text: string): string {
  const code = qrcode(0, 'M');
  // The library reads each character's low byte: hand it the UTF-8 bytes as characters.
  code.addData(String.fromCharCode(...new TextEncoder().encode(text)), 'Byte');
  code.make();
  const count = code.getModuleCount();
  const quiet = 4;
  const size = count + quiet * 2;
  const runs: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!code.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && code.isDark(row, col)) col += 1;
      runs.push(`M${start + quiet} ${row + quiet}h${col - start}v1h-${col - start}z`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" aria-hidden="true" ` +
    `focusable="false" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${runs.join('')}"/></svg>`
  );
}
