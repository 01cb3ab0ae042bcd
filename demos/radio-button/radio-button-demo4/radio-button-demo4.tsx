import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { RadioButton, RadioGroup, type RadioValue } from 'aquila-ui/radio-button';
import './radio-button-demo4.scss';

// onChange runs once for each choice a person makes (by click, label or arrow key), and not when the
// code sets value, as Reset does here.
export default function RadioButtonDemo4() {
  const [colour, setColour] = useState<RadioValue>('blue');
  const [calls, setCalls] = useState<string[]>([]);

  const choose = (value: RadioValue) => {
    setColour(value);
    setCalls((previous) => [`onChange(${JSON.stringify(value)})`, ...previous].slice(0, 4));
  };

  return (
    <div className="radio-button-demo4">
      <div className="radio-button-demo4__choice">
        <RadioGroup aria-label="Pick a colour" orientation="vertical" value={colour} onChange={choose}>
          <RadioButton value="blue">Blue</RadioButton>
          <RadioButton value="red" color="#FF3300">
            Red
          </RadioButton>
          <RadioButton value="green" color="#52C41A">
            Green
          </RadioButton>
        </RadioGroup>
        <Button variant="outlined" onClick={() => setColour('blue')}>
          Reset to blue
        </Button>
      </div>
      <pre aria-label="Calls">{calls.length > 0 ? calls.join('\n') : 'Choose a colour'}</pre>
    </div>
  );
}
