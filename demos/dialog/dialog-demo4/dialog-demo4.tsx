import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { useDialog, type DragConstraint } from 'aquila-ui/dialog';
import { RadioButton, RadioGroup } from 'aquila-ui/radio-button';
import { Switch } from 'aquila-ui/switch';
import { MovableNote } from './movable-note';
import './dialog-demo4.scss';

const CONSTRAINTS: DragConstraint[] = ['none', 'constrain', 'bounce'];

export default function DialogDemo4() {
  const { open } = useDialog();
  const [constraint, setConstraint] = useState<DragConstraint>('none');
  const [resizable, setResizable] = useState(false);

  const openNote = () =>
    open(MovableNote, {
      id: 'movable-note',
      heading: 'Move me',
      size: 'small',
      draggable: true,
      dragConstraint: constraint,
      resizable,
      data: { constraint },
    });

  return (
    <div className="dialog-demo4">
      <div className="dialog-demo4__options">
        <span id="dialog-demo4-constraint" className="dialog-demo4__label">
          Drag constraint
        </span>
        <RadioGroup
          aria-labelledby="dialog-demo4-constraint"
          value={constraint}
          onChange={(value) => setConstraint(value as DragConstraint)}
        >
          {CONSTRAINTS.map((option) => (
            <RadioButton key={option} value={option}>
              {option}
            </RadioButton>
          ))}
        </RadioGroup>
      </div>
      <Switch checked={resizable} onCheckedChange={setResizable}>
        Resizable
      </Switch>
      <Button onClick={openNote}>Open draggable dialog</Button>
    </div>
  );
}
