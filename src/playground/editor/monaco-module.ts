import { loadable } from '../../shared/loadable';

/** Monaco and its React wrapper: several megabytes, fetched only once a person opens edit mode. */
export const monacoModule = loadable(() => import('./MonacoEditor'));
