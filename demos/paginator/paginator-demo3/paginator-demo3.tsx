import { useState } from 'react';
import { Paginator, type PaginatorStatus } from 'aquila-ui/paginator';
import { CITIES } from './cities';
import './paginator-demo3.scss';

export default function PaginatorDemo3() {
  const [status, setStatus] = useState<PaginatorStatus>({ currentPageIndex: 0, pageSize: 4, length: CITIES.length });
  const start = status.currentPageIndex * status.pageSize;
  const shown = CITIES.slice(start, start + status.pageSize);

  return (
    <div className="paginator-demo3">
      <ol className="paginator-demo3__list" start={start + 1} aria-label="Largest cities">
        {shown.map((city) => (
          <li key={city.name}>
            <span>{city.name}</span>
            <span className="paginator-demo3__country">{city.country}</span>
          </li>
        ))}
      </ol>
      <Paginator aria-label="Largest cities pages" hidePageSize pageStatus={status} onPage={setStatus} />
    </div>
  );
}
