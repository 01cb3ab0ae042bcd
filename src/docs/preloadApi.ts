import { loadable } from '../shared/loadable';
import type { DocPage } from '../demo-model/doc-page';
import { apiDocsSource, loadApiDocs } from './useApiDocs';

export const apiSectionModule = loadable(() => import('./ApiSection'));
/** The section's module as the build's manifest names it. */
const API_SECTION_SOURCE = 'src/docs/ApiSection.tsx';

/**
 * The API section's code and its tables, loaded with the page: it renders whole at once, in the browser
 * and in a page rendered ahead of time. A failure is left to the section, which reports it in place.
 */
export function preloadApi(page: DocPage): Promise<unknown> {
  return Promise.all([apiSectionModule.preload(), loadApiDocs(page.api)]).catch(() => undefined);
}

/** The modules `preloadApi` loads, as the build's manifest names them: a prerendered page links their chunks. */
export const apiSources = (page: DocPage): string[] => [API_SECTION_SOURCE, ...page.api.map(apiDocsSource)];
