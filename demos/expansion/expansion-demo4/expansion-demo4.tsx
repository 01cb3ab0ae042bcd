import { useState } from 'react';
import { Accordion, ExpansionPanel, type ExpandIconPosition } from 'aquila-ui/expansion';
import { RadioButton, RadioGroup } from 'aquila-ui/radio-button';
import './expansion-demo4.scss';

const POSITIONS: ExpandIconPosition[] = ['left', 'right'];

export default function ExpansionDemo4() {
  const [position, setPosition] = useState<ExpandIconPosition>('right');

  return (
    <div className="expansion-demo4">
      <RadioGroup aria-label="Expand icon position" value={position} onChange={(value) => setPosition(value as ExpandIconPosition)}>
        {POSITIONS.map((value) => (
          <RadioButton key={value} value={value}>
            {value}
          </RadioButton>
        ))}
      </RadioGroup>
      <Accordion expandIconPosition={position}>
        <ExpansionPanel label="Morning session">Keynote, then two talks on design systems.</ExpansionPanel>
        <ExpansionPanel label="Afternoon session">Workshops on accessibility testing and on theming.</ExpansionPanel>
        <ExpansionPanel label="Evening">Dinner by the river, from 7 pm.</ExpansionPanel>
      </Accordion>
    </div>
  );
}
