import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Drawer } from 'aquila-ui/drawer';

const NOTIFICATIONS = [
  'Lena Fischer commented on “Q3 roadmap”.',
  'Your export of 1,240 contacts is ready.',
  'Marco Rossi invited you to “Design reviews”.',
];

export default function DrawerConfigurator() {
  const [opening, setOpening] = useState(0);
  const [closed, setClosed] = useState(false);

  return (
    <>
      <Drawer
        key={opening}
        heading="Notifications"
        defaultOpen
        onOpenChange={(open) => console.log('onOpenChange', open)}
        onOpen={() => setClosed(false)}
        onClose={() => setClosed(true)}
      >
        <ul>
          {NOTIFICATIONS.map((notification) => (
            <li key={notification}>{notification}</li>
          ))}
        </ul>
      </Drawer>
      {closed && <Button onClick={() => setOpening(opening + 1)}>Open the drawer again</Button>}
    </>
  );
}
