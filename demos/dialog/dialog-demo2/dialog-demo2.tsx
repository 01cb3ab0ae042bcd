import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { useDialog } from 'aquila-ui/dialog';
import { StatePicker } from './state-picker';
import { STATES } from './states';
import './dialog-demo2.scss';

export default function DialogDemo2() {
  const { open } = useDialog();
  const [selected, setSelected] = useState<string | null>(null);
  const label = STATES.find((state) => state.value === selected)?.label;

  const pickState = () => {
    const ref = open(StatePicker, { id: 'state-picker', heading: 'Pick a state', data: { states: STATES, selected } });
    ref.afterClosed().then((value) => {
      if (value) setSelected(value);
    });
  };

  return (
    <div className="dialog-demo2">
      <Button onClick={pickState}>Pick a state</Button>
      <p className="dialog-demo2__result" role="status">
        {label ? `Selected state: ${label}` : 'No state selected yet.'}
      </p>
    </div>
  );
}
