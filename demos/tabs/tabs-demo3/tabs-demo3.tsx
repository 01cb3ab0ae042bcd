import { useRef, useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Tab, Tabs } from 'aquila-ui/tabs';
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

  // The group only asks: the app removes the tab, and the group then moves the selection if needed.
  const closeTab = (index: number) => setTabs((current) => current.filter((_, at) => at !== index));

  return (
    <div className="tabs-demo3">
      <Button buttonFillMode="outlined" onClick={addTab}>
        Add tab
      </Button>
      {tabs.length > 0 ? (
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
      ) : (
        <p className="tabs-demo3__empty">Every tab is closed. Add one to start again.</p>
      )}
    </div>
  );
}
