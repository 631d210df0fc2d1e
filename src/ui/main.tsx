import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { loadClientConfig } from '../api/loadClientConfig';
import { createClientLogSender } from '../api/logging/clientLogSender';
import { createI18n } from '../locales/i18n';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { startDevInspector } from './app/devInspector';
import { followLocaleInPrimeReact } from './app/primeLocale';
import { StartupErrorPage } from './app/StartupErrorPage';
import { installPopStateGate } from './browser/popStateGate';
import { logger } from './logging/logger';
import { reportingTokens } from './logging/reportingTokens';
import { createSentryReporter } from './logging/sentryReporter';
import { startClientReporting } from './logging/startClientReporting';

// First of all, so that a failure of the start is reported too.
const reporting = startClientReporting({ window, send: createClientLogSender(reportingTokens.get), now: () => new Date() });

// Before the router listens, so that the unsaved-changes guard hears Back and Forward first.
installPopStateGate(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
const i18n = createI18n();
followLocaleInPrimeReact(i18n);

Promise.all([loadClientConfig(), startDevInspector()]).then(
  ([config]) => {
    if (config.sentry_dsn) reporting.useSentry(createSentryReporter(config.sentry_dsn, config.product_version));
    root.render(
      <AppProviders config={config} i18n={i18n}>
        <App />
      </AppProviders>,
    );
  },
  (error: unknown) => {
    logger.error('GET /api/config failed', error);
    root.render(
      <I18nextProvider i18n={i18n}>
        <StartupErrorPage />
      </I18nextProvider>,
    );
  },
);
