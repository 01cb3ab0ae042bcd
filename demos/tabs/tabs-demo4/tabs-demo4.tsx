import { useState } from 'react';
import { RadioButton, RadioGroup } from 'aquila-ui/radio-button';
import { Tab, Tabs, type TabsPlacement } from 'aquila-ui/tabs';
import './tabs-demo4.scss';

const PLACEMENTS: TabsPlacement[] = ['top', 'left', 'right'];

export default function TabsDemo4() {
  const [placement, setPlacement] = useState<TabsPlacement>('left');

  return (
    <div className="tabs-demo4">
      <RadioGroup aria-label="Tab placement" value={placement} onChange={(value) => setPlacement(value as TabsPlacement)}>
        {PLACEMENTS.map((value) => (
          <RadioButton key={value} value={value}>
            {value}
          </RadioButton>
        ))}
      </RadioGroup>
      <Tabs placement={placement} tabListLabel="Settings">
        <Tab label="General">Language, time zone and the start page.</Tab>
        <Tab label="Notifications">Which e-mails you get, and how often.</Tab>
        <Tab label="Privacy">Who can see your profile and your activity.</Tab>
        <Tab label="Advanced">Export your data, or delete your account.</Tab>
      </Tabs>
    </div>
  );
}
