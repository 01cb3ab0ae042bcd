import { useState } from 'react';
import { Paginator, type PaginatorPageEvent } from 'aquila-ui/paginator';
import './paginator-demo1.scss';

const FIELDS = ['previousPageIndex', 'currentPageIndex', 'pageSize', 'length'] as const;

export default function PaginatorDemo1() {
  const [lastEvent, setLastEvent] = useState<PaginatorPageEvent | null>(null);

  return (
    <div className="paginator-demo1">
      <Paginator length={50} pageSize={10} pageSizeOptions={[5, 10, 25]} onPage={setLastEvent} />
      <section className="paginator-demo1__event" aria-labelledby="paginator-demo1-event">
        <h3 id="paginator-demo1-event">Last page event</h3>
        {lastEvent ? (
          <dl>
            {FIELDS.map((field) => (
              <div key={field}>
                <dt>{field}</dt>
                <dd>{lastEvent[field]}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>None yet: move to another page or change the page size.</p>
        )}
      </section>
    </div>
  );
}
