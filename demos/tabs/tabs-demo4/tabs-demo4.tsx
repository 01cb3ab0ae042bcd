import { useState } from 'react';
import { RadioButton, RadioGroup } from 'aquila-ui/radio-button';
import { Tab, Tabs, type TabsPosition } from 'aquila-ui/tabs';
import './tabs-demo4.scss';

const POSITIONS: TabsPosition[] = ['top', 'left', 'right'];

export default function TabsDemo4() {
  const [position, setPosition] = useState<TabsPosition>('left');

  return (
    <div className="tabs-demo4">
      <RadioGroup aria-label="Tab position" value={position} onChange={(value) => setPosition(value as TabsPosition)}>
        {POSITIONS.map((value) => (
          <RadioButton key={value} ngxValue={value}>
            {value}
          </RadioButton>
        ))}
      </RadioGroup>
      <Tabs ngxTabPosition={position} tabListLabel="Settings">
        <Tab label="General">Language, time zone and the start page.</Tab>
        <Tab label="Notifications">Which e-mails you get, and how often.</Tab>
        <Tab label="Privacy">Who can see your profile and your activity.</Tab>
        <Tab label="Advanced">Export your data, or delete your account.</Tab>
      </Tabs>
    </div>
  );
}
