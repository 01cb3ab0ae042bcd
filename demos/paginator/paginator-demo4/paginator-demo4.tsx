import { Paginator } from 'aquila-ui/paginator';
import { AquilaProvider } from 'aquila-ui/provider';
import { es } from 'aquila-ui/locales/es';
import './paginator-demo4.scss';

export default function PaginatorDemo4() {
  return (
    <AquilaProvider locale="es" messages={es}>
      <div className="paginator-demo4">
        <Paginator length={75} pageSize={25} pageSizeOptions={[25, 50]} showExtremeButtons />
      </div>
    </AquilaProvider>
  );
}
