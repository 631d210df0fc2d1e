import type { ReactNode } from 'react';

type BannerProps = {
  tone: 'maintenance' | 'offline' | 'update' | 'mobile';
  icon: string;
  message: string;
  /** Links or buttons after the message. */
  children?: ReactNode;
  /** Maintenance interrupts the user's work, so it is announced at once; the others wait their turn. */
  urgent?: boolean;
};

/** One strip of the banner stack at the top of the app. */
export function Banner({ tone, icon, message, children, urgent = false }: BannerProps) {
  return (
    <div className={`app-banner app-banner--${tone}`} role={urgent ? 'alert' : 'status'} data-testid={`${tone}-banner`}>
      <i className={`pi ${icon} app-banner__icon`} aria-hidden="true" />
      <p className="app-banner__message">{message}</p>
      {children ? <div className="app-banner__actions">{children}</div> : null}
    </div>
  );
}
