/**
 * Page metadata for visitors and search engines: title, meta description and canonical URL.
 * The shell owns `<html lang>`; each page sets its own title and description in its language.
 */
import { useEffect } from 'react';

export interface PageMeta {
  /** The page title without the site name, e.g. "Houses for sale in Gent". */
  title: string;
  /** Meta description, about 150 characters. */
  description?: string;
  /** Canonical path or absolute URL of the page. */
  canonical?: string;
  /** Alternate language versions: locale to path or URL (hreflang). */
  alternates?: Record<string, string>;
}

/** The site name appended to every title; set by the shell when the site is loaded. */
let siteName = '';

/** Sets the site name used as the title suffix. */
export function setSiteName(name: string): void {
  siteName = name;
}

function upsertMeta(selector: string, create: () => HTMLElement, set: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  set(el);
}

/** Applies page metadata to the document head (title, description, canonical, hreflang links). */
export function applyPageMeta(meta: PageMeta): void {
  document.title = siteName ? `${meta.title} | ${siteName}` : meta.title;
  if (meta.description !== undefined) {
    upsertMeta(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      (el) => el.setAttribute('content', meta.description ?? ''),
    );
  }
  const origin = window.location.origin;
  const absolute = (p: string) => (/^https?:/.test(p) ? p : `${origin}${p}`);
  if (meta.canonical !== undefined) {
    upsertMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      (el) => el.setAttribute('href', absolute(meta.canonical ?? '')),
    );
  }
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((el) => el.remove());
  for (const [lang, href] of Object.entries(meta.alternates ?? {})) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = lang;
    link.href = absolute(href);
    document.head.appendChild(link);
  }
}

/** React hook: applies page metadata while the component is shown and whenever it changes. */
export function usePageMeta(meta: PageMeta | null): void {
  const key = JSON.stringify(meta);
  useEffect(() => {
    const current = JSON.parse(key) as PageMeta | null;
    if (current) applyPageMeta(current);
  }, [key]);
}
