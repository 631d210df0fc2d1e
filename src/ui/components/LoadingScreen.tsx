import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { HorizonLogo } from './HorizonLogo';
import './LoadingScreen.css';

type LoadingScreenProps = {
  message?: string;
};

/** The full-page wait while the session or the profile loads (SPEC 2). */
export function LoadingScreen({ message }: LoadingScreenProps) {
  const { t } = useTranslation();
  const text = message ?? t('common.loading');
  return (
    <div className="loading-screen" role="status" aria-live="polite" aria-label={text}>
      <div className="loading-screen__mark">
        <ProgressSpinner className="loading-screen__spinner" strokeWidth="3" animationDuration="1s" />
        <HorizonLogo size={40} />
      </div>
      <p className="loading-screen__text">{text}</p>
    </div>
  );
}
