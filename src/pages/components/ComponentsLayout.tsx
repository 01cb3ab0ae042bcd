import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { Menu } from 'lucide-react';
import { segmentToName } from '../../shared/title';
import { useNavStore } from '../../stores/nav';
import { useContributors } from './useContributors';
import './ComponentsLayout.scss';

// Neither is needed for the first paint: the drawer when the menu opens, the strip once the list arrives.
const loadSideNavDrawer = () => import('./SideNavDrawer');
const SideNavDrawer = lazy(loadSideNavDrawer);
const ContributorsStrip = lazy(() => import('./ContributorsStrip'));

/** The components section: a top bar naming the page, the side navigation drawer, the contributors strip. */
export function ComponentsLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const open = useNavStore((state) => state.sideNavOpen);
  const setOpen = useNavStore((state) => state.setSideNavOpen);
  const [navWanted, setNavWanted] = useState(open);
  const contributors = useContributors();
  const segments = pathname.split('/').filter(Boolean);
  const pageName = segmentToName(segments[segments.length - 1] ?? 'components');

  // Fetch the drawer's code once the page is idle, so the first open is instant.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => void loadSideNavDrawer());
  }, []);

  const openNavigation = () => {
    setNavWanted(true);
    setOpen(true);
  };

  return (
    <div className="components-layout" data-loading={navigation.state === 'loading' ? '' : undefined}>
      <div className="components-layout__bar">
        <button type="button" className="icon-button" aria-label="Open navigation" onClick={openNavigation}>
          <Menu aria-hidden size={20} />
        </button>
        <span className="components-layout__name">{pageName}</span>
      </div>
      {(navWanted || open) && (
        <Suspense fallback={null}>
          <SideNavDrawer />
        </Suspense>
      )}
      <div className="components-layout__content">
        <Outlet />
        {!pathname.endsWith('/categories') && contributors.length > 0 && (
          <Suspense fallback={null}>
            <ContributorsStrip contributors={contributors} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
