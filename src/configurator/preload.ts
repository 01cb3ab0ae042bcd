import { loadable } from '../shared/loadable';
import { apiDocsSource, loadApiDocs } from '../docs/useApiDocs';
import type { DocPage } from '../demo-model/doc-page';
import { useEditorStore } from '../stores/editor';
import { configuratorDemoId } from '../demo-model/demo-id';
import { demoLoader, demoSource } from '../demo-model/modules';

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
    useEditorStore.getState().load(demoId),
    // The sample drawn in the page until the frame takes over (one whose overlay starts open runs only there).
    !page.configurator.sampleStartsOpen && demoLoader(demoId)?.(),
  ]).catch(() => undefined);
}

/** The modules `preloadConfigurator` loads, as the build's manifest names them: a prerendered page links their chunks. */
export const configuratorSources = (slug: string, page: DocPage): string[] =>
  page.configurator
    ? [
        CONFIGURATOR_SOURCE,
        apiDocsSource(page.configurator.component),
        ...(page.configurator.sampleStartsOpen ? [] : demoSource(configuratorDemoId(slug))),
      ]
    : [];
