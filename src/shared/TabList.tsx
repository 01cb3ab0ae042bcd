import type { ReactNode } from 'react';
import { useTabListKeys } from './useTabListKeys';

export interface Tab<K extends string> {
  key: K;
  label: ReactNode;
  /** The tab's own id, which its panel names in aria-labelledby. */
  id: string;
  /** The id of the panel the tab shows. */
  controls: string;
}

interface TabListProps<K extends string> {
  tabs: Tab<K>[];
  active: K;
  onSelect: (key: K) => void;
  label: string;
  className: string;
  tabClassName: string;
}

/**
 * A tab list whose selection follows focus, with the APG tabs keyboard (arrows, Home and End move and
 * select): only the selected tab is in the tab order, so Tab leaves the list for its panel.
 */
export function TabList<K extends string>({ tabs, active, onSelect, label, className, tabClassName }: TabListProps<K>) {
  const { onKeyDown, tabRef } = useTabListKeys(
    tabs.map((tab) => tab.key),
    active,
    onSelect,
  );
  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          ref={tabRef(tab.key)}
          type="button"
          role="tab"
          id={tab.id}
          aria-selected={tab.key === active}
          aria-controls={tab.controls}
          tabIndex={tab.key === active ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
