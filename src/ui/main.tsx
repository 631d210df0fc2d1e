import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { loadClientConfig } from '../api/loadClientConfig';
import { createI18n } from '../locales/i18n';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { startDevInspector } from './app/devInspector';
import { followLocaleInPrimeReact } from './app/primeLocale';
import { StartupErrorPage } from './app/StartupErrorPage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
const i18n = createI18n();
followLocaleInPrimeReact(i18n);

Promise.all([loadClientConfig(), startDevInspector()]).then(
  ([config]) =>
    root.render(
      <AppProviders config={config} i18n={i18n}>
        <App />
      </AppProviders>,
    ),
  (error: unknown) => {
    console.error('GET /api/config failed', error);
    root.render(
      <I18nextProvider i18n={i18n}>
        <StartupErrorPage />
      </I18nextProvider>,
    );
  },
);
