import { useState } from 'react';
import { Checkbox } from 'aquila-ui/checkbox';
import { TASKS, toggleAll } from './tasks';
import './checkbox-demo4.scss';

// One value, the names of the done tasks, drives every box.
export default function CheckboxDemo4() {
  const [done, setDone] = useState<string[]>(['Review the design']);
  const allDone = done.length === TASKS.length;
  const someDone = done.length > 0 && !allDone;

  const toggleTask = (name: string, checked: boolean) =>
    setDone((current) => (checked ? [...current, name] : current.filter((other) => other !== name)));

  return (
    <fieldset className="checkbox-demo4">
      <legend>
        <Checkbox
          checked={allDone}
          indeterminate={someDone}
          onCheckedChange={(checked) => setDone((current) => toggleAll(current, checked))}
        >
          All tasks
        </Checkbox>
      </legend>
      <ul>
        {TASKS.map((task) => (
          <li key={task.name}>
            <Checkbox
              color={task.colour}
              checked={done.includes(task.name)}
              onCheckedChange={(checked) => toggleTask(task.name, checked)}
            >
              {task.name}
            </Checkbox>
          </li>
        ))}
      </ul>
      <output>Value: {JSON.stringify(done)}</output>
    </fieldset>
  );
}
