/**
 * The error boundary of remote slots and fragments: what a remote throws while rendering stays
 * inside its slot. A small class of our own rather than react-error-boundary: that library added
 * 0.2 KB to the listing's first load, which the 200 KB budget cannot take (README, "Where we
 * differ"). The props follow the library's names, so switching back is a one-line change.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to show instead of a failed subtree. */
  fallback?: ReactNode;
  /** Renders the failure, with a function that clears it and renders the children again. */
  fallbackRender?: (props: { resetErrorBoundary: () => void }) => ReactNode;
  /** A change of any of these values clears a failure (e.g. the page's path). */
  resetKeys?: readonly unknown[];
  /** Told of every failure (logging). */
  onError?: (error: unknown) => void;
}

interface State {
  failed: boolean;
  keys: readonly unknown[];
}

const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/** Shows `fallback` (or `fallbackRender`) instead of children that threw while rendering. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, keys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    const keys = props.resetKeys ?? [];
    return same(keys, state.keys) ? null : { failed: false, keys };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const reset = () => this.setState({ failed: false });
    return (
      this.props.fallbackRender?.({ resetErrorBoundary: reset }) ?? this.props.fallback ?? null
    );
  }
}
