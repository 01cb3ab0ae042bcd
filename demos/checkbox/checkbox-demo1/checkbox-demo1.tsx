import { useState } from 'react';
import { Checkbox } from 'aquila-ui/checkbox';
import './checkbox-demo1.scss';

export default function CheckboxDemo1() {
  const [remember, setRemember] = useState(false);

  return (
    <div className="checkbox-demo1">
      <Checkbox checked={remember} onCheckedChange={setRemember}>
        Remember me
      </Checkbox>
      <p aria-live="polite">{remember ? 'You will stay signed in.' : 'You will be signed out when you close the browser.'}</p>

      <fieldset className="checkbox-demo1__sizes">
        <legend>Sizes</legend>
        <Checkbox size="small" defaultChecked>
          Small
        </Checkbox>
        <Checkbox defaultChecked>Medium</Checkbox>
        <Checkbox size="large" defaultChecked>
          Large
        </Checkbox>
        <Checkbox size={24} defaultChecked>
          24 px
        </Checkbox>
      </fieldset>
    </div>
  );
}
