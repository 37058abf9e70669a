import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { brand } from '../../lib/site-config';

/**
 * Shown when a page fails to render or its code cannot be loaded (e.g. a deploy replaced the
 * chunk while the tab was open). Reloading fetches the current build. Plain elements (shell.css): it
 * must show even when the code of MUI is what failed to load.
 */
export function RouteError() {
  return (
    <div className="plain-page plain-page--error">
      <PageMeta title="Something went wrong" />
      <h1 className="plain-h1">Sorry, something went wrong</h1>
      <p>Please reload the page. If it keeps happening, call us free on {brand.phone}.</p>
      <button type="button" className="shell-button shell-button--contained" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </div>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** Going to another path (Back, say) tries again. */
  pathname: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error('Page failed to load', error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Catches what any page or the layout throws while rendering, and shows RouteError instead of a blank page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
