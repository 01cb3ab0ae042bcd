import { Switch } from 'aquila-ui/switch';
import './switch-demo2.scss';

export default function SwitchDemo2() {
  return (
    <div className="switch-demo2">
      <Switch ngxSize="small" defaultChecked>
        Small
      </Switch>
      <Switch defaultChecked>Default</Switch>
      <Switch ngxSize="large" defaultChecked>
        Large
      </Switch>
    </div>
  );
}
