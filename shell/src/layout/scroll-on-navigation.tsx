/**
 * Where a page opens: at its top, or at its `#fragment`, after every navigation inside the site
 * that changes the page (its path), with the keyboard focus on the new page's main heading so a
 * screen reader announces it. Back and forward keep the browser's own scroll restoration
 * (`history.scrollRestoration = 'auto'`): it saved the position with the history entry, so the
 * listing comes back at the card the visitor left from. A change of the query string alone (a
 * filter, a next page of results) keeps the position: the visitor stays where they pressed.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'shared/router';

/** How long a page that is still loading may take to show its heading or fragment, in ms. */
const SETTLE_MS = 5_000;

/**
 * Calls `found` with the first element `find` returns, now or once the page has rendered it
 * (watched under `root` for at most SETTLE_MS); returns a function that stops watching.
 */
function whenPresent<T extends Element>(
  root: Element,
  find: () => T | null,
  found: (element: T) => void,
): () => void {
  const now = find();
  if (now) {
    found(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    stop();
    found(element);
  });
  const timer = window.setTimeout(() => stop(), SETTLE_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

/** The element a `#fragment` names, by id (percent-decoded), or null. */
function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape is taken as written
  }
  return document.getElementById(id);
}

/** Whether the visitor has already moved the focus into something they use (a field, a button). */
function visitorIsElsewhere(main: Element): boolean {
  const active = document.activeElement;
  return !!active && active !== document.body && active !== main && main.contains(active);
}

/**
 * Opens each new page at its top (or its fragment) and moves the focus to its `h1`; renders
 * nothing. Must render inside the router, once, around every page (the layout).
 */
export function ScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; hash: string } | null>(null);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { pathname: location.pathname, hash: location.hash };
    // The first page (hydration or a reload): the browser placed it, at its fragment too.
    if (!before || navigationType === 'POP') return;
    const pathChanged = before.pathname !== location.pathname;
    if (!pathChanged && before.hash === location.hash) return;
    const main = document.getElementById('main') ?? document.body;
    const stops: Array<() => void> = [];
    if (location.hash.length > 1) {
      stops.push(
        whenPresent(
          document.body,
          () => fragmentTarget(location.hash),
          (target) => target.scrollIntoView(),
        ),
      );
    } else {
      window.scrollTo(0, 0);
    }
    if (pathChanged) {
      stops.push(
        whenPresent(
          main,
          () => main.querySelector<HTMLElement>('h1'),
          (heading) => {
            if (visitorIsElsewhere(main)) return;
            if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
            heading.focus({ preventScroll: true });
          },
        ),
      );
    }
    return () => stops.forEach((stop) => stop());
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
