import type { ValueEntry, ValueNode } from '../runtime/console-types';
import { isCollection, isExpandable } from './value-preview';

/** One row of a value's tree: a value (under its key), the "… n more" of a collection, or an error's stack. */
export type TreeItem = { id: string; level: number } & (
  | { kind: 'value'; node: ValueNode; entry?: ValueEntry; parent?: ValueNode; expandable: boolean }
  | { kind: 'more'; count: number; expandable: false }
  | { kind: 'stack'; text: string; expandable: false }
);

/** The tree's root: the logged value itself. Ids are paths (`0`, `0.2`, `0.2.more`), so an item's ancestors are its prefixes. */
export const rootItem = (node: ValueNode): TreeItem => ({ id: '0', level: 1, kind: 'value', node, expandable: isExpandable(node) });

export function parentId(id: string): string | null {
  const dot = id.lastIndexOf('.');
  return dot < 0 ? null : id.slice(0, dot);
}

/** An item's children, made when it is expanded: the tree never holds more rows than it shows. */
export function childrenOf(item: TreeItem): TreeItem[] {
  if (item.kind !== 'value' || !item.expandable) return [];
  const { node, id, level } = item;
  if (node.kind === 'error')
    return node.stack ? [{ id: `${id}.stack`, level: level + 1, kind: 'stack', text: node.stack, expandable: false }] : [];
  if (!isCollection(node)) return [];
  const children: TreeItem[] = node.entries.map((entry, index) => ({
    id: `${id}.${index}`,
    level: level + 1,
    kind: 'value',
    node: entry.value,
    entry,
    parent: node,
    expandable: isExpandable(entry.value),
  }));
  if (node.more > 0) children.push({ id: `${id}.more`, level: level + 1, kind: 'more', count: node.more, expandable: false });
  return children;
}

/** The rows on screen, in order: what the arrow keys move through. */
export function visibleItems(root: TreeItem, expanded: ReadonlySet<string>): TreeItem[] {
  const items: TreeItem[] = [];
  const visit = (item: TreeItem) => {
    items.push(item);
    if (expanded.has(item.id)) childrenOf(item).forEach(visit);
  };
  visit(root);
  return items;
}
