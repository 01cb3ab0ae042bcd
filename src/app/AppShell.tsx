import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Navbar } from './Navbar';
import { NotFoundNotice } from './NotFoundNotice';
import { SiteFooter } from './SiteFooter';
import { useRouteEffects } from './useRouteEffects';

/**
 * The frame of every page but the embed: skip link, navigation bar, the page (under the notice of an
 * address that named no page, when there is one) and the footer.
 */
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
      <SiteFooter />
    </>
  );
}
