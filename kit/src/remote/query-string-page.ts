/**
 * A page whose search lives in its URL's query string (the listing, the holiday search): the
 * address is the search, so a link, a reload, back and forward all show what the visitor saw.
 * One statement of how such a page and its model talk through the router: the model is told
 * when the page opens (with a writer for the URL), when the query string changes under it and
 * when it closes; the model writes the URL only through the writer.
 */
import { useEffect, useEffectEvent } from 'react';
import type { Locale } from 'shared/domain';
import { useLocation, useNavigate } from 'shared/router';

/**
 * Writes a query string (without '?', '' for none) into the browser's URL, keeping the path;
 * `replace` replaces the current history entry (a corrected URL) instead of adding one. Never
 * scrolls: the page moves the focus and the view itself where it should.
 */
export type QueryStringWriter = (search: string, options?: { replace?: boolean }) => void;

/** What a query-string page tells its model (its effector events, bound by `useUnit`). */
export interface QueryStringPageEvents {
  /** The page was shown, or its language changed: the URL's query string (with its '?'). */
  opened: (page: { locale: Locale; search: string; navigate: QueryStringWriter }) => void;
  /** The page was left. */
  closed: () => void;
  /** The query string changed while the page is shown (a link, back, forward), with its '?'. */
  changed: (search: string) => void;
}

/**
 * Wires a query-string page to its model (see the module's comment). Takes the page's locale and
 * the model's events; returns nothing. Back and forward are read from the browser's own
 * `popstate` as well as from the router: the router updates its location in a transition, and a
 * way back taken before the forward one has rendered leaves the router's location as it was (no
 * change to tell) while the model already followed the forward one.
 */
export function useQueryStringPage(
  locale: Locale,
  { opened, closed, changed }: QueryStringPageEvents,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const open = useEffectEvent(() =>
    opened({
      locale,
      search: location.search,
      navigate: (search, options) =>
        navigate(
          { search: search ? `?${search}` : '' },
          { preventScrollReset: true, replace: options?.replace === true },
        ),
    }),
  );
  useEffect(() => {
    open();
    return () => closed();
  }, [locale, closed]);
  useEffect(() => {
    changed(location.search);
  }, [location.search, changed]);
  useEffect(() => {
    const restored = () => changed(window.location.search);
    window.addEventListener('popstate', restored);
    return () => window.removeEventListener('popstate', restored);
  }, [changed]);
}
