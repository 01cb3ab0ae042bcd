import { Checkbox } from 'aquila-ui/checkbox';
import './checkbox-demo3.scss';

// Any colour format works: a name, hex, rgb(a) or hsl(a).
const colours = ['#FF3300', 'indigo', 'rgb(82, 196, 26)', 'hsl(36, 100%, 40%)', 'rgba(24, 144, 255, 0.6)'];

export default function CheckboxDemo3() {
  return (
    <div className="checkbox-demo3">
      {colours.map((colour) => (
        <Checkbox key={colour} color={colour} defaultChecked>
          {colour}
        </Checkbox>
      ))}
    </div>
  );
}
