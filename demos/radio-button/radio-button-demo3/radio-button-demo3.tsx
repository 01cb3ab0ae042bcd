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
      <RadioGroup aria-label="Payment" defaultValue="card" disabled>
        <RadioButton ngxValue="card">Card</RadioButton>
        <RadioButton ngxValue="invoice">Invoice</RadioButton>
      </RadioGroup>
    </div>
  );
}
