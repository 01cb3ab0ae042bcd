import { useState } from 'react';
import { Option, Select, type SelectValue } from 'aquila-ui/select';
import { OPTIONS } from './options';
import './select-demo2.scss';

export default function SelectDemo2() {
  const [events, setEvents] = useState<SelectValue[]>([]);

  return (
    <div className="select-demo2">
      <Select label="Numbered option" defaultValue={3} onChange={(value) => setEvents((previous) => [value, ...previous].slice(0, 3))}>
        {OPTIONS.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.label}
          </Option>
        ))}
      </Select>
      <div className="select-demo2__log">
        <p>Latest onChange calls:</p>
        {events.length === 0 ? (
          <p className="select-demo2__empty">None yet: choose another option.</p>
        ) : (
          <ol>
            {events.map((value, index) => (
              <li key={index}>
                <code>{JSON.stringify(value)}</code>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
