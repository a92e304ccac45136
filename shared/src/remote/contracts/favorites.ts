/** The `favorites` slot: the visitor's saved and recently viewed estates, kept in the browser. */
import type { Locale } from '../../domain';
import type { ModuleKinds, RemotePageProps } from './page';

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

/** The modules of the `favorites` slot with their props. */
export interface FavoritesSlot {
  FavoritesPage: RemotePageProps;
  FavoriteToggle: FavoriteToggleProps;
  FavoritesCount: FavoritesCountProps;
  RecentlyViewed: RecentlyViewedProps;
  ViewedEstate: ViewedEstateProps;
  ComparePage: RemotePageProps;
  CompareToggle: CompareToggleProps;
}

/** The kind of each module of the `favorites` slot. */
export const FAVORITES_MODULES = {
  FavoritesPage: 'page',
  FavoriteToggle: 'fragment',
  FavoritesCount: 'fragment',
  RecentlyViewed: 'fragment',
  ViewedEstate: 'fragment',
  ComparePage: 'page',
  CompareToggle: 'fragment',
} as const satisfies ModuleKinds<FavoritesSlot>;
