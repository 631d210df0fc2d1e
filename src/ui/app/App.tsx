import { AppBanners } from '../banners/AppBanners';
import { RenderErrorBoundary } from '../errors/RenderErrorBoundary';
import { ToastProvider } from '../notifications/ToastProvider';
import { AppRoutes } from './AppRoutes';
import { AppActorProvider } from './root/AppActorProvider';

/** Starts the root actor, then shows the banners and the route the address asks for. */
export function App() {
  return (
    <ToastProvider>
      <AppActorProvider>
        <AppBanners />
        <RenderErrorBoundary>
          <AppRoutes />
        </RenderErrorBoundary>
      </AppActorProvider>
    </ToastProvider>
  );
}
