import { useState } from 'react';
import { RadioButton, RadioGroup, type RadioClickEvent } from 'aquila-ui/radio-button';
import './radio-button-demo4.scss';

export default function RadioButtonDemo4() {
  const [lastClick, setLastClick] = useState<RadioClickEvent | null>(null);

  return (
    <div className="radio-button-demo4">
      <RadioGroup aria-label="Pick a colour" orientation="vertical">
        <RadioButton id="colour-blue" ngxValue="blue" onRadioClick={setLastClick}>
          Blue
        </RadioButton>
        <RadioButton id="colour-red" ngxValue="red" ngxColor="#FF3300" onRadioClick={setLastClick}>
          Red
        </RadioButton>
      </RadioGroup>
      <pre aria-label="Last click">{lastClick ? JSON.stringify(lastClick, null, 2) : 'Click a radio button'}</pre>
    </div>
  );
}
