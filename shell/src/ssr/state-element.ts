/**
 * The page's state element, as the server render writes it and the browser reads it at start-up.
 * It imports nothing: `main.js` reads it before any shared module is negotiated (see
 * `mf/early-load.ts`), and the hydration reads the same parse (`state.ts`).
 */

/** The id of the script element that holds the state. */
export const STATE_ELEMENT_ID = 'site-state';

/** True for a plain JSON object (not null, not a list). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parsed = new WeakMap<Element, { text: string; value: unknown }>();

/**
 * The JSON value of the document's state element, parsed once for the same element and text
 * (the start-up reads it twice); undefined when there is no such element or its text is not JSON.
 */
export function stateJsonOf(doc: Document): unknown {
  const element = doc.getElementById(STATE_ELEMENT_ID);
  const text = element?.textContent;
  if (!element || !text) return undefined;
  const known = parsed.get(element);
  if (known?.text === text) return known.value;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  parsed.set(element, { text, value });
  return value;
}
