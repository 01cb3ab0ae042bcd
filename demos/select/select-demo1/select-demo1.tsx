import { useState } from 'react';
import { Option, Select, type SelectValue } from 'aquila-ui/select';
import { STATES } from './states';
import './select-demo1.scss';

export default function SelectDemo1() {
  const [state, setState] = useState<SelectValue | null>(null);

  return (
    <div className="select-demo1">
      <Select label="State" placeholder="Choose a state" value={state} onChange={setState}>
        {STATES.map((item) => (
          <Option key={item.value} value={item.value}>
            {item.label}
          </Option>
        ))}
      </Select>
      <p className="select-demo1__value">
        Value: <code>{state ?? 'none'}</code>
      </p>
    </div>
  );
}
