import { Button } from 'aquila-ui/button';
import { Accordion, ExpansionPanel } from 'aquila-ui/expansion';
import './expansion-demo2.scss';

export default function ExpansionDemo2() {
  return (
    <Accordion className="expansion-demo2" ngxType="bordered" ngxColor="#52C41A">
      <ExpansionPanel ngxLabel="Account">
        <p>Your name, e-mail address and password.</p>
        <Button variant="outlined" size="small">
          Change password
        </Button>
      </ExpansionPanel>
      <ExpansionPanel ngxLabel="Notifications" defaultExpanded>
        <p>Choose which e-mails you get: order updates, offers, and the monthly newsletter.</p>
      </ExpansionPanel>
      <ExpansionPanel ngxLabel="Privacy">
        <p>Who can see your wish lists and your reviews.</p>
      </ExpansionPanel>
    </Accordion>
  );
}
