import { Accordion, ExpansionPanel } from 'aquila-ui/expansion';
import './expansion-demo1.scss';

export default function ExpansionDemo1() {
  return (
    <Accordion className="expansion-demo1">
      <ExpansionPanel label="How long does shipping take?" defaultExpanded>
        <p>Orders placed before 2 pm leave the warehouse the same day and arrive in two to four working days.</p>
      </ExpansionPanel>
      <ExpansionPanel label="Can I return an item?">
        <p>Yes, within 30 days. Print the label from your order page and drop the parcel at any post office.</p>
      </ExpansionPanel>
      <ExpansionPanel label="Gift cards (coming soon)" disabled>
        <p>Gift cards are not available yet.</p>
      </ExpansionPanel>
    </Accordion>
  );
}
