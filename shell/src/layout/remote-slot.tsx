/**
 * A place in the page where a remote's exposed page renders: lazily loaded, inside a Suspense
 * with a loading state and an error boundary with a localized fallback, so a remote that is down
 * or crashes never blanks the page or the other remotes.
 */
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RemotePageProps } from 'shared/remote';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { remotePage } from '../mf/remotes';

// The notice is needed only when something fails: it loads then, from the shell's own server.
const RemoteUnavailablePage = lazy(() =>
  import('./remote-unavailable').then((m) => ({ default: m.RemoteUnavailablePage })),
);

interface BoundaryProps {
  children: ReactNode;
  /** Changing the key (e.g. the path) resets a failed boundary. */
  resetKey: string;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote failed while rendering', error);
  }

  override render() {
    if (this.state.failed)
      return (
        <Suspense fallback={null}>
          <RemoteUnavailablePage onRetry={() => this.setState({ failed: false })} />
        </Suspense>
      );
    return this.props.children;
  }
}

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
 * Renders the remote page `id` (e.g. 'search/SearchPage') for `locale`; `fallback` replaces the
 * "unavailable" notice when the remote cannot be loaded.
 */
export function RemoteSlot({
  id,
  locale,
  resetKey,
  fallback,
}: {
  id: string;
  locale: Locale;
  resetKey: string;
  fallback?: ComponentType<RemotePageProps>;
}) {
  const Page = remotePage(id, fallback);
  return (
    <RemoteErrorBoundary resetKey={resetKey}>
      <Suspense fallback={<Loading />}>
        <Page locale={locale} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
