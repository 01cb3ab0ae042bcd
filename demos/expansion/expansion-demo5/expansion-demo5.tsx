import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Accordion, ExpansionPanel } from 'aquila-ui/expansion';
import './expansion-demo5.scss';

const STEPS = [
  { title: 'Unpack', text: 'Take the frame and the wheels out of the box; keep the small bag of screws.' },
  { title: 'Attach the wheels', text: 'Push each wheel onto its axle until it clicks.' },
  { title: 'Fold and unfold', text: 'Lift the handle to fold the stroller; press both buttons to unfold it.' },
];

export default function ExpansionDemo5() {
  const [open, setOpen] = useState([true, true, false]);
  const setStep = (index: number, expanded: boolean) =>
    setOpen((current) => current.map((value, at) => (at === index ? expanded : value)));

  return (
    <div className="expansion-demo5">
      <div className="expansion-demo5__actions">
        <Button variant="outlined" onClick={() => setOpen(STEPS.map(() => true))}>
          Expand all
        </Button>
        <Button variant="outlined" onClick={() => setOpen(STEPS.map(() => false))}>
          Collapse all
        </Button>
        <span role="status">
          {open.filter(Boolean).length} of {STEPS.length} open
        </span>
      </div>
      <Accordion multiple>
        {STEPS.map((step, index) => (
          <ExpansionPanel
            key={step.title}
            label={step.title}
            expanded={open[index]}
            onExpandedChange={(expanded) => setStep(index, expanded)}
          >
            {step.text}
          </ExpansionPanel>
        ))}
      </Accordion>
    </div>
  );
}
