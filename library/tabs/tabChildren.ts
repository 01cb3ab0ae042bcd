import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { TabIconDirection, TabsValue } from './constants.ts';
import { Tab, type TabProps } from './Tab.tsx';

/** A tab as its element declares it: what the group draws in the tab list and selects by. */
export interface TabItem {
  /** The element's key among the group's children: the tab's identity while it is rendered. */
  key: string;
  /** The Tab's own `value`, when it has one. */
  ownValue: TabsValue | undefined;
  /** What names it: its own value, or its index among the tabs shown. */
  value: TabsValue;
  /** The panel's id: the Tab's `id`, or one the group makes from its own id and the key. */
  panelId: string;
  label: ReactNode;
  icon: ReactNode;
  direction: TabIconDirection;
  disabled: boolean;
}

/** One child of the group, in order: a tab (rendered as its panel) or anything else, rendered as it is. */
export interface TabsChild {
  key: string;
  node: ReactNode;
  /** The tab's index in `tabs`, or -1 for a child that is no Tab. */
  tab: number;
}

export interface TabChildren {
  /** The tabs shown, in the order of the children. */
  tabs: TabItem[];
  /** The children the group renders: closed tabs left out. */
  children: TabsChild[];
  /** The keys of every Tab child, closed or not: a closed key missing here has left, and is forgotten. */
  keys: ReadonlySet<string>;
}

const isTab = (child: ReactNode): child is ReactElement<TabProps> => isValidElement(child) && child.type === Tab;

/** Ids are IDREFs (`aria-controls`): anything but letters, digits, `_` and `-` is spelled out. */
const idSafe = (text: string) => text.replace(/[^\w-]/g, (character) => `_${character.codePointAt(0)!.toString(36)}`);

/** The children with fragments opened, each keyed as React keys it, under its fragment's key. */
function flatten(children: ReactNode, prefix = ''): { key: string; node: ReactNode }[] {
  return Children.toArray(children).flatMap((node, index) => {
    const key = `${prefix}${isValidElement(node) ? node.key : `#${index}`}`;
    if (isValidElement<{ children?: ReactNode }>(node) && node.type === Fragment) return flatten(node.props.children, `${key}/`);
    return [{ key, node }];
  });
}

/**
 * The group's tabs, read from the props of its `Tab` children (directly, or inside fragments) — the same
 * on a server and in the browser, so a page rendered ahead of time shows its tab list and selected panel
 * and hydrates as it is. A Tab inside another component is not seen: it renders nothing, and says so.
 * The tabs in `closed` (by key) are left out, and the tabs after them count their index without them.
 */
export function readTabChildren(children: ReactNode, groupId: string, closed: ReadonlySet<string>): TabChildren {
  const tabs: TabItem[] = [];
  const rendered: TabsChild[] = [];
  const keys = new Set<string>();
  for (const { key, node } of flatten(children)) {
    if (!isTab(node)) {
      rendered.push({ key, node, tab: -1 });
      continue;
    }
    keys.add(key);
    if (closed.has(key)) continue;
    const { value, id, label, icon, direction = 'left', disabled = false } = node.props;
    const panelId = id ?? `${groupId}-${idSafe(key)}`;
    rendered.push({ key, node, tab: tabs.length });
    tabs.push({ key, ownValue: value, value: value ?? tabs.length, panelId, label, icon, direction, disabled });
  }
  return { tabs, children: rendered, keys };
}
