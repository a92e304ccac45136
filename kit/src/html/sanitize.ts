/**
 * Sanitising of the HTML the CMS gives (SPEC §3 pages, descriptions that carry HTML, agreements)
 * with an allowlist, through js-xss (`xss`), which runs the same in the browser and in Node.
 *
 * Kept: headings (h2–h6; an h1 becomes an h2, the page has its own h1), paragraphs, line breaks,
 * lists, definition lists, quotes, emphasis (strong, em, b, i, u, small, sub, sup), tables and
 * links whose address is http(s), mailto, tel, a path or a fragment. Dropped: every other element
 * with its attributes, `<script>`, `<style>`, `<iframe>` and the other embedding elements with
 * their content, comments, every event handler (`on*`), `style` and `class` attributes, and
 * links to any other scheme (`javascript:`, `data:`, `vbscript:`...).
 */
import { FilterXSS, friendlyAttrValue, safeAttrValue, type IWhiteList } from 'xss';

/** The elements kept and their allowed attributes. */
const ALLOWED: IWhiteList = {
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  br: [],
  hr: [],
  ul: [],
  ol: ['start'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  blockquote: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  u: [],
  small: [],
  sub: [],
  sup: [],
  abbr: ['title'],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope'],
  td: [],
  a: ['href', 'title', 'hreflang'],
};

/** Elements removed together with their content. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
];

/**
 * True for a link address the sanitiser keeps: http(s), mailto or tel, a path on this site (not
 * `//host`) or a fragment. Entities and control characters are read as a browser reads them
 * (`&#106;avascript:` is `javascript:`).
 */
export function isSafeHref(value: string): boolean {
  const href = friendlyAttrValue(value).replace(/[\u0000-\u0020\u007f]+/g, '');
  if (/^(https?:|mailto:|tel:)/i.test(href)) return true;
  return /^(\/(?!\/)|#|\.\.?\/)/.test(href);
}

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  css: false,
  onTag: (tag, _html, options) => {
    if (tag === 'h1') return options.isClosing ? '</h2>' : '<h2>';
    return undefined;
  },
  // An unsafe link address or list start is dropped with its attribute name ('' removes it).
  onTagAttr: (_tag, name, value) => {
    if (name === 'href' && !isSafeHref(value)) return '';
    if (name === 'start' && !/^\d{1,6}$/.test(value.trim())) return '';
    return undefined;
  },
  // Every kept attribute also passes the library's own check (entities decoded, value escaped).
  safeAttrValue,
});

/**
 * The HTML of the CMS made safe to insert into the page (see the module's allowlist).
 * @param html HTML from the API (a page body, a description, an agreement); null or undefined
 *   gives ''
 * @returns the sanitised HTML; a `<` that opens no tag comes back as `&lt;`
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  // A '<' that opens no tag (not followed by a letter, '/', '!' or '?') is text, as browsers read it.
  return filter.process(html.replace(/<(?![a-zA-Z/!?])/g, '&lt;')).trim();
}

/** True when a text carries HTML elements (a tag such as `<p>` or `</b>`), false for plain text. */
export function hasMarkup(text: string | null | undefined): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(text ?? '');
}
