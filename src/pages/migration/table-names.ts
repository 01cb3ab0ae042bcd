import { COMPONENTS } from '../../data/components';

/** A component page's title, which names its table. */
export const componentTitle = (page: string) => COMPONENTS.find((entry) => entry.path === page)?.title ?? page;

/** The id of a component's table, which the list at the top and links from elsewhere name. */
export const tableId = (page: string) => `migrating-${page}`;

/** The columns of a component's table; on a narrow screen each cell is labelled with its column's name. */
export const COLUMNS = { ngxEagle: 'ngx-eagle', oneOh: 'Aquila UI 1.0', zeroX: '0.x' } as const;

/** The labels of a row of names on a narrow screen, beside the names, where the longest must still fit. */
export const NAME_LABELS = { ngxEagle: 'ngx-eagle', oneOh: '1.0', zeroX: '0.x' } as const;
