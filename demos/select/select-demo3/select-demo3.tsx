import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Option, Select, type SelectOptionPair } from 'aquila-ui/select';
import { STATES } from './states';
import './select-demo3.scss';

export default function SelectDemo3() {
  const [chosen, setChosen] = useState<SelectOptionPair[]>([
    { label: 'Jalisco', value: 'jalisco' },
    { label: 'Yucatán', value: 'yucatan' },
  ]);

  return (
    <div className="select-demo3">
      <div className="select-demo3__row">
        <Select label="States to visit" multiple placeholder="Choose states" value={chosen} onChange={setChosen}>
          {STATES.map((state) => (
            <Option key={state.value} value={state.value}>
              {state.label}
            </Option>
          ))}
        </Select>
        <Button variant="outlined" disabled={chosen.length === 0} onClick={() => setChosen([])}>
          Clear
        </Button>
      </div>
      <p>
        {chosen.length === 0
          ? 'No state chosen.'
          : `${chosen.length} chosen, in order: ${chosen.map((state) => state.label).join(', ')}.`}
      </p>
    </div>
  );
}
