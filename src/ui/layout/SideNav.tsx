import type { KeyboardEvent } from 'react';
import { useApp } from '../app/root/AppContext';
import { InfoCentrePanel } from './infoCentre/InfoCentrePanel';
import { RecentPanel } from './recents/RecentPanel';
import { SideBar } from './SideBar';
import type { SideNavRef } from './sideNav/sideNavSelectors';

/**
 * The side navigation: the bar and its recent panel inside the one element that the root's
 * outside-click watcher measures presses against. Escape closes whatever is open.
 */
export function SideNav({ navRef }: { navRef: SideNavRef }) {
  const { sideNavElement } = useApp();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') navRef.send({ type: 'nav.dismiss' });
  };
  return (
    <div className="side-nav" ref={sideNavElement} onKeyDown={onKeyDown}>
      <SideBar navRef={navRef} />
      <RecentPanel navRef={navRef} />
      <InfoCentrePanel navRef={navRef} />
    </div>
  );
}
