import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { Menu } from 'lucide-react';
import { Drawer } from 'aquila-ui/drawer';
import { segmentToName } from '../../app/title';
import { useNavStore } from '../../stores/nav';
import { SideNav } from './SideNav';
import { ContributorsStrip } from './ContributorsStrip';
import './ComponentsLayout.scss';

/** The components section: a top bar naming the page, the side navigation drawer, the contributors strip. */
export function ComponentsLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const open = useNavStore((state) => state.sideNavOpen);
  const setOpen = useNavStore((state) => state.setSideNavOpen);
  const segments = pathname.split('/').filter(Boolean);
  const pageName = segmentToName(segments[segments.length - 1] ?? 'components');

  return (
    <div className="components-layout" data-loading={navigation.state === 'loading' ? '' : undefined}>
      <div className="components-layout__bar">
        <button type="button" className="icon-button" aria-label="Open navigation" onClick={() => setOpen(true)}>
          <Menu aria-hidden size={20} />
        </button>
        <span className="components-layout__name">{pageName}</span>
      </div>
      <Drawer
        visible={open}
        onVisibleChange={setOpen}
        placement="left"
        closeDesktop
        heading="Components"
        width="15.625rem"
      >
        <SideNav onNavigate={() => setOpen(false)} />
      </Drawer>
      <div className="components-layout__content">
        <Outlet />
        {!pathname.endsWith('/categories') && <ContributorsStrip />}
      </div>
    </div>
  );
}
