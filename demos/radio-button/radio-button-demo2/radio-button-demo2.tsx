import { RadioButton, RadioGroup } from 'aquila-ui/radio-button';
import './radio-button-demo2.scss';

export default function RadioButtonDemo2() {
  return (
    <div className="radio-button-demo2">
      <RadioGroup aria-label="Sizes" defaultValue="large">
        <RadioButton value="small" size="small">
          Small
        </RadioButton>
        <RadioButton value="medium">Medium</RadioButton>
        <RadioButton value="large" size="large">
          Large
        </RadioButton>
        <RadioButton value="24" size={24}>
          24 px
        </RadioButton>
      </RadioGroup>
      <RadioGroup aria-label="Colours" defaultValue="#FF3300">
        {['#FF3300', 'indigo', 'rgb(82, 196, 26)', 'hsl(36, 100%, 40%)'].map((colour) => (
          <RadioButton key={colour} value={colour} color={colour}>
            {colour}
          </RadioButton>
        ))}
      </RadioGroup>
    </div>
  );
}
