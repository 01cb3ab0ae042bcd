import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Dropdown, DropdownItem } from 'aquila-ui/dropdown';
import './dropdown-demo1.scss';

const ACTIONS = ['Edit', 'Duplicate', 'Archive'];

const chevron = (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export default function DropdownDemo1() {
  const [chosen, setChosen] = useState('nothing yet');

  const items = ACTIONS.map((action) => (
    <DropdownItem key={action} onSelect={() => setChosen(action)}>
      {action}
    </DropdownItem>
  ));

  return (
    <div className="dropdown-demo1">
      <div className="dropdown-demo1__triggers">
        <Dropdown trigger={<Button variant="outlined">Click me {chevron}</Button>}>{items}</Dropdown>
        <Dropdown hoverEnabled trigger={<Button variant="outlined">Hover me {chevron}</Button>}>
          {items}
        </Dropdown>
      </div>
      <p className="dropdown-demo1__status" aria-live="polite">
        Chosen: {chosen}
      </p>
    </div>
  );
}
