/**
 * Page metadata for visitors, search engines and link previews: title and
 * description in the page's language, canonical URL, hreflang alternates (nl-BE, fr-BE, en,
 * de-BE and x-default), OpenGraph and Twitter card tags with an absolute image, and schema.org
 * structured data (JSON-LD). Every page calls `usePageMeta` while it renders: on the server the
 * site server's renderer collects it into the HTML `<head>`; in the browser it is
 * applied to the document after each navigation (`applyPageMeta`); `renderHead` of
 * the shell's server render (shell/src/ssr/head-html.ts) writes it for the server. The shell owns `<html lang>`.
 */
import { createContext, useContext, useEffect } from 'react';
import { seo } from 'shared/bus';
import { useUnit } from 'shared/effector';
import { HREFLANG } from './hreflang';

export { HREFLANG };

export interface PageMeta {
  /** The page title without the site name, e.g. "Houses for sale in Gent". */
  title: string;
  /** Meta description, about 150 characters. */
  description?: string;
  /** Canonical path or absolute URL of the page. */
  canonical?: string;
  /** Alternate language versions: locale (nl, fr, en, de) to path or URL (hreflang). */
  alternates?: Record<string, string>;
  /** The page's picture for link previews (OpenGraph, Twitter): a path or absolute URL. */
  image?: string;
  /** OpenGraph type: 'website' (default) or 'article' (a listing). */
  type?: 'website' | 'article';
  /** schema.org objects, rendered as JSON-LD scripts (RealEstateListing, ItemList...). */
  structuredData?: object[];
  /**
   * True for a page search engines must not index: "not found", "temporarily unavailable" and
   * error pages.
   */
  noindex?: boolean;
}

/** The site name appended to every title; set by the shell when the site is loaded. */
let siteName = '';

/** Sets the site name used as the title suffix (in the browser). */
export function setSiteName(name: string): void {
  siteName = name;
}

/** The full title of a page: its own and the site name, "Villa in Gent | Immo Zonneveld". */
export function pageTitle(meta: PageMeta, site: string = siteName): string {
  return site ? `${meta.title} | ${site}` : meta.title;
}

/**
 * Where a server render collects the metadata of its page (the last `usePageMeta` wins, as in
 * the browser where the page's own call runs after the layout's).
 */
export interface HeadCollector {
  meta: PageMeta | null;
}

/** The server render's collector; absent in the browser. */
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

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
 * Applies page metadata to the document head after a navigation in the browser: title,
 * description, canonical, hreflang links and robots noindex. The link-preview tags and
 * structured data of the server's HTML belong to the first page only and are removed; what the
 * page does not give is removed too, so nothing of the previous page stays.
 */
export function applyPageMeta(meta: PageMeta): void {
  document.title = pageTitle(meta);
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
    meta.canonical === undefined || meta.noindex ? undefined : absolute(meta.canonical),
    () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
    'href',
  );
  setOrRemove(
    'meta[name="robots"]',
    meta.noindex ? 'noindex' : undefined,
    () => Object.assign(document.createElement('meta'), { name: 'robots' }),
    'content',
  );
  document.head
    .querySelectorAll(
      'link[rel="alternate"][hreflang], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]',
    )
    .forEach((el) => el.remove());
  if (meta.noindex) return;
  for (const [lang, href] of Object.entries(meta.alternates ?? {})) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = HREFLANG[lang] ?? lang;
    link.href = absolute(href);
    document.head.appendChild(link);
  }
}

/**
 * React hook: the page's metadata. While rendering on the server it is handed to the render's
 * collector; in the browser it is applied to the head whenever it changes (but not over the
 * server's own head at hydration, which already holds it), and the bus is told the page's
 * language versions (`seo.pageAlternatesChanged`), so the language switcher links straight to
 * them (a detail page's slug differs per language).
 */
export function usePageMeta(meta: PageMeta | null): void {
  const collector = useContext(HeadCollectorContext);
  if (collector && meta) collector.meta = meta;
  const alternatesChanged = useUnit(seo.pageAlternatesChanged);
  const key = JSON.stringify(meta);
  useEffect(() => {
    const current = JSON.parse(key) as PageMeta | null;
    if (!current) return;
    if (document.title !== pageTitle(current) || hydratedHeadUsed) applyPageMeta(current);
    hydratedHeadUsed = true;
    alternatesChanged({
      path: `${window.location.pathname}${window.location.search}`,
      byLocale: current.alternates ?? {},
    });
  }, [key, alternatesChanged]);
}

/**
 * False until the first page's metadata was seen in the browser: the server's head of that first
 * page (with its link-preview tags and structured data) stays as it is.
 */
let hydratedHeadUsed = false;
