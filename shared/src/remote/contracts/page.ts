/**
 * What every slot's pages share: their props, the kind of a module, and the server preparation a
 * page exports beside its component. Each slot's modules and props are in the file named after
 * the slot; index.ts puts the slots together.
 */
import type { Scope } from 'effector';
import type { Locale } from '../../domain';
import type { SlotModuleId } from './index';

/** Props of every exposed page component. */
export interface RemotePageProps {
  /** The language of the URL. */
  locale: Locale;
}

/** Whether an exposed module is a whole page (routed by the shell) or a fragment inside a page. */
export type ModuleKind = 'page' | 'fragment';

/** The kind of each module of a slot whose modules (name to props) are `Modules`. */
export type ModuleKinds<Modules> = { readonly [M in keyof Modules]: ModuleKind };

/**
 * What a page's server preparation receives: the request's effector scope (its API
 * context, site and language already on the bus), the page's language, the request's path and
 * query, and the route's parameters.
 */
export interface PrepareContext {
  scope: Scope;
  locale: Locale;
  /** The path and query of the request, e.g. '/en/offer?trans=huren'. */
  url: string;
  /** The route's parameters, e.g. `{ estateId: '1173', slug: 'villa-for-sale-in-gent' }`. */
  params: Readonly<Record<string, string>>;
  /** The market's public origin for absolute URLs, e.g. 'https://www.agency.be'. */
  origin: string;
  /**
   * The federated module id of a slot module on the request's market, e.g.
   * 'rental/RentalUnit' -> 'holiday/RentalUnit': what a page whose content is another team's
   * fragment loads to run that fragment's own preparation (see `prepareFederatedModule`).
   */
  resolve(id: SlotModuleId): string;
}

/**
 * What only the server writes into a page's head, from the data its
 * preparation loaded: schema.org objects (built with kit/seo/structured-data), the picture of
 * link previews, and the picture to preload with high priority (the page's largest paint).
 */
export interface PreparedHead {
  /** JSON-LD objects, each written as a `<script type="application/ld+json">`. */
  structuredData?: object[];
  /** The page's picture for OpenGraph and Twitter cards: a path or an absolute URL. */
  image?: string;
  /** The picture to preload (`<link rel="preload" as="image" fetchpriority="high">`). */
  preloadImage?: string;
}

/** What a page's server preparation answers: the page's status, or where it moved. */
export interface PrepareResult {
  /** 404 for an estate, project or unit that does not exist; 200 by default. */
  status?: number;
  /** For a moved page (an old slug): the path it is at now (answered 301). */
  location?: string;
  /** Head parts from the page's data (structured data, preview picture, preload). */
  head?: PreparedHead;
  /**
   * True when the page's own data was read (what the page is about: a detail page's estate). A
   * call of the page that was refused over the visitor's limit or failed is then of a secondary
   * section (similar estates, collections, a contact card's extras), which the page leaves out:
   * the page answers its status, kept by no cache, instead of 429 or 503. Without it, any such
   * call is taken for the page's own data.
   */
  ownDataRead?: boolean;
}

/**
 * A page's server preparation, exported as `prepare` next to its component: it loads the page's
 * data into the scope (events fired with `allSettled`), so the server renders the page with its
 * content and the browser hydrates it without fetching again.
 */
export type PagePrepare = (context: PrepareContext) => Promise<PrepareResult | void>;
