import { Checkbox } from 'aquila-ui/checkbox';

export default function CheckboxConfigurator() {
  return <Checkbox onCheckedChange={(checked) => console.log('onCheckedChange', checked)}>Remember me</Checkbox>;
}
