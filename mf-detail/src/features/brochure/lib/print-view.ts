/**
 * The brochure's print view: the detail page's address with `?print`, which shows on screen what
 * the page prints (the brochure), for a browser without scripts or a page reached without its QR
 * code.
 */

/** The query parameter of the print view. */
export const PRINT_PARAM = 'print';

/**
 * The address of a page's print view.
 * @param canonicalPath the page's canonical path, e.g. '/nl/te-koop/1281/huis-gent'
 * @returns the path with `?print`
 */
export function printViewPath(canonicalPath: string): string {
  return `${canonicalPath}?${PRINT_PARAM}`;
}

/**
 * True when a query string asks for the print view (`print` present, with any value).
 * @param search the location's query string, with or without its '?'
 */
export function isPrintView(search: string): boolean {
  return new URLSearchParams(search).has(PRINT_PARAM);
}

/**
 * True when a QR code was made for the page at `canonicalPath` (its URL ends with that path), so
 * the page can print at once; false sends the visitor to the print view instead.
 * @param qrUrl the absolute URL the QR code holds, null when there is none
 * @param canonicalPath the page's canonical path
 */
export function qrIsFor(qrUrl: string | null, canonicalPath: string): boolean {
  if (!qrUrl) return false;
  try {
    return decodeURI(new URL(qrUrl).pathname) === decodeURI(canonicalPath);
  } catch {
    return false;
  }
}
