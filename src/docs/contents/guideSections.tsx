import type { ReactNode } from 'react';
import type { ContentsEntry } from './page-contents';

/**
 * A guide page's sections from one table of ids and headings: the "On this page" entries, and the
 * section element that heads each one with its id, so the two cannot disagree.
 */
export function guideSections<Id extends string>(headings: Readonly<Record<Id, string>>) {
  const contents: ContentsEntry[] = Object.entries<string>(headings).map(([id, label]) => ({ id, label, depth: 0 }));

  function GuideSection({ id, children }: { id: Id; children: ReactNode }) {
    return (
      <section aria-labelledby={id}>
        <h2 id={id}>{headings[id]}</h2>
        {children}
      </section>
    );
  }

  return { contents, GuideSection };
}
