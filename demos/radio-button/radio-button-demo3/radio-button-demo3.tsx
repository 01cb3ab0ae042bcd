import { RadioButton, RadioGroup } from 'aquila-ui/radio-button';
import './radio-button-demo3.scss';

export default function RadioButtonDemo3() {
  return (
    <div className="radio-button-demo3">
      <RadioGroup aria-label="Delivery" defaultValue="standard">
        <RadioButton ngxValue="standard">Standard</RadioButton>
        <RadioButton ngxValue="express" disabled>
          Express (sold out)
        </RadioButton>
      </RadioGroup>
      {/* Disabled wins over ngxColor: these are grey, not green. */}
      <RadioGroup aria-label="Payment" defaultValue="card" disabled>
        <RadioButton ngxValue="card" ngxColor="#52C41A">
          Card
        </RadioButton>
        <RadioButton ngxValue="invoice" ngxColor="#52C41A">
          Invoice
        </RadioButton>
      </RadioGroup>
    </div>
  );
}
