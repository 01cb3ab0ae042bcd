import { Switch } from 'aquila-ui/switch';

export default function SwitchConfigurator() {
  return <Switch onChange={(checked) => console.log('onChange', checked)}>Email notifications</Switch>;
}
