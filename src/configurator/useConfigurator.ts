import { useEffect, useMemo, useState } from 'react';
import { lazyModule } from '../shared/loadable';
import { demoEntry, type DemoFiles } from '../demo-model/files';
import type { ConfiguratorMeta } from '../demo-model/doc-page';
import { useApiDocs } from '../docs/useApiDocs';
import type { PrecompiledDemo } from '../demo-model/precompiled';
import { useWorkspaceStore } from '../workspace/store';
import { useDemoWorkspace } from '../workspace/useDemoWorkspace';
import { workspaceOf } from '../workspace/workspace';
import { controlsFor, type PropControl } from './controls';
import type { JsxReading, PropValue } from './jsx-props';

/** The TSX parser (some 90 KB): loaded when the person first turns a control or the code differs from the shipped file. */
export const parserModule = lazyModule(() => import('./jsx-props'));

export interface Configurator {
  /** The sample's files as they are now (shipped, with the person's edits over them); null while they load. */
  files: DemoFiles | null;
  precompiled: PrecompiledDemo | null;
  loadError: string | null;
  edited: boolean;
  /** What the code writes on the component's element; null while the parser loads. */
  reading: JsxReading | null;
  /** One per prop, in the API table's order; empty while the table loads. */
  controls: PropControl[];
  /** Why the last control could not change the code; null when it did. */
  problem: string | null;
  /** Rewrites one prop in the code; undefined, or the prop's default, takes it out. */
  setProp: (control: PropControl, value: PropValue | undefined) => Promise<void>;
}

/**
 * The configurator's state. The workspaces' store owns the sample's code, as it owns every demo's; the
 * controls are read from that code and write to it, so the two can never disagree.
 */
export function useConfigurator(demoId: string, meta: ConfiguratorMeta): Configurator {
  const { loaded, files, shipped, edited } = useDemoWorkspace(demoId);
  const entry = demoEntry(demoId);
  useEffect(() => void useWorkspaceStore.getState().load(demoId), [demoId]);

  const ready = loaded?.status === 'ready' ? loaded : null;
  const precompiled = ready?.precompiled ?? null;
  // The shipped code's props come with the page; any other code needs the parser.
  const shippedReading = files && files[entry] === shipped?.[entry] ? precompiled?.elements : undefined;
  const parser = parserModule.useModule(files !== null && !shippedReading);

  const reading = useMemo<JsxReading | null>(() => {
    if (!files) return null;
    if (shippedReading) return shippedReading[meta.component] ?? { status: 'missing' };
    return parser ? parser.readJsxProps(files[entry], meta.component) : null;
  }, [files, entry, shippedReading, parser, meta.component]);

  const api = useApiDocs([meta.component]);
  const controls = useMemo(() => (api?.[0] ? controlsFor(api[0].rows, meta.omit) : []), [api, meta.omit]);
  const [problem, setProblem] = useState<string | null>(null);

  const setProp = async (control: PropControl, value: PropValue | undefined) => {
    const { writeJsxProp } = await parserModule.preload();
    const store = useWorkspaceStore.getState();
    if (store.loaded[demoId]?.status !== 'ready') return;
    // Read at the moment of writing: several quick changes each start from the one before.
    const current = workspaceOf(store, demoId).files[entry];
    try {
      const next = writeJsxProp(current, meta.component, control.prop, value === control.defaultValue ? undefined : value);
      setProblem(null);
      store.setFile(demoId, entry, next);
    } catch (error) {
      setProblem(`The code could not be changed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return {
    files,
    precompiled,
    loadError: loaded?.status === 'error' ? loaded.message : null,
    edited,
    reading,
    controls,
    problem,
    setProp,
  };
}
