import { Button } from 'aquila-ui/button';
import { Accordion, ExpansionPanel } from 'aquila-ui/expansion';
import './expansion-demo2.scss';

export default function ExpansionDemo2() {
  return (
    <Accordion className="expansion-demo2" variant="bordered" color="#52C41A">
      <ExpansionPanel label="Account">
        <p>Your name, e-mail address and password.</p>
        <Button variant="outlined" size="small">
          Change password
        </Button>
      </ExpansionPanel>
      <ExpansionPanel label="Notifications" defaultExpanded>
        <p>Choose which e-mails you get: order updates, offers, and the monthly newsletter.</p>
      </ExpansionPanel>
      <ExpansionPanel label="Privacy">
        <p>Who can see your wish lists and your reviews.</p>
      </ExpansionPanel>
    </Accordion>
  );
}
