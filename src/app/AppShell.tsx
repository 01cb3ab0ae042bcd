import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Navbar } from './Navbar';
import { NotFoundNotice } from './NotFoundNotice';
import { useRouteEffects } from './useRouteEffects';

export function AppShell() {
  useRouteEffects();
  // The page answers from here on (a prerendered page shows before it does): browser tests wait for it.
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="site-main" tabIndex={-1}>
        <NotFoundNotice />
        <Outlet />
      </main>
    </>
  );
}
