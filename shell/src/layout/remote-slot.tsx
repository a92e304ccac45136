/**
 * A place in the page where a remote's exposed page renders: lazily loaded, inside a Suspense
 * with a loading state and an error boundary with a localized fallback, so a remote that is down
 * or crashes never blanks the page or the other remotes.
 */
import { lazy, memo, Suspense, type ComponentType } from 'react';
import { type RemotePageProps, type SlotModuleId } from 'shared/remote';
import { BrowserOnly, ErrorBoundary, preloadedComponent, useRemoteRendering } from 'kit/remote';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { remotePage } from '../mf/remotes';
import { PageRendered } from './page-rendered';

// The notice is needed only when something fails: it loads then, from the shell's own server.
const RemoteUnavailablePage = lazy(() =>
  import('./remote-unavailable').then((m) => ({ default: m.RemoteUnavailablePage })),
);

function Loading() {
  const { t } = useTranslation('shell');
  return (
    <div
      role="status"
      aria-live="polite"
      css={{ minHeight: '60vh', padding: '2rem', textAlign: 'center' }}
    >
      {t('remote.loading')}
    </div>
  );
}

/**
 * The page inside its Suspense boundary. Memoized on the page and its locale: while the page's
 * server HTML waits to hydrate (a dehydrated boundary, hydrated in the background in slices that
 * yield to the browser), a re-render of the routes above it with the same page must not reach
 * the boundary, because an update to a dehydrated boundary makes React hydrate all of it at once,
 * in one long task that blocks the browser.
 */
const SlotPage = memo(function SlotPage({
  Page,
  locale,
}: {
  Page: ComponentType<RemotePageProps>;
  locale: Locale;
}) {
  return (
    <Suspense fallback={<Loading />}>
      <Page locale={locale} />
      <PageRendered />
    </Suspense>
  );
});

/**
 * Renders the page `id` of a slot (e.g. 'search/SearchPage') for `locale`; `fallback` replaces the
 * "unavailable" notice when its provider cannot be loaded. A page that crashes while rendering
 * gives the notice with a "try again" button; a new `resetKey` (the path) also resets it.
 */
export function RemoteSlot({
  id,
  locale,
  resetKey,
  fallback,
}: {
  id: SlotModuleId;
  locale: Locale;
  resetKey: string;
  fallback?: ComponentType<RemotePageProps>;
}) {
  const { resolve, server, used, browserOnly } = useRemoteRendering();
  const resolved = resolve(id);
  used?.add(resolved);
  const Page =
    server && browserOnly?.(resolved)
      ? () => <BrowserOnly id={resolved} part="page" />
      : (preloadedComponent<RemotePageProps>(resolved) ??
        remotePage(resolved, { server, fallback }));
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      onError={(error) => console.error('A remote failed while rendering', error)}
      fallbackRender={({ resetErrorBoundary }) => (
        <Suspense fallback={null}>
          <RemoteUnavailablePage onRetry={resetErrorBoundary} />
          <PageRendered />
        </Suspense>
      )}
    >
      <SlotPage Page={Page} locale={locale} />
    </ErrorBoundary>
  );
}
