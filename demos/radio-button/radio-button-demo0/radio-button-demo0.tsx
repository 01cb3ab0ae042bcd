import { RadioButton } from 'aquila-ui/radio-button';

export default function RadioButtonConfigurator() {
  return (
    <RadioButton ngxValue="card" name="payment" checked onRadioClick={(event) => console.log('onRadioClick', event)}>
      Pay by card
    </RadioButton>
  );
}
