import type { ReactNode } from 'react';
import { SideBar } from './SideBar';
import './AppLayout.css';

type AppLayoutProps = {
  children: ReactNode;
};

/** The frame of every signed-in page: the side bar on the left, the page on a light ground. */
export function AppLayout({ children }: AppLayoutProps) {
  return (
    <div className="app-layout">
      <SideBar />
      <main className="app-layout__content">{children}</main>
    </div>
  );
}
