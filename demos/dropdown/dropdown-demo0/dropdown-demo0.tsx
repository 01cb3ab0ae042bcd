import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Dropdown, DropdownItem, DropdownSeparator } from 'aquila-ui/dropdown';

export default function DropdownConfigurator() {
  const [chosen, setChosen] = useState('nothing yet');

  return (
    // Room above and below the button, so the menu opens on the side placement names.
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 8, minHeight: 320 }}>
      <Dropdown
        trigger={<Button variant="outlined">Actions</Button>}
        defaultOpen
        onOpenChange={(open) => console.log('onOpenChange', open)}
      >
        <DropdownItem onSelect={() => setChosen('Edit')}>Edit</DropdownItem>
        <DropdownItem onSelect={() => setChosen('Duplicate')}>Duplicate</DropdownItem>
        <DropdownSeparator />
        <DropdownItem danger onSelect={() => setChosen('Delete')}>
          Delete
        </DropdownItem>
      </Dropdown>
      <p>Chosen: {chosen}</p>
    </div>
  );
}
