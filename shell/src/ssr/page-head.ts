/**
 * The head of a server-rendered page: the metadata the page gave
 * `usePageMeta` while rendering, with what its preparation found in its data (structured data,
 * preview picture) and the shell's own structured data: the agency as a RealEstateAgent on the
 * home page, and a two-step BreadcrumbList (home, the page) on every other indexable page whose
 * team gave no trail of its own.
 */
import type { Locale, Site } from 'shared/domain';
import type { PreparedHead } from 'shared/remote';
import { buildPath } from 'shared/routes';
import type { PageMeta } from 'kit/seo';
import { absoluteUrl, breadcrumbList, realEstateAgent } from 'kit/seo/structured-data';

/** What the shell knows of the request for its part of the head. */
export interface PageHeadContext {
  /** The market's site (null when the API could not say). */
  site: Site | null;
  lang: Locale;
  /** The market's public origin, e.g. 'https://www.agency.be'. */
  origin: string;
  /** True for the home page of `lang`. */
  isHome: boolean;
}

const isBreadcrumbList = (data: object) =>
  (data as { '@type'?: unknown })['@type'] === 'BreadcrumbList';

/**
 * The page's metadata with the prepared head and the shell's structured data merged in; a
 * noindex page (not found, unavailable, error) keeps none of them.
 * @param meta what the page gave `usePageMeta`
 * @param prepared what its server preparation gave (structured data, picture)
 */
export function pageHead(
  meta: PageMeta,
  prepared: PreparedHead,
  context: PageHeadContext,
): PageMeta {
  if (meta.noindex) return meta;
  const { site, lang, origin } = context;
  const home = absoluteUrl(buildPath('home', lang), origin);
  const structuredData = [...(meta.structuredData ?? []), ...(prepared.structuredData ?? [])];
  if (site && context.isHome) structuredData.push(realEstateAgent(site, lang, home));
  if (site && !context.isHome && meta.canonical && !structuredData.some(isBreadcrumbList)) {
    structuredData.push(
      breadcrumbList(
        [
          { name: site.name, url: home },
          { name: meta.title, url: meta.canonical },
        ],
        origin,
      ),
    );
  }
  return {
    ...meta,
    image: meta.image ?? prepared.image,
    ...(structuredData.length ? { structuredData } : {}),
  };
}
