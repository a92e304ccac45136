/**
 * The contract between the shell and its remotes: what an exposed page receives, and the
 * federated module ids the shell loads. Remotes read the route itself through react-router
 * (a shared singleton) and the bus; the props carry only what the shell alone knows.
 */
import type { Locale } from '../domain';

/** Props of every exposed page component. */
export interface RemotePageProps {
  /** The language of the URL. */
  locale: Locale;
}

/** Federated module ids by purpose: `{remote name}/{exposed module}`. */
export const REMOTE_MODULES = {
  searchPage: 'search/SearchPage',
  detailPage: 'detail/DetailPage',
} as const;

export type RemoteModuleId = (typeof REMOTE_MODULES)[keyof typeof REMOTE_MODULES];
