import { useMemo, useState, type ReactNode } from 'react';
import { useControllableState } from '../core/index.ts';
import type { TabsValue } from './constants.ts';
import { shownIndex, valueAfterClose } from './selection.ts';
import { readTabChildren, type TabChildren } from './tabChildren.ts';

const NONE_CLOSED: ReadonlySet<string> = new Set();

interface TabsStateOptions<V extends TabsValue> {
  children: ReactNode;
  groupId: string;
  value: V | undefined;
  defaultValue: V | undefined;
  onValueChange: ((value: V) => void) | undefined;
}

export interface TabsState extends TabChildren {
  /** The index of the tab shown, or -1 while none can be. */
  shown: number;
  /** Selects the tab at this index, reporting its value when it changes: a person chose it. */
  select: (index: number) => void;
  /** Closes the tab at this index (its key stays closed while the child is rendered) and moves the selection as a person's close does. */
  close: (index: number) => void;
}

/**
 * The group's state machine: the selected value (controlled or not) and the tabs the person closed.
 * Everything else is derived as the group renders — which tab a value shows, where a value the tabs
 * cannot show lands — so nothing is reported but what a person's click, key or close changed.
 */
export function useTabsState<V extends TabsValue>({
  children,
  groupId,
  value,
  defaultValue,
  onValueChange,
}: TabsStateOptions<V>): TabsState {
  const [selected, setSelected] = useControllableState<V | undefined>({
    value,
    defaultValue,
    // Only ever called with a tab's value.
    onChange: onValueChange as ((next: V | undefined) => void) | undefined,
    name: 'Tabs',
    prop: 'value',
  });
  const [closed, setClosed] = useState(NONE_CLOSED);
  const read = useMemo(() => readTabChildren(children, groupId, closed), [children, groupId, closed]);
  // A closed tab whose child has left is forgotten, so a tab rendered again later under its key shows.
  if ([...closed].some((key) => !read.keys.has(key))) setClosed(new Set([...closed].filter((key) => read.keys.has(key))));

  const { tabs } = read;
  const shown = shownIndex(tabs, selected);
  const select = (index: number) => setSelected(tabs[index].value as V);
  const close = (index: number) => {
    setClosed((current) => new Set(current).add(tabs[index].key));
    const next = valueAfterClose(tabs, index, shown);
    if (next !== undefined) setSelected(next as V);
  };
  return { ...read, shown, select, close };
}
