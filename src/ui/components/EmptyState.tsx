import { Button } from 'primereact/button';
import './EmptyState.css';

type EmptyStateProps = {
  icon: string;
  title: string;
  text?: string;
  actionLabel?: string;
  actionIcon?: string;
  actionDisabled?: boolean;
  onAction?: () => void;
};

/** The block a list shows when it has nothing to show (SPEC 2 "Empty-state block"). */
export function EmptyState({ icon, title, text, actionLabel, actionIcon, actionDisabled, onAction }: EmptyStateProps) {
  return (
    <section className="empty-state" aria-label={title}>
      <div className="empty-state__art" aria-hidden="true">
        <span className="empty-state__ring" />
        <i className={`pi ${icon}`} />
      </div>
      <p className="empty-state__title">{title}</p>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {actionLabel ? (
        <Button label={actionLabel} icon={actionIcon} outlined disabled={actionDisabled} onClick={onAction} />
      ) : null}
    </section>
  );
}
