import { useMemo } from 'react';
import type { DemoFiles } from '../../demo-model/files';
import { useEditorStore } from './store';
import type { LoadedDemo } from './types';

const NO_EDITS: DemoFiles = {};

/**
 * A demo's files as they are now — shipped, with the person's edits over them — and what loading
 * them gave: the one place that builds a demo's edited file set. `files` is null until loaded.
 */
export function useDemoFiles(demoId: string): { loaded: LoadedDemo | undefined; files: DemoFiles | null } {
  const loaded = useEditorStore((state) => state.loaded[demoId]);
  const edits = useEditorStore((state) => state.edits[demoId] ?? NO_EDITS);
  const shipped = loaded?.status === 'ready' ? loaded.shipped : null;
  const files = useMemo(() => (shipped ? { ...shipped, ...edits } : null), [shipped, edits]);
  return { loaded, files };
}
