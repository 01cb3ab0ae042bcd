import { loadable } from '../shared/loadable';
import { apiDocsSource, loadApiDocs } from '../docs/useApiDocs';
import type { DocPage } from '../demo-model/doc-page';
import { useWorkspaceStore } from '../workspace/store';
import { configuratorDemoId } from '../demo-model/demo-id';
import { demoLoader, demoSource } from '../demo-model/modules';
import { demoSourceUrls } from '../demo-model/sources';
import { demoCompiledUrl } from '../demo-model/urls';
import { hasStill, loadStill, stillSource } from './stills';

export const configuratorModule = loadable(() => import('./Configurator'));
/** The section's module as the build's manifest names it. */
const CONFIGURATOR_SOURCE = 'src/configurator/Configurator.tsx';

/**
 * What a page's configurator shows first — its code, the sample's compiled first run, the component's
 * API table — loaded with the page, so the section renders whole instead of growing as each arrives.
 * A failure is left to the section, which says so in place.
 */
export function preloadConfigurator(slug: string, page: DocPage): Promise<unknown> {
  if (!page.configurator) return Promise.resolve();
  const demoId = configuratorDemoId(slug);
  return Promise.all([
    configuratorModule.preload(),
    loadApiDocs([page.configurator.component]),
    useWorkspaceStore.getState().load(demoId),
    // What is drawn in the page until the frame takes over: the still of a sample that opens an overlay,
    // else the sample itself (one whose overlay starts open without a still runs only in the frame).
    loadStill(slug),
    drawsSample(slug, page) && demoLoader(demoId)?.(),
  ]).catch(() => undefined);
}

/** Whether the page draws the configurator's sample itself (not a still of it, not only in the frame). */
const drawsSample = (slug: string, page: DocPage) => !page.configurator?.sampleStartsOpen && !hasStill(slug);

/**
 * What `preloadConfigurator` fetches besides modules: the sample's files and its compiled first run, which
 * the workspaces' store loads. A page rendered ahead of time asks for them with its modules, not after them.
 */
export const configuratorFetches = (slug: string, page: DocPage): string[] => {
  if (!page.configurator) return [];
  const demoId = configuratorDemoId(slug);
  return [...demoSourceUrls(demoId), demoCompiledUrl(demoId)];
};

/** The modules `preloadConfigurator` loads, as the build's manifest names them: a prerendered page links their chunks. */
export const configuratorSources = (slug: string, page: DocPage): string[] =>
  page.configurator
    ? [
        CONFIGURATOR_SOURCE,
        apiDocsSource(page.configurator.component),
        ...stillSource(slug),
        ...(drawsSample(slug, page) ? demoSource(configuratorDemoId(slug)) : []),
      ]
    : [];
