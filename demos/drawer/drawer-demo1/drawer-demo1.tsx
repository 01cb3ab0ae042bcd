import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Drawer } from 'aquila-ui/drawer';
import './drawer-demo1.scss';

export default function DrawerDemo1() {
  const [open, setOpen] = useState(false);

  return (
    <div className="drawer-demo1">
      <Button onClick={() => setOpen(true)}>Open drawer</Button>

      <Drawer open={open} onOpenChange={setOpen} closeDesktop heading="Basic drawer">
        <div className="drawer-demo1__content">
          <p>A drawer slides in over the page and keeps its own scroll.</p>
          <p>Close it with the × button, a click on the backdrop or the Escape key.</p>
        </div>
      </Drawer>
    </div>
  );
}
