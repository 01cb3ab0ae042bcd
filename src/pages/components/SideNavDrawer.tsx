import { Drawer } from 'aquila-ui/drawer';
import { useNavStore } from './nav-store';
import { SideNav } from './SideNav';

/** The side navigation in its left drawer; loaded when first wanted, not before the page paints. */
export default function SideNavDrawer() {
  const open = useNavStore((state) => state.sideNavOpen);
  const setOpen = useNavStore((state) => state.setSideNavOpen);
  return (
    <Drawer open={open} onOpenChange={setOpen} placement="left" closeDesktop heading="Components" width="15.625rem">
      <SideNav onNavigate={() => setOpen(false)} />
    </Drawer>
  );
}
