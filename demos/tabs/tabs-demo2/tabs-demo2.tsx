import { useState } from 'react';
import { RadioButton, RadioGroup } from 'aquila-ui/radio-button';
import { Tab, Tabs, type TabsAlign } from 'aquila-ui/tabs';
import './tabs-demo2.scss';

const ALIGNMENTS: TabsAlign[] = ['start', 'center', 'end'];

export default function TabsDemo2() {
  const [align, setAlign] = useState<TabsAlign>('center');

  return (
    <div className="tabs-demo2">
      <RadioGroup aria-label="Alignment" value={align} onChange={(value) => setAlign(value as TabsAlign)}>
        {ALIGNMENTS.map((value) => (
          <RadioButton key={value} value={value}>
            {value}
          </RadioButton>
        ))}
      </RadioGroup>
      <Tabs align={align} tabListLabel="Account">
        <Tab label="Profile">Your name, photo and the e-mail address people see.</Tab>
        <Tab label="Security">Password, two-step sign-in and the devices you are signed in on.</Tab>
        <Tab label="Billing">Your plan, payment method and invoices.</Tab>
      </Tabs>
    </div>
  );
}
