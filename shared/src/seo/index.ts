/**
 * Page metadata for visitors and search engines: title, meta description and canonical URL.
 * The shell owns `<html lang>`; each page sets its own title and description in its language.
 */
import { useEffect } from 'react';
import { seo } from 'shared/bus';

export interface PageMeta {
  /** The page title without the site name, e.g. "Houses for sale in Gent". */
  title: string;
  /** Meta description, about 150 characters. */
  description?: string;
  /** Canonical path or absolute URL of the page. */
  canonical?: string;
  /** Alternate language versions: locale to path or URL (hreflang). */
  alternates?: Record<string, string>;
  /**
   * True for a page search engines must not index: "not found", "temporarily unavailable" and
   * error pages, which the single-page app serves with status 200 (no soft 404s in the index).
   */
  noindex?: boolean;
}

/** The site name appended to every title; set by the shell when the site is loaded. */
let siteName = '';

/** Sets the site name used as the title suffix. */
export function setSiteName(name: string): void {
  siteName = name;
}

/** Sets `attribute` of the head element `selector` (created when missing), or removes it. */
function setOrRemove(
  selector: string,
  value: string | undefined,
  create: () => HTMLElement,
  attribute: string,
) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attribute, value);
}

/**
 * Applies page metadata to the document head: title, description, canonical, hreflang links and
 * robots noindex. What the page does not give is removed, so nothing of the previous page stays.
 */
export function applyPageMeta(meta: PageMeta): void {
  document.title = siteName ? `${meta.title} | ${siteName}` : meta.title;
  const origin = window.location.origin;
  const absolute = (p: string) => (/^https?:/.test(p) ? p : `${origin}${p}`);
  setOrRemove(
    'meta[name="description"]',
    meta.description,
    () => Object.assign(document.createElement('meta'), { name: 'description' }),
    'content',
  );
  setOrRemove(
    'link[rel="canonical"]',
    meta.canonical === undefined ? undefined : absolute(meta.canonical),
    () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
    'href',
  );
  setOrRemove(
    'meta[name="robots"]',
    meta.noindex ? 'noindex' : undefined,
    () => Object.assign(document.createElement('meta'), { name: 'robots' }),
    'content',
  );
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((el) => el.remove());
  for (const [lang, href] of Object.entries(meta.alternates ?? {})) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = lang;
    link.href = absolute(href);
    document.head.appendChild(link);
  }
}

/**
 * React hook: applies page metadata while the component is shown and whenever it changes, and
 * tells the bus the page's language versions (`seo.pageAlternatesChanged`), so the language switcher
 * links straight to them (a detail page's slug differs per language).
 */
export function usePageMeta(meta: PageMeta | null): void {
  const key = JSON.stringify(meta);
  useEffect(() => {
    const current = JSON.parse(key) as PageMeta | null;
    if (!current) return;
    applyPageMeta(current);
    seo.pageAlternatesChanged({
      path: `${window.location.pathname}${window.location.search}`,
      byLocale: current.alternates ?? {},
    });
  }, [key]);
}
