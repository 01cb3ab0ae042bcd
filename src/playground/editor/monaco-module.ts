import { loadable } from '../../app/loadable';

/** Monaco and its React wrapper: several megabytes, fetched only once a person opens edit mode. */
export const monacoModule = loadable(() => import('./MonacoEditor'));
