import { loadable } from '../app/loadable';
import { loadApiDocs } from '../docs/useApiDocs';
import type { DocPage } from '../docs/types';
import { useEditorStore } from '../stores/editor';
import { configuratorDemoId } from './demo-id';

export const configuratorModule = loadable(() => import('./Configurator'));

/**
 * What a page's configurator shows first — its code, the sample's compiled first run, the component's
 * API table — loaded with the page, so the section renders whole instead of growing as each arrives.
 * A failure is left to the section, which says so in place.
 */
export function preloadConfigurator(slug: string, page: DocPage): Promise<unknown> {
  if (!page.configurator) return Promise.resolve();
  return Promise.all([
    configuratorModule.preload(),
    loadApiDocs([page.configurator.component]),
    useEditorStore.getState().load(configuratorDemoId(slug)),
  ]).catch(() => undefined);
}
