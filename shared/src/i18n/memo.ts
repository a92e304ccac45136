/**
 * Translate functions that remember their texts. i18next works out each `t` call anew (the key's
 * resolution, plural rules, an interpolation that rebuilds its regular expressions): on a listing
 * of fifteen cards, each with several translated parts, that work was a tenth of a server render
 * and of the page's hydration in the browser, mostly for the same few texts.
 */
import type { TFunction } from 'i18next';

/**
 * A memoized function forgets everything past this many texts, so a long visit cannot grow it. A
 * plain Map, not lru-cache: this runs in every page's start-up code, and starting again past the
 * bound costs a few texts worked out anew.
 */
const MAX_TEXTS = 2000;

/**
 * The key under which a call's text is kept: the i18next key and every option, each value tagged
 * with its type (1 and '1' pluralise differently). Null for a call whose text is not kept: a
 * list of keys, or an option that is not a string, number or boolean (an object or a function
 * may change between calls).
 */
function callKey(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  // `t(key, 'default text')`: the default value as the second argument.
  if (typeof options === 'string') return `${key}\u0000=${options}`;
  if (typeof options !== 'object' || options === null) return null;
  let made = key;
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (value === undefined) continue;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return null;
    made += `\u0000${name}\u0001${type.charAt(0)}${String(value)}`;
  }
  return made;
}

/**
 * A translate function that answers a call it has answered before (the same key and options)
 * with the text it gave then, and asks `t` otherwise. Only string texts are kept; calls with a
 * list of keys, more than two arguments, or an option that is an object or a function always go
 * to `t`. It keeps its texts for as long as it lives: make a new one when the texts or the
 * language behind `t` change (shared/i18n's `useTranslation` does).
 * @param t an i18next translate function (`getFixedT`, or an instance's `t`)
 * @returns a function with the same signature
 */
export function memoizedT(t: TFunction): TFunction {
  const texts = new Map<string, string>();
  const ask = t as unknown as (...args: unknown[]) => unknown;
  const translate = (...args: unknown[]): unknown => {
    const key = args.length <= 2 ? callKey(args[0], args[1]) : null;
    if (key === null) return ask(...args);
    const known = texts.get(key);
    if (known !== undefined) return known;
    const text = ask(...args);
    if (typeof text === 'string') {
      if (texts.size >= MAX_TEXTS) texts.clear();
      texts.set(key, text);
    }
    return text;
  };
  // i18next's fixed functions carry their language and namespace (`t.lng`, `t.ns`).
  return Object.assign(translate, t) as unknown as TFunction;
}
