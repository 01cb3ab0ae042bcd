import { Tab, Tabs } from 'aquila-ui/tabs';
import './tabs-demo5.scss';

export default function TabsDemo5() {
  return (
    <div className="tabs-demo5">
      <Tabs tabListLabel="Order">
        <Tab label="Cart">Two items, ready to check out.</Tab>
        <Tab label="Shipping">Deliver to 4 Harbour Street, next-day.</Tab>
        <Tab label="Payment" disabled>
          Choose how to pay.
        </Tab>
        <Tab label="Review">Check everything before you place the order.</Tab>
      </Tabs>
      <p className="tabs-demo5__hint">Payment opens once shipping is confirmed.</p>
    </div>
  );
}
