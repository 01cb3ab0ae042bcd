import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Drawer, type DrawerPlacement } from 'aquila-ui/drawer';
import './drawer-demo2.scss';

const placements: DrawerPlacement[] = ['top', 'right', 'bottom', 'left'];

export default function DrawerDemo2() {
  const [placement, setPlacement] = useState<DrawerPlacement>('right');
  const [open, setOpen] = useState(false);

  return (
    <div className="drawer-demo2">
      <fieldset className="drawer-demo2__placements">
        <legend>Placement</legend>
        {placements.map((option) => (
          <label key={option} className="drawer-demo2__option">
            <input
              type="radio"
              name="drawer-demo2-placement"
              value={option}
              checked={placement === option}
              onChange={() => setPlacement(option)}
            />
            {option}
          </label>
        ))}
      </fieldset>

      <Button onClick={() => setOpen(true)}>Open</Button>

      <Drawer open={open} onOpenChange={setOpen} placement={placement} closeMobile heading={`Drawer on the ${placement}`}>
        <p className="drawer-demo2__text">Swipe the handle toward the {placement} edge, or click it, to close the drawer.</p>
      </Drawer>
    </div>
  );
}
