import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Tab, type TabProps } from './Tab.tsx';
import { TabSlotContext, type TabRecord } from './TabsContext.ts';

/** A tab as its element declares it: what the tab list needs before the Tab has mounted. */
export type DeclaredTab = Omit<TabRecord, 'panel'>;

const isTab = (child: ReactNode): child is ReactElement<TabProps> => isValidElement(child) && child.type === Tab;

/** Ids are IDREFs (`aria-controls`): anything but letters, digits, `_` and `-` is spelled out. */
const idSafe = (text: string) => text.replace(/[^\w-]/g, (character) => `_${character.codePointAt(0)!.toString(36)}`);

/**
 * The group's `Tab` children as they declare themselves, each with the panel id the group gives it,
 * and the children with those ids handed down. A page rendered on the server (and its first render in
 * the browser, which must match it) shows the tab list and the selected panel from these, before any
 * Tab has mounted to register. A Tab inside another component is not seen here; it appears once it
 * has mounted, as every tab does after the first render. `slots` is false after that first render:
 * the children are still wrapped the same way (so nothing remounts) but given no id.
 */
export function declaredTabs(children: ReactNode, groupId: string, slots: boolean): { tabs: DeclaredTab[]; children: ReactNode } {
  const tabs: DeclaredTab[] = [];
  const wrapped = Children.map(children, (child, index) => {
    if (!isTab(child)) return child;
    const { id, label, icon, direction = 'left', disabled = false } = child.props;
    const panelId = id ?? `${groupId}-${idSafe(child.key ?? String(index))}`;
    tabs.push({ id: panelId, label, icon, direction, disabled });
    return <TabSlotContext value={slots ? panelId : null}>{child}</TabSlotContext>;
  });
  return { tabs, children: wrapped };
}
