import { useId } from 'react';
import { Button } from 'aquila-ui/button';
import { Checkbox } from 'aquila-ui/checkbox';
import { Input } from 'aquila-ui/input';
import { Paginator } from 'aquila-ui/paginator';
import { Progress } from 'aquila-ui/progress';
import { RadioButton, RadioGroup } from 'aquila-ui/radio-button';
import { Option, Select } from 'aquila-ui/select';
import { Switch } from 'aquila-ui/switch';
import { Tab, Tabs } from 'aquila-ui/tabs';
import { Tag } from 'aquila-ui/tags';
import './ThemeSample.scss';

// The theme page's gallery: real components, read by nothing but the theme they sit in. The page renders
// this very file inside its AquilaProvider and hands it, unchanged, to the playground, so it imports only
// `react`, `aquila-ui/<name>` and its own stylesheet.
export default function ThemeSample() {
  const billing = useId();
  return (
    <div className="theme-sample">
      <div className="theme-sample__row">
        <Button>Save changes</Button>
        <Button variant="outlined">Preview</Button>
        <Button variant="elevated">Share</Button>
        <Button variant="text">Cancel</Button>
        <Button disabled>Disabled</Button>
      </div>
      <div className="theme-sample__fields">
        <Input label="Project name" defaultValue="Northwind" />
        <Select label="Plan" placeholder="Choose a plan" defaultValue="team">
          <Option value="free">Free</Option>
          <Option value="team">Team</Option>
          <Option value="enterprise">Enterprise</Option>
        </Select>
      </div>
      <div className="theme-sample__row">
        <Checkbox defaultChecked>Email me updates</Checkbox>
        <Switch defaultChecked>Notifications</Switch>
      </div>
      <div className="theme-sample__row">
        <span id={billing}>Billing</span>
        <RadioGroup aria-labelledby={billing} defaultValue="yearly">
          <RadioButton value="monthly">Monthly</RadioButton>
          <RadioButton value="yearly">Yearly</RadioButton>
        </RadioGroup>
      </div>
      <Tabs tabListLabel="Project">
        <Tab label="Overview">
          <p>Three releases this quarter; the next one ships on Friday.</p>
        </Tab>
        <Tab label="Activity">
          <p>Ada merged two pull requests and opened one issue.</p>
        </Tab>
        <Tab label="Settings">
          <p>Only owners can change who has access.</p>
        </Tab>
      </Tabs>
      <div className="theme-sample__row">
        <Tag>Design</Tag>
        <Tag>Frontend</Tag>
        <Tag color="#52c41a">Released</Tag>
      </div>
      <Progress value={60} aria-label="Upload" />
      <Paginator length={120} pageSize={10} />
    </div>
  );
}
