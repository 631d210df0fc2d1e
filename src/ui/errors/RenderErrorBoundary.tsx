import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { logger } from '../logging/logger';
import { routes } from '../routes';
import { ErrorPage } from './ErrorPage';

type BoundaryProps = {
  location: string;
  children: ReactNode;
};

type BoundaryState = {
  failed: boolean;
};

/** React's error boundaries are class components; this one resets when the address changes. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.renderError('A page failed to render', { error, componentStack: info.componentStack, location: this.props.location });
  }

  componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.location !== this.props.location) this.setState({ failed: false });
  }

  render(): ReactNode {
    return this.state.failed ? <RenderErrorPage /> : this.props.children;
  }
}

/** SPEC 8 "Render error": its action reloads the app from the root, whatever broke. */
function RenderErrorPage() {
  const { t } = useTranslation();
  return <ErrorPage title={t('errorPage.render.title')} message={t('errorPage.render.message')} onHome={() => window.location.assign(routes.home)} />;
}

/**
 * Catches a page that throws while rendering: the error is logged and the 'Oops!' page shows
 * until the user goes elsewhere. It resets on navigation rather than being keyed on the address,
 * so that a page whose own address changes (a tab, a query) keeps its actors.
 */
export function RenderErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <Boundary location={location}>{children}</Boundary>;
}
