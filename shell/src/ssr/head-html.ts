/**
 * The server's side of page metadata: the `<head>` of a server-rendered page from the
 * metadata its page gave `usePageMeta` (kit/seo), and safe JSON for script elements.
 */
import { HREFLANG, pageTitle, type PageMeta } from 'kit/seo';

/** `<`, `>`, `&` and quotes escaped for HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** JSON for a `<script>` element: `<`, `>` and `&` escaped so nothing can close the element. */
export function scriptJson(value: unknown): string {
  // One pass over the JSON (a page's state is tens of KB) instead of five.
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The `<head>` elements of a page's metadata as HTML, for the server render: title (with the site
 * name), description, canonical, hreflang alternates and x-default (the Dutch version),
 * OpenGraph and Twitter card tags, robots noindex, and each structured-data object as JSON-LD.
 * Paths are made absolute on `origin` (e.g. 'http://localhost:3000'); `lang` is the page's.
 * `options.preloadImage`: a picture to preload with high priority (the page's largest paint),
 * written right after the title.
 */
export function renderHead(
  meta: PageMeta,
  site: string,
  origin: string,
  lang: string,
  options: { preloadImage?: string } = {},
): string {
  const absolute = (p: string) => (/^https?:/.test(p) ? p : `${origin}${p}`);
  const title = pageTitle(meta, site);
  const tags: string[] = [`<title>${escapeHtml(title)}</title>`];
  // The page's largest picture, fetched before the scripts that render it, so it is painted sooner.
  if (options.preloadImage)
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(options.preloadImage)}" fetchpriority="high" />`,
    );
  const metaTag = (attr: string, name: string, content: string) =>
    tags.push(`<meta ${attr}="${name}" content="${escapeHtml(content)}" />`);
  if (meta.description) metaTag('name', 'description', meta.description);
  if (meta.noindex) metaTag('name', 'robots', 'noindex');
  if (meta.canonical && !meta.noindex)
    tags.push(`<link rel="canonical" href="${escapeHtml(absolute(meta.canonical))}" />`);
  if (!meta.noindex) {
    for (const [locale, href] of Object.entries(meta.alternates ?? {})) {
      const hreflang = HREFLANG[locale] ?? locale;
      tags.push(
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absolute(href))}" />`,
      );
    }
    const fallback = meta.alternates?.nl;
    if (fallback)
      tags.push(
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(fallback))}" />`,
      );
  }
  metaTag('property', 'og:title', meta.title);
  metaTag('property', 'og:type', meta.type ?? 'website');
  metaTag('property', 'og:locale', (HREFLANG[lang] ?? lang).replace('-', '_'));
  if (site) metaTag('property', 'og:site_name', site);
  if (meta.canonical) metaTag('property', 'og:url', absolute(meta.canonical));
  if (meta.description) metaTag('property', 'og:description', meta.description);
  if (meta.image) metaTag('property', 'og:image', absolute(meta.image));
  metaTag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary');
  metaTag('name', 'twitter:title', title);
  if (meta.description) metaTag('name', 'twitter:description', meta.description);
  if (meta.image) metaTag('name', 'twitter:image', absolute(meta.image));
  for (const data of meta.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
