import { Paginator, type PaginatorLabels } from 'aquila-ui/paginator';
import './paginator-demo4.scss';

const SPANISH: PaginatorLabels = {
  itemsPerPage: 'Elementos por página:',
  nextPage: 'Página siguiente',
  previousPage: 'Página anterior',
  firstPage: 'Primera página',
  lastPage: 'Última página',
  of: 'de',
};

export default function PaginatorDemo4() {
  return (
    <div className="paginator-demo4" lang="es">
      <Paginator aria-label="Paginación" length={75} pageSize={25} pageSizeOptions={[25, 50]} showExtremeButtons labels={SPANISH} />
    </div>
  );
}
