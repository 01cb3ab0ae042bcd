import { Switch } from 'aquila-ui/switch';
import './switch-demo3.scss';

// In a settings list the labels line up on the left and the switches on the right.
export default function SwitchDemo3() {
  return (
    <ul className="switch-demo3">
      <li>
        <Switch labelPosition="before" defaultChecked>
          Email notifications
        </Switch>
      </li>
      <li>
        <Switch labelPosition="before">Weekly summary</Switch>
      </li>
      <li>
        <Switch labelPosition="after">Label after (the default)</Switch>
      </li>
    </ul>
  );
}
