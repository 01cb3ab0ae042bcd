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
  // Each tab is named by its id, so the selection stays on its tab as others come and go.
  const [selected, setSelected] = useState(INITIAL[0].id);
  const nextId = useRef(INITIAL.length + 1);

  const addTab = () => {
    const id = nextId.current++;
    setTabs((current) => [...current, { id, tabTitle: `Tab ${id}`, tabContent: `Content of tab ${id}` }]);
    setSelected(id);
  };

  // The tab goes by itself (and the selection moves to the first tab if it was selected); the app keeps
  // its own list in step, and keeps the last tab open.
  const closeTab = (id: number, event: TabsCloseEvent) => {
    if (tabs.length === 1) {
      event.preventDefault();
      return;
    }
    setTabs((current) => current.filter((tab) => tab.id !== id));
  };

  return (
    <div className="tabs-demo3">
      <Button variant="outlined" onClick={addTab}>
        Add tab
      </Button>
      <Tabs mode="closeable" value={selected} onValueChange={setSelected} onClose={closeTab} tabListLabel="Open tabs">
        {tabs.map((tab) => (
          <Tab key={tab.id} value={tab.id} label={tab.tabTitle}>
            {tab.tabContent}
          </Tab>
        ))}
      </Tabs>
    </div>
  );
}
