/**
 * Hydration of a server-rendered part when the visitor comes near it (keeps blocking time
 * low): a page's lower sections (a detail page's description, tables, map, forms...) are in the
 * HTML from the start, readable and linked, but React hydrates them only when they come within
 * `rootMargin` of the viewport, or at once when the visitor points at, touches or focuses them.
 * The browser's first seconds go to what the visitor sees first. A federated fragment inside such
 * a part (another team's form) is not loaded before then either.
 *
 * On the server, and in the browser when the part is rendered rather than hydrated (after a
 * navigation), it renders its children as they are.
 */
import { Suspense, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { HydrationDeferredContext, useHydrated, useRemoteRendering } from 'kit/remote';

/** Opens once: when the part comes near or the visitor reaches for it. */
interface Gate {
  readonly promise: Promise<void>;
  opened: boolean;
  open(): void;
}

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    promise,
    opened: false,
    open() {
      if (gate.opened) return;
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

/** The visitor's first touch of a part: pointing, pressing, touching or focusing inside it. */
const REACHING_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Holds hydration back while the gate is shut: suspending inside the boundary keeps the server's
 * HTML in place, untouched, until the gate opens and React tries again. Tells its part once it
 * has hydrated (`onHydrated`).
 */
function HydrationGate({ gate, onHydrated }: { gate: Gate | null; onHydrated(): void }) {
  const hydrated = useHydrated();
  useEffect(onHydrated, [onHydrated]);
  // After every hook: React replays a component that suspended with the hooks it had called.
  if (gate && !gate.opened && !hydrated) use(gate.promise);
  return null;
}

interface HydrateWhenVisibleProps {
  children: ReactNode;
  /**
   * How near the viewport the part hydrates, as IntersectionObserver's `rootMargin` (CSS
   * lengths); default '200px': a little before it scrolls into view.
   */
  rootMargin?: string;
  /** Class name of the wrapping block (a `div`), for the layout of the page around it. */
  className?: string;
  /**
   * True when the federated fragments inside are loaded before the page hydrates all the same
   * (a module the page loads anyway, such as the favourite toggle of every card): only their
   * hydration waits, and the part hydrates at once when the visitor reaches for it. By default
   * they load when the part hydrates (another team's forms far down the page).
   */
  preloadFragments?: boolean;
}

/**
 * Renders `children` in a block (`<div>`) whose server HTML hydrates when it comes within
 * `rootMargin` of the viewport or when the visitor points at, touches or focuses it; see the
 * file's comment. Until then the children it shows are the ones of its first render: a parent
 * that re-renders meanwhile does not reach the waiting part (React would have to give up its
 * server HTML and render it again). After that it follows its children as any component does.
 */
export function HydrateWhenVisible({
  children,
  rootMargin = '200px',
  className,
  preloadFragments = false,
}: HydrateWhenVisibleProps) {
  const { server } = useRemoteRendering();
  const hydrated = useHydrated();
  // Only a part that arrives in the server's HTML and waits to hydrate has a gate.
  const [gate] = useState(() => (server || hydrated ? null : createGate()));
  const [first] = useState(children);
  const [live, setLive] = useState(gate === null);
  const goLive = useCallback(() => setLive(true), []);

  const watch = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || !gate || gate.opened) return undefined;
      // A browser that cannot tell where the part is hydrates it at once.
      if (typeof IntersectionObserver !== 'function') {
        gate.open();
        return undefined;
      }
      const open = () => {
        gate.open();
        stop();
      };
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin },
      );
      observer.observe(element);
      // On the window, in the capture phase: React's own listener on the root stops the
      // propagation of an event aimed at a part that has not hydrated (it replays or drops it),
      // so a listener on the part itself would never hear it. Opened first, the part hydrates
      // when React handles the event, and the visitor's first press or key is not lost.
      const reached = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) open();
      };
      for (const type of REACHING_EVENTS) {
        window.addEventListener(type, reached, { capture: true, passive: true });
      }
      function stop() {
        observer.disconnect();
        for (const type of REACHING_EVENTS) {
          window.removeEventListener(type, reached, { capture: true });
        }
      }
      return stop;
    },
    [gate, rootMargin],
  );

  const content = live ? children : first;
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <HydrationGate gate={gate} onHydrated={goLive} />
        {content}
      </Suspense>
    ),
    [gate, goLive, content],
  );
  return (
    <HydrationDeferredContext.Provider value={!preloadFragments}>
      <div ref={watch} className={className} data-hydrate="visible">
        {boundary}
      </div>
    </HydrationDeferredContext.Provider>
  );
}
