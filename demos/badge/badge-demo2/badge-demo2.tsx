import { useState } from 'react';
import { Avatar } from 'aquila-ui/avatar';
import { Badge } from 'aquila-ui/badge';
import { Button } from 'aquila-ui/button';
import { Switch } from 'aquila-ui/switch';
import './badge-demo2.scss';

export default function BadgeDemo2() {
  const [visible, setVisible] = useState(true);
  const [count, setCount] = useState(3);

  return (
    <div className="badge-demo2">
      <Badge content={count} invisible={!visible}>
        <Avatar name="Ana López" size="large" />
      </Badge>
      <Switch checked={visible} onCheckedChange={setVisible}>
        Show badge
      </Switch>
      <Button variant="outlined" size="small" onClick={() => setCount((value) => value + 1)}>
        Add a message
      </Button>
    </div>
  );
}
