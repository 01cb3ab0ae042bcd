import { Button } from 'aquila-ui/button';
import type { DialogContentProps, DragConstraint } from 'aquila-ui/dialog';

const BEHAVIOUR: Record<DragConstraint, string> = {
  none: 'It goes wherever you drag it, even past the edge of the window.',
  constrain: 'It stays inside the window while you drag it.',
  bounce: 'Drag it past an edge and let go: it springs back inside.',
};

/** The component the dialog shows; its buttons put the dialog back with `dialogRef.resetDrag`. */
export function MovableNote({ data, dialogRef }: DialogContentProps<{ constraint: DragConstraint }>) {
  return (
    <div className="movable-note">
      <p>Drag the title bar, or focus the move button and press the arrow keys. {BEHAVIOUR[data.constraint]}</p>
      <div className="movable-note__actions">
        <Button variant="outlined" onClick={() => dialogRef.resetDrag({ y: -120 })}>
          Reset 120 px up
        </Button>
        <Button onClick={() => dialogRef.resetDrag()}>Reset to centre</Button>
      </div>
    </div>
  );
}
