/**
 * The browser programs of server-rendered pages, as the shell's build made them (src/boot, built
 * into dist/ by shell/webpack.config.cjs): the start script (`/start.js`) and its worker
 * (`/intl-worker.js`), served with the build's other files, and the press capture, inlined in
 * each page's head and allowed by the hash of its built text in the Content-Security-Policy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inlineHash } from './inline-hash';

/** The built press capture in the shell's build folder. */
export const PRESS_CAPTURE_FILE = 'press-capture.js';

/** An inline script: its text, exactly as a page holds it, and its CSP hash source. */
export interface InlineScript {
  text: string;
  /** `'sha256-…'` of `text`. */
  hash: string;
}

/**
 * The press capture of the build in `distDir`: its text and hash, read once at start (a new build
 * is a new process); null when the build has none (pages then hold no capture, and the policy
 * allows no inline script).
 * @throws when its text closes a script element (it could not be inlined as it is)
 */
export function builtPressCapture(distDir: string): InlineScript | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(distDir, PRESS_CAPTURE_FILE), 'utf8');
  } catch {
    return null;
  }
  if (/<\/script/i.test(text)) throw new Error(`${PRESS_CAPTURE_FILE} cannot be inlined`);
  return { text, hash: inlineHash(text) };
}
