import { RadioButton, RadioGroup } from 'aquila-ui/radio-button';
import './radio-button-demo3.scss';

export default function RadioButtonDemo3() {
  return (
    <div className="radio-button-demo3">
      <RadioGroup aria-label="Delivery" defaultValue="standard">
        <RadioButton value="standard">Standard</RadioButton>
        <RadioButton value="express" disabled>
          Express (sold out)
        </RadioButton>
      </RadioGroup>
      {/* Disabled wins over color: these are grey, not green. */}
      <RadioGroup aria-label="Payment" defaultValue="card" disabled>
        <RadioButton value="card" color="#52C41A">
          Card
        </RadioButton>
        <RadioButton value="invoice" color="#52C41A">
          Invoice
        </RadioButton>
      </RadioGroup>
    </div>
  );
}
