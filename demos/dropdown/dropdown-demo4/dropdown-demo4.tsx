import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Dropdown, DropdownItem } from 'aquila-ui/dropdown';
import './dropdown-demo4.scss';

const ORDERS = ['Newest first', 'Oldest first', 'Name (A–Z)'];

export default function DropdownDemo4() {
  const [open, setOpen] = useState(false);
  const [order, setOrder] = useState(ORDERS[0]);
  const [opened, setOpened] = useState(0);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) setOpened((count) => count + 1);
  };

  return (
    <div className="dropdown-demo4">
      <Dropdown open={open} onOpenChange={changeOpen} trigger={<Button variant="outlined">Sort: {order}</Button>}>
        {ORDERS.map((item) => (
          <DropdownItem key={item} onSelect={() => setOrder(item)}>
            {item}
          </DropdownItem>
        ))}
      </Dropdown>
      <p className="dropdown-demo4__status">
        The menu is {open ? 'open' : 'closed'}; opened {opened} {opened === 1 ? 'time' : 'times'}.
      </p>
    </div>
  );
}
