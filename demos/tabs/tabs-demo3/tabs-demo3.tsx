import { useRef, useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Tab, Tabs, type TabsCloseEvent } from 'aquila-ui/tabs';
import './tabs-demo3.scss';

interface TabItem {
  id: number;
  tabTitle: string;
  tabContent: string;
}

const INITIAL: TabItem[] = [1, 2, 3].map((id) => ({ id, tabTitle: `Tab ${id}`, tabContent: `Content of tab ${id}` }));

export default function TabsDemo3() {
  const [tabs, setTabs] = useState(INITIAL);
  const [selected, setSelected] = useState(0);
  const nextId = useRef(INITIAL.length + 1);

  const addTab = () => {
    const id = nextId.current++;
    setTabs((current) => [...current, { id, tabTitle: `Tab ${id}`, tabContent: `Content of tab ${id}` }]);
    setSelected(tabs.length); // the new tab, at the end
  };

  // The tab goes by itself; the app keeps its own list in step, and keeps the last tab open.
  const closeTab = (index: number, event: TabsCloseEvent) => {
    if (tabs.length === 1) {
      event.preventDefault();
      return;
    }
    setTabs((current) => current.filter((_, at) => at !== index));
  };

  return (
    <div className="tabs-demo3">
      <Button variant="outlined" onClick={addTab}>
        Add tab
      </Button>
      <Tabs
        ngxMode="closeable"
        ngxSelectedIndex={selected}
        onSelectedIndexChange={setSelected}
        onClose={closeTab}
        tabListLabel="Open tabs"
      >
        {tabs.map((tab) => (
          <Tab key={tab.id} label={tab.tabTitle}>
            {tab.tabContent}
          </Tab>
        ))}
      </Tabs>
    </div>
  );
}
