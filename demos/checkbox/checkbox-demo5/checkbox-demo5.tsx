import { useState } from 'react';
import { Checkbox } from 'aquila-ui/checkbox';
import './checkbox-demo5.scss';

interface Item {
  name: string;
  completed: boolean;
  colour: string;
}

const INITIAL: Item[] = [
  { name: 'Milk', completed: false, colour: '#1890FF' },
  { name: 'Bread', completed: true, colour: '#FF3300' },
  { name: 'Apples', completed: false, colour: 'indigo' },
];

// Each item keeps its own `completed` flag, set through checked and onCheckedChange; the parent box is
// worked out from them on every render.
export default function CheckboxDemo5() {
  const [items, setItems] = useState(INITIAL);
  const completed = items.filter((item) => item.completed).length;
  const allComplete = completed === items.length;

  const setAll = (checked: boolean) => setItems((current) => current.map((item) => ({ ...item, completed: checked })));
  const setOne = (name: string, checked: boolean) =>
    setItems((current) => current.map((item) => (item.name === name ? { ...item, completed: checked } : item)));

  return (
    <fieldset className="checkbox-demo5">
      <legend>
        <Checkbox checked={allComplete} indeterminate={completed > 0 && !allComplete} onCheckedChange={setAll}>
          Shopping list
        </Checkbox>
      </legend>
      <ul>
        {items.map((item) => (
          <li key={item.name}>
            <Checkbox color={item.colour} checked={item.completed} onCheckedChange={(checked) => setOne(item.name, checked)}>
              {item.name}
            </Checkbox>
          </li>
        ))}
      </ul>
      <p>
        {completed} of {items.length} in the basket
      </p>
    </fieldset>
  );
}
