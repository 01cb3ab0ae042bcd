import { Paginator } from 'aquila-ui/paginator';
import './paginator-demo2.scss';

export default function PaginatorDemo2() {
  return (
    <div className="paginator-demo2">
      <Paginator aria-label="Orders pages" length={230} pageSize={20} pageSizeOptions={[10, 20, 50]} showExtremeButtons />
    </div>
  );
}
