/**
 * Emotion's styles of a server render, written in the page's head instead of a `<style>` before
 * each styled element: the body is then valid HTML (a `<style>` is not allowed inside `<a>`,
 * `<p>`, `<button>`...), and the browser's emotion caches adopt them as they are, with no style
 * element to move out of the body before the page goes live.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { inlineHash } from '../../server/inline-hash';

/**
 * An emotion cache for one server render, keyed `key`: in emotion's compat mode it keeps each
 * style's rules (in `inserted`) instead of handing them to a `<style>` in the markup; `headStyles`
 * then writes them.
 */
export function serverStyleCache(key: string): EmotionCache {
  const cache = createCache({ key });
  keepStylesForHead(cache);
  return cache;
}

/** Puts a server render's emotion cache in compat mode (see serverStyleCache). */
export function keepStylesForHead(cache: EmotionCache): void {
  cache.compat = true;
}

/** The head's style elements of a render, and the CSP source of each one's text. */
export interface HeadStyles {
  /** HTML: the `<style>` elements, empty when no cache has a rule. */
  html: string;
  /** `'sha256-…'` of each element's text, for the page's Content-Security-Policy (style-src). */
  hashes: string[];
}

/**
 * The `<style>` elements of a render's caches for the head: one per cache with rules, in the
 * caches' order, each marked `data-emotion="{key} {name} {name}…"` as emotion's browser cache of
 * that key looks for them (it then inserts none of those styles again), with their hashes.
 * @param caches server caches (serverStyleCache or keepStylesForHead)
 */
export function headStyles(caches: Iterable<EmotionCache>): HeadStyles {
  let html = '';
  const hashes: string[] = [];
  for (const cache of caches) {
    const names: string[] = [];
    let css = '';
    for (const [name, rules] of Object.entries(cache.inserted)) {
      if (typeof rules !== 'string') continue;
      names.push(name);
      css += rules;
    }
    if (names.length === 0) continue;
    // A value from the data (a picture's address) cannot end the element: `<\/style` is the same
    // text to CSS, and not an end tag to HTML.
    const text = css.replace(/<\/(style)/gi, '<\\/$1');
    html += `<style data-emotion="${cache.key} ${names.join(' ')}">${text}</style>`;
    hashes.push(inlineHash(text));
  }
  return { html, hashes };
}
