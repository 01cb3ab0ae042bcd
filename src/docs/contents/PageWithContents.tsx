import type { ReactNode } from 'react';
import { OnThisPage } from './OnThisPage';
import type { ContentsEntry } from './page-contents';
import './PageWithContents.scss';

/** A page's article with its "On this page" beside it on a wide screen (from 1280 px), for the guides and the component pages. */
export function PageWithContents({ entries, children }: { entries: ContentsEntry[]; children: ReactNode }) {
  return (
    <div className="page-with-contents">
      {children}
      <aside className="page-with-contents__contents">
        <OnThisPage entries={entries} />
      </aside>
    </div>
  );
}
