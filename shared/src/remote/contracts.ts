/**
 * The contracts between the shell and its remotes (docs/architecture.md, "The remotes"):
 * for every slot, the modules a provider of that slot exposes, whether each is a page or a
 * fragment, and the props each receives. The shell and other teams ask for a slot's module
 * (`'favorites/FavoriteToggle'`), never for a remote's own name: the market's composition says
 * which remote fills the slot. A wrong prop on a fragment, or an exposing module whose props
 * differ from its contract, fails `tsc` on either side.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Scope } from 'effector';
import type { Locale, RentalUnit } from '../domain';

/** Props of every exposed page component. */
export interface RemotePageProps {
  /** The language of the URL. */
  locale: Locale;
}

/** Props of the favourites team's toggle fragment (favorites/FavoriteToggle). */
export interface FavoriteToggleProps {
  /** The estate id (compared as text). */
  estateId: string;
  locale: Locale;
  /** 'icon' on cards, 'button' with its text on a detail page. */
  variant?: 'icon' | 'button';
}

/** Props of the favourites team's counter fragment (favorites/FavoritesCount). */
export interface FavoritesCountProps {
  locale: Locale;
}

/**
 * Props of the favourites team's recently viewed fragment (favorites/RecentlyViewed): the estates
 * the visitor opened lately, kept in the browser, with a button to clear them.
 */
export interface RecentlyViewedProps {
  locale: Locale;
}

/**
 * Props of the favourites team's compare control (favorites/CompareToggle): adds an estate to
 * the visitor's comparison list (at most four, kept in the browser) or takes it out.
 */
export interface CompareToggleProps {
  /** The estate id (compared as text). */
  estateId: string;
  locale: Locale;
  /** 'icon' on cards, 'button' with its text and a link to the comparison on a detail page. */
  variant?: 'icon' | 'button';
}

/**
 * Props of the favourites team's fragment a detail page renders (favorites/ViewedEstate): it
 * shows nothing and adds the estate to the recently viewed.
 */
export interface ViewedEstateProps {
  /** The estate the page shows (compared as text). */
  estateId: string;
}

/**
 * Props of the appointment module's fragment on a detail page (appointments/AppointmentBooking):
 * booking a viewing of one estate (SPEC §1, §4 "Appointment lifecycle"). Every provider of the
 * `appointments` slot implements it (a live agenda, or a viewing request to the office).
 */
export interface AppointmentBookingProps {
  /** The estate whose viewing is asked for (compared as text). */
  estateId: string;
  locale: Locale;
}

/**
 * Props of the engagement team's contact form fragment (engagement/ContactForm): a
 * question to the agency, on every detail page (about that estate) and on the contact page.
 */
export interface ContactFormProps {
  locale: Locale;
  /** The estate the question is about (compared as text); none on the general contact page. */
  estateId?: string;
  /** That estate's title in `locale`, prefilled in the form's "estate" field. */
  estateTitle?: string;
}

/**
 * Props of the engagement team's send-to-a-friend fragment (engagement/SendToFriend):
 * a detail page's estate sent by e-mail to a friend.
 */
export interface SendToFriendProps {
  locale: Locale;
  /** The estate to send (compared as text). */
  estateId: string;
}

/**
 * Props of the holiday team's rental search fragment (rental/RentalSearch): the search of
 * `/{lang}/{holiday}` (SPEC §2) with its filters, cards and "more", for another provider of the
 * `holiday` slot to show in its own page.
 */
export interface RentalSearchProps {
  locale: Locale;
}

/**
 * Props of the holiday team's rental unit fragment (rental/RentalUnit): a unit's page
 * `/{lang}/{holiday}/{rentalUnitId}` (SPEC §2, §3 Rental unit) with its photos, facts and costs,
 * and beside them what the hosting provider offers to book or ask (`booking`).
 */
export interface RentalUnitProps {
  locale: Locale;
  /** The id of the URL (`rentalUnitId`), as text. */
  id: string;
  /** What the host offers beside the unit once it is loaded (an enquiry form, a calendar). */
  booking: (unit: RentalUnit) => ReactNode;
}

/** Whether an exposed module is a whole page (routed by the shell) or a fragment inside a page. */
export type ModuleKind = 'page' | 'fragment';

/**
 * The modules of each slot with their props. `appointments` and `holiday` are swappable per
 * market: every provider of such a slot implements all of its modules with these props.
 */
export interface SlotContracts {
  search: { SearchPage: RemotePageProps; HomePage: RemotePageProps; EstatePage: RemotePageProps };
  detail: { DetailPage: RemotePageProps };
  favorites: {
    FavoritesPage: RemotePageProps;
    FavoriteToggle: FavoriteToggleProps;
    FavoritesCount: FavoritesCountProps;
    RecentlyViewed: RecentlyViewedProps;
    ViewedEstate: ViewedEstateProps;
    ComparePage: RemotePageProps;
    CompareToggle: CompareToggleProps;
  };
  /**
   * Visitors reach the agency: the contact form and send-to-a-friend fragments, the
   * general contact page and the keep-me-informed pages (subscribe, success, edit, unsubscribe).
   */
  engagement: {
    ContactForm: ContactFormProps;
    SendToFriend: SendToFriendProps;
    ContactPage: RemotePageProps;
    KeepMeInformedPage: RemotePageProps;
  };
  /** Viewing appointments: booking on a detail page, and the page behind the cancel link. */
  appointments: {
    AppointmentBooking: AppointmentBookingProps;
    CancelAppointmentPage: RemotePageProps;
  };
  /** Holiday rentals: the rental-unit search and a rental unit's page (SPEC §2 `/{lang}/{holiday}`). */
  holiday: { HolidaySearchPage: RemotePageProps; RentalUnitPage: RemotePageProps };
  /**
   * The holiday team's rental views, which every provider of `holiday` shows alike (the same
   * units, search and unit facts); a provider adds how a visitor books or asks.
   */
  rental: { RentalSearch: RentalSearchProps; RentalUnit: RentalUnitProps };
  /**
   * A homeowner's free valuation request (`/{lang}/{valuation}`). A market without this slot has
   * neither the page nor a link to it.
   */
  valuation: { ValuationPage: RemotePageProps };
}

/** A slot of the site (a place that one remote per market fills). */
export type Slot = keyof SlotContracts;

/** A module a slot's provider exposes, asked for as `{slot}/{module}`. */
export type SlotModuleId = {
  [S in Slot]: `${S}/${Extract<keyof SlotContracts[S], string>}`;
}[Slot];

/** The props of a slot module, e.g. `PropsOf<'favorites/FavoriteToggle'>`. */
export type PropsOf<Id extends SlotModuleId> = Id extends `${infer S}/${infer M}`
  ? S extends Slot
    ? M extends keyof SlotContracts[S]
      ? SlotContracts[S][M]
      : never
    : never
  : never;

/**
 * The kind of each slot module: part of the contract, which the registry of remotes must match
 * (remotes.json; checked by shell/src/mf/registry.test.ts). Read by shared/registry only (servers
 * and tests); shared/remote's public API leaves it out, so the browser does not download it.
 */
export const SLOT_CONTRACTS = {
  search: { SearchPage: 'page', HomePage: 'page', EstatePage: 'page' },
  detail: { DetailPage: 'page' },
  favorites: {
    FavoritesPage: 'page',
    FavoriteToggle: 'fragment',
    FavoritesCount: 'fragment',
    RecentlyViewed: 'fragment',
    ViewedEstate: 'fragment',
    ComparePage: 'page',
    CompareToggle: 'fragment',
  },
  engagement: {
    ContactForm: 'fragment',
    SendToFriend: 'fragment',
    ContactPage: 'page',
    KeepMeInformedPage: 'page',
  },
  appointments: { AppointmentBooking: 'fragment', CancelAppointmentPage: 'page' },
  holiday: { HolidaySearchPage: 'page', RentalUnitPage: 'page' },
  rental: { RentalSearch: 'fragment', RentalUnit: 'fragment' },
  valuation: { ValuationPage: 'page' },
} as const satisfies { [S in Slot]: { [M in keyof SlotContracts[S]]: ModuleKind } };

/**
 * True when `module` is one of `slot`'s modules in the contracts: `('holiday', 'RentalUnitPage')`
 * is a slot request, `('holiday', 'RentalUnit')` is not (the holiday remote's own id, which a
 * market may load while another remote fills its `holiday` slot).
 */
export function isSlotModule(slot: string, module: string): boolean {
  const modules = (SLOT_CONTRACTS as Record<string, Record<string, ModuleKind>>)[slot];
  return modules !== undefined && Object.hasOwn(modules, module);
}

type Kinds = typeof SLOT_CONTRACTS;

/** The fragments among the slot modules (what `FederatedFragment` renders). */
export type FragmentId = {
  [S in Slot]: {
    [M in keyof Kinds[S] & string]: Kinds[S][M] extends 'fragment' ? `${S}/${M}` : never;
  }[keyof Kinds[S] & string];
}[Slot];

/**
 * The type of the component a provider exposes as a slot module, e.g.
 * `export default FavoriteToggle satisfies ExposedComponent<'favorites/FavoriteToggle'>`: a
 * component whose props differ from the contract fails `tsc` in the providing package.
 */
export type ExposedComponent<Id extends SlotModuleId> = ComponentType<PropsOf<Id>>;

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
 * preparation loaded: schema.org objects (built with shared/seo/structured-data), the picture of
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
