import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Tab, Tabs } from 'aquila-ui/tabs';
import './tabs-demo6.scss';

const STEPS = ['Details', 'Address', 'Confirm'];

export default function TabsDemo6() {
  const [index, setIndex] = useState(0);

  return (
    <div className="tabs-demo6">
      <Tabs ngxSelectedIndex={index} onSelectedIndexChange={setIndex} tabListLabel="Sign-up steps">
        {STEPS.map((step, at) => (
          <Tab key={step} label={step}>
            Step {at + 1} of {STEPS.length}: {step.toLowerCase()}.
          </Tab>
        ))}
      </Tabs>
      <div className="tabs-demo6__controls">
        <Button variant="outlined" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          Previous
        </Button>
        <Button disabled={index === STEPS.length - 1} onClick={() => setIndex(index + 1)}>
          Next
        </Button>
        <span role="status">Selected index: {index}</span>
      </div>
    </div>
  );
}
