/** The `search` slot: the estate listing, the home page and an estate's own page of the list. */
import type { ModuleKinds, RemotePageProps } from './page';

/** The modules of the `search` slot with their props. */
export interface SearchSlot {
  SearchPage: RemotePageProps;
  HomePage: RemotePageProps;
  EstatePage: RemotePageProps;
}

/** The kind of each module of the `search` slot. */
export const SEARCH_MODULES = {
  SearchPage: 'page',
  HomePage: 'page',
  EstatePage: 'page',
} as const satisfies ModuleKinds<SearchSlot>;
