import { Auth0Provider } from '@auth0/auth0-react';
import type { i18n } from 'i18next';
import { PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toAuth0Options } from '../../api/auth/auth0Options';
import type { ClientConfig } from '../../api/schemas/config.schema';
import { ClientConfigContext } from './ClientConfigContext';

type AppProvidersProps = {
  config: ClientConfig;
  i18n: i18n;
  children: ReactNode;
};

/** Translations, PrimeReact, the run-time config and the identity client around the whole app. */
export function AppProviders({ config, i18n, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <PrimeReactProvider value={{ ripple: true }}>
        <ClientConfigContext.Provider value={config}>
          <Auth0Provider {...toAuth0Options(config, window.location.origin)}>{children}</Auth0Provider>
        </ClientConfigContext.Provider>
      </PrimeReactProvider>
    </I18nextProvider>
  );
}
