/**
 * The Content-Security-Policy source that allows one inline script or style element by its text
 * (CSP Level 2 hash source): the pages allow their few inline elements this way instead of
 * `'unsafe-inline'`, and a cached page needs no per-response nonce.
 */
import { createHash } from 'node:crypto';

/**
 * The hash source of an inline element whose text is `text`, exactly as the browser reads it
 * between the tags.
 * @returns `'sha256-{base64}'`, quotes included
 */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The hash sources of the `<style>` elements of an HTML text (a page's template), in order. */
export function styleElementHashes(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(([, text]) =>
    inlineHash(text ?? ''),
  );
}
