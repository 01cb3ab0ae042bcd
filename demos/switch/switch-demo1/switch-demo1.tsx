import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Switch } from 'aquila-ui/switch';
import './switch-demo1.scss';

export default function SwitchDemo1() {
  const [wifi, setWifi] = useState(true);
  const [disabled, setDisabled] = useState(false);

  return (
    <div className="switch-demo1">
      <Switch checked={wifi} onCheckedChange={setWifi} disabled={disabled}>
        Wi-Fi
      </Switch>
      <span className="switch-demo1__status" aria-live="polite">
        {wifi ? 'Connected to Home' : 'Not connected'}
      </span>
      <Button variant="outlined" onClick={() => setDisabled((value) => !value)}>
        {disabled ? 'Enable' : 'Disable'}
      </Button>
    </div>
  );
}
