/**
 * Public API of kit/html: the CMS's HTML made safe (an allowlist sanitiser that runs in the
 * browser and in Node) and the component that shows it. A subpath of its own, loaded only by the
 * pages that show CMS HTML (content pages, landing pages, detail descriptions, agreements), never
 * by the listing's first load.
 */
export { sanitizeHtml, hasMarkup, isSafeHref } from './sanitize';
export { RichText, type RichTextProps } from './rich-text';
