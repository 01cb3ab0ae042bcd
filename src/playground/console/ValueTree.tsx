import { memo, useId, useMemo } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { ValueNode } from '../runtime/console-types';
import { childrenOf, rootItem, type TreeItem } from './tree-items';
import { useTreeNavigation } from './useTreeNavigation';
import { isCollection, isExpandable, keyText, previewValue } from './value-preview';
import { ValueText } from './ValueText';
import './ValueTree.scss';

type Navigation = ReturnType<typeof useTreeNavigation>;

/** What precedes a value under its collection: `key: `, `key => ` for a map, nothing for a set. */
function KeyPart({ item }: { item: Extract<TreeItem, { kind: 'value' }> }) {
  const { entry, parent } = item;
  if (!entry || !parent || entry.key === undefined || parent.kind === 'set') return null;
  const separator = parent.kind === 'map' ? ' => ' : ': ';
  return (
    <>
      <span className="console-value__key">{keyText(entry.key)}</span>
      {separator}
    </>
  );
}

function ItemLabel({ item }: { item: TreeItem }) {
  if (item.kind === 'more') return <span className="console-value__more">… {item.count.toLocaleString('en-US')} more</span>;
  if (item.kind === 'stack') return <pre className="console-value__stack">{item.text}</pre>;
  const { node } = item;
  return (
    <>
      <KeyPart item={item} />
      {item.expandable && isCollection(node) ? (
        <span className="console-value__preview">{previewValue(node)}</span>
      ) : (
        <ValueText node={node} />
      )}
    </>
  );
}

function TreeRow({ item, nav, idPrefix }: { item: TreeItem; nav: Navigation; idPrefix: string }) {
  const open = nav.expanded.has(item.id);
  const labelId = `${idPrefix}-${item.id}`;
  return (
    <li
      ref={nav.register(item.id)}
      role="treeitem"
      className="console-tree__item"
      data-tree-id={item.id}
      aria-level={item.level}
      aria-expanded={item.expandable ? open : undefined}
      aria-labelledby={labelId}
      tabIndex={item.id === nav.active ? 0 : -1}
      onClick={(event) => {
        // Only a click on this item's own row: one on a member inside it is the member's.
        const target = event.target as Element;
        if (item.expandable && target.closest('[role="treeitem"]') === event.currentTarget) nav.toggle(item.id);
      }}
    >
      <div className="console-tree__row" data-expandable={item.expandable ? '' : undefined}>
        <span className="console-tree__twisty" aria-hidden>
          {item.expandable && (open ? <ChevronDown size={12} /> : <ChevronRight size={12} />)}
        </span>
        <span id={labelId} className="console-tree__label">
          <ItemLabel item={item} />
        </span>
      </div>
      {open && (
        <ul role="group" className="console-tree__group">
          {childrenOf(item).map((child) => (
            <TreeRow key={child.id} item={child} nav={nav} idPrefix={idPrefix} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * A logged object, array, map, set or error as a tree the person opens level by level, with the mouse
 * or the keyboard. Only what the frame described is shown: the value itself never reaches the page.
 */
export const ValueTree = memo(function ValueTree({ value }: { value: ValueNode }) {
  const root = useMemo(() => rootItem(value), [value]);
  const nav = useTreeNavigation(root);
  const idPrefix = useId();
  const name = value.kind === 'error' ? value.text : isCollection(value) ? value.label : value.kind;
  return (
    <ul role="tree" aria-label={name} className="console-tree" {...nav.treeProps}>
      <TreeRow item={root} nav={nav} idPrefix={idPrefix} />
    </ul>
  );
});

/** A value as a message shows it: a tree when it opens, a coloured line when it does not. */
export function LoggedValue({ node, topLevel = false }: { node: ValueNode; topLevel?: boolean }) {
  return isExpandable(node) ? <ValueTree value={node} /> : <ValueText node={node} topLevel={topLevel} />;
}
