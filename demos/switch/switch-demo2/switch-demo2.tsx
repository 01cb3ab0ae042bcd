import { Switch } from 'aquila-ui/switch';
import './switch-demo2.scss';

export default function SwitchDemo2() {
  return (
    <div className="switch-demo2">
      <Switch size="small" defaultChecked>
        Small
      </Switch>
      <Switch defaultChecked>Medium</Switch>
      <Switch size="large" defaultChecked>
        Large
      </Switch>
    </div>
  );
}
