import type { AquilaMessages } from '../core/index.ts';

/** The paginator's texts in English: what it says outside any AquilaProvider, and what a catalogue's entry for it translates. */
export const paginatorEnglish: AquilaMessages['paginator'] = {
  pagination: 'Pagination',
  itemsPerPage: 'Items per page:',
  nextPage: 'Next page',
  previousPage: 'Previous page',
  firstPage: 'First page',
  lastPage: 'Last page',
  of: 'of',
};
