import { Checkbox } from 'aquila-ui/checkbox';
import './checkbox-demo2.scss';

export default function CheckboxDemo2() {
  return (
    <div className="checkbox-demo2">
      <Checkbox disabled>Unchecked</Checkbox>
      <Checkbox disabled defaultChecked>
        Checked
      </Checkbox>
      <Checkbox disabled indeterminate>
        Indeterminate
      </Checkbox>
      {/* Disabled wins over a custom colour: the box is grey too. */}
      <Checkbox disabled defaultChecked color="#FF3300">
        Checked, red when enabled
      </Checkbox>
    </div>
  );
}
