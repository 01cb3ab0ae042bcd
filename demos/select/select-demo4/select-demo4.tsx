import { useState } from 'react';
import { Option, Select, type SelectValue } from 'aquila-ui/select';
import { STATES } from './states';
import './select-demo4.scss';

export default function SelectDemo4() {
  const [state, setState] = useState<SelectValue | null>('nuevo_leon');

  return (
    <div className="select-demo4">
      <Select label="State" autocomplete placeholder="Type to search" value={state} onChange={setState}>
        {STATES.map((item) => (
          <Option key={item.value} value={item.value}>
            {item.label}
          </Option>
        ))}
      </Select>
      <p className="select-demo4__value">
        Value: <code>{state ?? 'none'}</code>
      </p>
    </div>
  );
}
