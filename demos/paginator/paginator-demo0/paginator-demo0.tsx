import { Paginator } from 'aquila-ui/paginator';

export default function PaginatorConfigurator() {
  return <Paginator length={120} pageSize={10} pageSizeOptions={[10, 25, 50]} onPage={(event) => console.log('onPage', event)} />;
}
