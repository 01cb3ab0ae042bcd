import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Drawer } from 'aquila-ui/drawer';
import './drawer-demo3.scss';

export default function DrawerDemo3() {
  const [open, setOpen] = useState(false);

  return (
    <div className="drawer-demo3">
      <Button onClick={() => setOpen(true)}>Open drawer</Button>

      <Drawer open={open} onOpenChange={setOpen} backdropClosable={false} closeDesktop heading="Unsaved changes">
        <div className="drawer-demo3__content">
          <p>A click on the backdrop does not close this drawer, so nothing is lost by a stray click.</p>
          <div className="drawer-demo3__actions">
            <Button onClick={() => setOpen(false)}>Save and close</Button>
          </div>
        </div>
      </Drawer>
    </div>
  );
}
