import { Accordion, ExpansionPanel } from 'aquila-ui/expansion';
import './expansion-demo3.scss';

const ORDERS = [
  { number: 1042, status: 'Delivered', items: 'Trail shoes, two pairs of socks' },
  { number: 1057, status: 'On its way', items: 'Rain jacket' },
  { number: 1063, status: 'Being packed', items: 'Headlamp, water bottle' },
];

export default function ExpansionDemo3() {
  return (
    <Accordion className="expansion-demo3" variant="card">
      {ORDERS.map((order) => (
        <ExpansionPanel
          key={order.number}
          label={
            <span className="expansion-demo3__label">
              <span>Order #{order.number}</span> <span className="expansion-demo3__status">{order.status}</span>
            </span>
          }
        >
          {order.items}
        </ExpansionPanel>
      ))}
    </Accordion>
  );
}
