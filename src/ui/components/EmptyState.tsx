import { Button } from 'primereact/button';
import './EmptyState.css';

type EmptyStateProps = {
  /** A PrimeIcons name shown in a soft circle; `image` takes its place when given. */
  icon?: string;
  /** The address of an illustration. */
  image?: string;
  title: string;
  text?: string;
  actionLabel?: string;
  actionIcon?: string;
  actionDisabled?: boolean;
  onAction?: () => void;
  /** The action as a link to another site (e.g. the knowledge base), opened in a new tab. */
  actionHref?: string;
};

/** The block a list shows when it has nothing to show (SPEC 2 "Empty-state block"). */
export function EmptyState({ icon, image, title, text, actionLabel, actionIcon, actionDisabled, onAction, actionHref }: EmptyStateProps) {
  return (
    <section className="empty-state" aria-label={title}>
      {image ? (
        <img className="empty-state__image" src={image} alt="" />
      ) : (
        <div className="empty-state__art" aria-hidden="true">
          <span className="empty-state__ring" />
          {icon ? <i className={`pi ${icon}`} /> : null}
        </div>
      )}
      <p className="empty-state__title">{title}</p>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {actionLabel && actionHref && !actionDisabled ? (
        <a className="p-button p-component empty-state__link" href={actionHref} target="_blank" rel="noopener noreferrer">
          {actionIcon ? <span className={`p-button-icon p-button-icon-left ${actionIcon}`} aria-hidden="true" /> : null}
          <span className="p-button-label">{actionLabel}</span>
        </a>
      ) : actionLabel ? (
        <Button label={actionLabel} icon={actionIcon} outlined disabled={actionDisabled} onClick={onAction} />
      ) : null}
    </section>
  );
}
