import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import './button-demo1.scss';

export default function ButtonDemo1() {
  const [clicks, setClicks] = useState(0);

  return (
    <div className="button-demo1">
      <div className="button-demo1__row">
        <Button onClick={() => setClicks((count) => count + 1)}>Primary</Button>
        <Button disabled>Disabled</Button>
      </div>
      <p className="button-demo1__status" aria-live="polite">
        Clicked {clicks} {clicks === 1 ? 'time' : 'times'}
      </p>
    </div>
  );
}
