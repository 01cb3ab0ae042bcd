import { Checkbox } from 'aquila-ui/checkbox';

export default function CheckboxConfigurator() {
  return (
    <Checkbox onChange={(checked) => console.log('onChange', checked)} onChecked={(checked) => console.log('onChecked', checked)}>
      Remember me
    </Checkbox>
  );
}
