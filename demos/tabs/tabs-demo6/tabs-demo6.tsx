import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Tab, Tabs } from 'aquila-ui/tabs';
import './tabs-demo6.scss';

const STEPS = ['Details', 'Address', 'Confirm'];

export default function TabsDemo6() {
  const [step, setStep] = useState(STEPS[0]);
  const at = STEPS.indexOf(step);

  return (
    <div className="tabs-demo6">
      <Tabs value={step} onValueChange={setStep} tabListLabel="Sign-up steps">
        {STEPS.map((name, index) => (
          <Tab key={name} value={name} label={name}>
            Step {index + 1} of {STEPS.length}: {name.toLowerCase()}.
          </Tab>
        ))}
      </Tabs>
      <div className="tabs-demo6__controls">
        <Button variant="outlined" disabled={at === 0} onClick={() => setStep(STEPS[at - 1])}>
          Previous
        </Button>
        <Button disabled={at === STEPS.length - 1} onClick={() => setStep(STEPS[at + 1])}>
          Next
        </Button>
        <span role="status">Selected: {step}</span>
      </div>
    </div>
  );
}
