import { loadable } from '../app/loadable';
import type { DocPage } from './types';
import { loadApiDocs } from './useApiDocs';

export const apiSectionModule = loadable(() => import('./ApiSection'));

/**
 * The API section's code and its tables, loaded with the page: it renders whole at once, in the browser
 * and in a page rendered ahead of time. A failure is left to the section, which reports it in place.
 */
export function preloadApi(page: DocPage): Promise<unknown> {
  return Promise.all([apiSectionModule.preload(), loadApiDocs(page.api)]).catch(() => undefined);
}
