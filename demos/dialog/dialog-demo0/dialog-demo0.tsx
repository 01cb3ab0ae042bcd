import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Dialog, DialogClose } from 'aquila-ui/dialog';

export default function DialogConfigurator() {
  const [opening, setOpening] = useState(0);
  const [closed, setClosed] = useState(false);

  return (
    <>
      <Dialog
        key={opening}
        heading="Delete project?"
        defaultOpen
        draggable
        onOpenChange={(open) => console.log('onOpenChange', open)}
        onOpen={() => setClosed(false)}
        onClose={() => setClosed(true)}
      >
        <p>“Website redesign” and its 24 tasks will be deleted for everyone on the team. This cannot be undone.</p>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <DialogClose variant="outlined">Cancel</DialogClose>
          <DialogClose color="#d32029">Delete</DialogClose>
        </div>
      </Dialog>
      {closed && <Button onClick={() => setOpening(opening + 1)}>Open the dialog again</Button>}
    </>
  );
}
