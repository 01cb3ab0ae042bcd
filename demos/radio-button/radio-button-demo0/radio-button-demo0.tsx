import { RadioButton } from 'aquila-ui/radio-button';

export default function RadioButtonConfigurator() {
  return (
    <RadioButton value="card" name="payment" checked>
      Pay by card
    </RadioButton>
  );
}
