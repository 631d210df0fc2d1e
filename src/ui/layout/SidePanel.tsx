import { Button } from 'primereact/button';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './SidePanel.css';

type SidePanelProps = {
  /** The panel's element id; its title's is `${id}-title`. */
  id: string;
  title: string;
  subtitle?: string;
  testId?: string;
  onClose: () => void;
  /** Shown while the body's code loads, the first time the panel opens. */
  fallback: ReactNode;
  children: ReactNode;
};

/** A secondary panel 358 px beside the bar (SPEC 9): the recent items of a kind, or the Info Centre. */
export function SidePanel({ id, title, subtitle, testId, onClose, fallback, children }: SidePanelProps) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  return (
    <section id={id} className="side-panel" aria-labelledby={titleId} data-testid={testId}>
      <header className="side-panel__header">
        <div className="side-panel__heading">
          <h2 id={titleId} className="side-panel__title">
            {title}
          </h2>
          {subtitle ? <p className="side-panel__subtitle">{subtitle}</p> : null}
        </div>
        <Button
          icon="pi pi-times"
          rounded
          text
          severity="secondary"
          className="side-panel__close"
          aria-label={t('recents.close', { title })}
          onClick={onClose}
        />
      </header>
      <Suspense fallback={fallback}>{children}</Suspense>
    </section>
  );
}
