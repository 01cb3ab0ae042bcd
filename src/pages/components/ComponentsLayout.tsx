import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { SKIP_TARGET_ATTRIBUTE } from '../../shared/skip-target';
import { SECTION_PAGES } from '../../data/routes';
import { pageNameOf } from '../../shared/title';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { useNavStore } from './nav-store';
import { SideNav } from './SideNav';
import { useContributors } from './useContributors';
import { loadable } from '../../shared/loadable';
import './ComponentsLayout.scss';

// Neither is needed for the first paint: the drawer when the menu opens, the strip once the list arrives.
// Loaded without suspending: a Suspense fallback shown here would hold back, by 300 ms, every part of the
// page React reveals or hydrates after it (the examples hydrate on their own).
const SideNavDrawer = loadable(() => import('./SideNavDrawer'));
const ContributorsStrip = loadable(() => import('./ContributorsStrip'));

/** From this width the navigation is pinned beside the page; below it, it is a drawer. */
export const PINNED_NAV_QUERY = '(min-width: 1200px)';
const SIDEBAR_ID = 'components-sidebar';

/**
 * The components section: a top bar naming the page, the component navigation (pinned beside the page
 * on a wide screen, in a drawer on a narrow one), the page, and the contributors strip. The pinned
 * navigation is part of the layout, not of the page: it keeps its scroll position from page to page.
 */
export function ComponentsLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const open = useNavStore((state) => state.sideNavOpen);
  const setOpen = useNavStore((state) => state.setSideNavOpen);
  const pinnedHidden = useNavStore((state) => state.pinnedHidden);
  const togglePinned = useNavStore((state) => state.togglePinned);
  const wide = useMediaQuery(PINNED_NAV_QUERY);
  const [navWanted, setNavWanted] = useState(open);
  const contributors = useContributors();
  const segments = pathname.split('/').filter(Boolean);
  // A section page is called what the navigation and its heading call it; a component page by its address.
  const pageName = SECTION_PAGES.find((page) => page.path === pathname)?.title ?? pageNameOf(segments.at(-1) ?? 'components');

  // Fetch the drawer's code once the page is idle, so the first open is instant.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => void SideNavDrawer.preload());
  }, []);

  // On arrival, the current page's entry is brought into the pinned list's view (once: from then on
  // the list keeps the scroll position the reader gives it).
  useEffect(() => {
    const sidebar = document.getElementById(SIDEBAR_ID);
    const current = sidebar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!sidebar || !current) return;
    const above = current.offsetTop - sidebar.scrollTop;
    if (above < 0 || above + current.offsetHeight > sidebar.clientHeight)
      sidebar.scrollTop = current.offsetTop - sidebar.clientHeight / 3;
  }, []);

  const openDrawer = () => {
    setNavWanted(true);
    setOpen(true);
  };

  return (
    <div
      className="components-layout"
      data-loading={navigation.state === 'loading' ? '' : undefined}
      data-sidebar={pinnedHidden ? 'hidden' : undefined}
    >
      <div className="components-layout__bar">
        {wide ? (
          <button
            type="button"
            className="icon-button"
            aria-label={pinnedHidden ? 'Show navigation' : 'Hide navigation'}
            aria-expanded={!pinnedHidden}
            aria-controls={SIDEBAR_ID}
            onClick={togglePinned}
          >
            {pinnedHidden ? <PanelLeftOpen aria-hidden size={20} /> : <PanelLeftClose aria-hidden size={20} />}
          </button>
        ) : (
          <button type="button" className="icon-button" aria-label="Open navigation" aria-haspopup="dialog" onClick={openDrawer}>
            <Menu aria-hidden size={20} />
          </button>
        )}
        <span className="components-layout__name">{pageName}</span>
      </div>
      {(navWanted || open) && !wide && <SideNavDrawer.Component />}
      <div className="components-layout__body">
        <aside id={SIDEBAR_ID} className="components-layout__sidebar">
          <SideNav />
        </aside>
        <div className="components-layout__content" tabIndex={-1} {...{ [SKIP_TARGET_ATTRIBUTE]: '' }}>
          <Outlet />
          {!pathname.endsWith('/categories') && contributors.length > 0 && <ContributorsStrip.Component contributors={contributors} />}
        </div>
      </div>
    </div>
  );
}
