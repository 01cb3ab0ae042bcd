import { useState } from 'react';
import { RadioButton, RadioGroup, type RadioValue } from 'aquila-ui/radio-button';
import './radio-button-demo1.scss';

const PLANS = [
  { value: 'free', label: 'Free' },
  { value: 'team', label: 'Team' },
  { value: 'enterprise', label: 'Enterprise' },
];

export default function RadioButtonDemo1() {
  const [plan, setPlan] = useState<RadioValue>('team');

  return (
    <div className="radio-button-demo1">
      <span id="plan-label">Plan</span>
      <RadioGroup aria-labelledby="plan-label" value={plan} onChange={setPlan}>
        {PLANS.map(({ value, label }) => (
          <RadioButton key={value} value={value}>
            {label}
          </RadioButton>
        ))}
      </RadioGroup>
      <output>Chosen: {plan}</output>
    </div>
  );
}
