import { Accordion, ExpansionPanel } from 'aquila-ui/expansion';

export default function ExpansionConfigurator() {
  return (
    <Accordion>
      <ExpansionPanel label="How long does shipping take?" defaultExpanded>
        <p>Orders placed before 2 pm leave the warehouse the same day and arrive in two to four working days.</p>
      </ExpansionPanel>
      <ExpansionPanel label="Can I return an item?">
        <p>Yes, within 30 days. Print the label from your order page and drop the parcel at any post office.</p>
      </ExpansionPanel>
      <ExpansionPanel label="Do you ship abroad?">
        <p>We ship to every country in the European Union; customs fees are included in the price.</p>
      </ExpansionPanel>
    </Accordion>
  );
}
