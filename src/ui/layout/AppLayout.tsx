import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useApp } from '../app/root/AppContext';
import { selectSideNavRef } from '../app/root/appSelectors';
import { SideNav } from './SideNav';
import { selectCollapsed } from './sideNav/sideNavSelectors';
import './AppLayout.css';

type AppLayoutProps = {
  children: ReactNode;
};

/**
 * The frame of every signed-in page: the side navigation (the root's child for the session) on
 * the left, the page on a light ground.
 */
export function AppLayout({ children }: AppLayoutProps) {
  const navRef = useSelector(useApp().appRef, selectSideNavRef);
  const collapsed = useSelector(navRef, selectCollapsed);
  return (
    <div className={`app-layout${collapsed ? ' app-layout--collapsed' : ''}`}>
      {navRef ? <SideNav navRef={navRef} /> : null}
      <main className="app-layout__content">{children}</main>
    </div>
  );
}
