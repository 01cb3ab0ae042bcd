import { useEffect, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { Navbar } from './Navbar';
import { NotFoundNotice } from './NotFoundNotice';
import { SiteFooter } from './SiteFooter';
import { SKIP_TARGET_ATTRIBUTE } from '../shared/skip-target';
import { useRouteEffects } from './useRouteEffects';
import { markAppReady } from '../shared/app-ready';

/**
 * The skip link goes past the navigation to the content: to the page's skip target when its layout has
 * one (the components section's sidebar sits inside `<main>`), else to `<main>`, which is also where the
 * link goes before the page's script runs.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.querySelector<HTMLElement>(`#main [${SKIP_TARGET_ATTRIBUTE}]`);
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/**
 * The frame of every page but the embed: skip link, navigation bar, the page (under the notice of an
 * address that named no page, when there is one) and the footer.
 */
export function AppShell() {
  useRouteEffects();
  // The page answers from here on (a prerendered page shows before it does): browser tests wait for it.
  useEffect(markAppReady, []);
  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToContent}>
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
