import { useCallback, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { TabRecord } from './TabsContext.ts';

const NO_TABS: TabRecord[] = [];

const byDocumentOrder = (a: TabRecord, b: TabRecord) =>
  a.panel.compareDocumentPosition(b.panel) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

export interface TabRegistry {
  /** The tabs as last rendered, in document order. */
  items: TabRecord[];
  /**
   * Whether any tab has registered yet. Until then (on the server, and in the first render in the
   * browser) the group draws its tab list from what its children declare.
   */
  registered: boolean;
  /**
   * The same list as it stands now: the tabs mounted or removed in a commit tell the group in their
   * layout effects, which run before the group's own, so its effects read this to see them — an app
   * that adds a tab and selects it at once must not be clamped to the old count.
   */
  registry: RefObject<TabRecord[]>;
  /** The tabs closed by the person, which stay out until their Tab is removed or released. */
  closed: ReadonlySet<string>;
  upsert: (record: TabRecord) => void;
  remove: (id: string) => void;
  release: (id: string) => void;
  markClosed: (id: string) => void;
}

/** The tabs of a group: each Tab registers itself, and the list follows their order in the document. */
export function useTabRegistry(children: ReactNode): TabRegistry {
  const [published, setPublished] = useState<TabRecord[] | null>(null);
  const registry = useRef<TabRecord[]>([]);
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());

  const publish = useCallback((next: TabRecord[]) => {
    if (next === registry.current) return;
    registry.current = next;
    setPublished(next);
  }, []);
  const upsert = useCallback(
    (record: TabRecord) => {
      const current = registry.current;
      const at = current.findIndex((item) => item.id === record.id);
      if (at < 0) return publish([...current, record].sort(byDocumentOrder));
      const known = current[at];
      const same =
        Object.is(known.label, record.label) &&
        Object.is(known.icon, record.icon) &&
        known.direction === record.direction &&
        known.disabled === record.disabled &&
        known.panel === record.panel;
      if (same) return;
      publish(current.map((item, index) => (index === at ? record : item)));
    },
    [publish],
  );
  const remove = useCallback((id: string) => publish(registry.current.filter((item) => item.id !== id)), [publish]);
  const release = useCallback(
    (id: string) =>
      setClosed((current) => {
        if (!current.has(id)) return current;
        const next = new Set(current);
        next.delete(id);
        return next;
      }),
    [],
  );

  // The app can reorder its tabs without remounting them (new children); their panels' order in the
  // document is the truth.
  useLayoutEffect(() => {
    const sorted = [...registry.current].sort(byDocumentOrder);
    if (sorted.some((item, index) => item !== registry.current[index])) publish(sorted);
  }, [children, publish]);
  const markClosed = useCallback((id: string) => setClosed((current) => new Set(current).add(id)), []);

  return { items: published ?? NO_TABS, registered: published !== null, registry, closed, upsert, remove, release, markClosed };
}
