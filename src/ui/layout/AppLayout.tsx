import { useSelector } from '@xstate/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { RecentPanel } from './recents/RecentPanel';
import { SideBar } from './SideBar';
import { selectCollapsed } from './sideNav/sideNavSelectors';
import { useSideNavActor } from './sideNav/useSideNavActor';
import './AppLayout.css';

type AppLayoutProps = {
  children: ReactNode;
};

/** The frame of every signed-in page: the side navigation (bar and recent panel) on the left, the page on a light ground. */
export function AppLayout({ children }: AppLayoutProps) {
  const { navRef, navElement } = useSideNavActor();
  const collapsed = useSelector(navRef, selectCollapsed);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') navRef.send({ type: 'nav.dismiss' });
  };
  return (
    <div className={`app-layout${collapsed ? ' app-layout--collapsed' : ''}`}>
      <div className="side-nav" ref={navElement} onKeyDown={onKeyDown}>
        <SideBar navRef={navRef} />
        <RecentPanel navRef={navRef} />
      </div>
      <main className="app-layout__content">{children}</main>
    </div>
  );
}
