import { Switch } from 'aquila-ui/switch';

export default function SwitchConfigurator() {
  return <Switch onCheckedChange={(checked) => console.log('onCheckedChange', checked)}>Email notifications</Switch>;
}
