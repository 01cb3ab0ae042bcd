import { startTransition, useMemo, useState } from 'react';
import { demoScripts } from '../../demo-model/catalog';
import { IMPORT_MAP_FILE } from '../../demo-model/import-map/import-map';
import type { DemoFiles } from '../../demo-model/files';
import { demoSource, type DemoSource, type PrecompiledDemo } from '../../demo-model/precompiled';
import { useConsoleLog, type ConsoleLogActions } from '../console/useConsoleLog';
import type { ConsoleLogState } from '../console/console-log';
import type { PreviewFrameProps } from './PreviewFrame';
import { createLatestMarkup, type LatestMarkup } from './latest-markup';
import { currentErrors, toRuntimeError, type RunError } from './runtime-errors';
import { mapStack, type SourceMaps } from './stack';
import { STOPPED_REASON, type FramePackage, type PlaygroundError } from '../runtime/protocol';
import { useCompiledRun, type AddImports } from './useCompiledRun';

const NO_PACKAGES: FramePackage[] = [];

export interface LivePreviewState {
  /** Compile and runtime errors of what is on screen, newest run only. */
  errors: PlaygroundError[];
  compiling: boolean;
  /** The run the frame last drew; 0 until the first. */
  renderedRun: number;
  /** The npm packages of the run on screen: the editor fetches their declarations. */
  packages: FramePackage[];
  /** What the demo logged in the frame: for `<PreviewConsole>`. */
  consoleLog: { log: ConsoleLogState; actions: ConsoleLogActions };
  /** The preview's current markup, formatted: for the HTML output tab. */
  markup: LatestMarkup;
  /** What the frame needs of the compiled run: spread onto `<PreviewFrame>`. */
  frameProps: Pick<
    PreviewFrameProps,
    'html' | 'run' | 'onRendered' | 'onRuntimeError' | 'onStopped' | 'onUnavailable' | 'onRunSent' | 'onConsole' | 'onMarkup'
  >;
}

/** A demo's files in the preview: what the editor's workbench and the configurator show. */
export function useDemoPreview(
  demoId: string,
  files: DemoFiles,
  precompiled: PrecompiledDemo | null,
  addImports?: AddImports,
): LivePreviewState {
  const source = useMemo(
    () => ({
      ...demoSource(demoId, demoScripts(demoId, files), files.scss ?? ''),
      ...(IMPORT_MAP_FILE in files && { importMap: files[IMPORT_MAP_FILE] }),
    }),
    [demoId, files],
  );
  return useLivePreview(source, files.html ?? '', precompiled, addImports);
}

/**
 * Code compiled and run in the preview frame — a demo's, or a playground workspace's — with the errors
 * of the run and what it logged. `source` keeps its identity while nothing changes; `html` is the page
 * the frame mounts it into. `addImports` writes packages pinned on first use into the source's
 * `import-map.json`; without it (a read-only view) they are pinned for the run alone.
 */
export function useLivePreview(
  source: DemoSource,
  html: string,
  precompiled: PrecompiledDemo | null,
  addImports?: AddImports,
): LivePreviewState {
  const compiled = useCompiledRun(source, precompiled, addImports);
  const consoleLog = useConsoleLog();
  const [renderedRun, setRenderedRun] = useState(0);
  // A runtime error belongs to the run that threw it; a newer run hides it.
  const [runtimeError, setRuntimeError] = useState<RunError | null>(null);
  const [markup] = useState(createLatestMarkup);

  // The run's stacks are read with the run's own source maps.
  const sourceMaps = useMemo<SourceMaps>(() => ({ maps: compiled.sourceMaps }), [compiled.sourceMaps]);

  return {
    errors: currentErrors(compiled.errors, runtimeError, compiled.run?.runId),
    compiling: compiled.compiling,
    packages: compiled.run?.packages ?? NO_PACKAGES,
    renderedRun,
    consoleLog,
    markup,
    frameProps: {
      html,
      run: compiled.run,
      onRendered: setRenderedRun,
      onRuntimeError: (runId, message, stack) => setRuntimeError({ runId, error: toRuntimeError(message, stack, sourceMaps) }),
      onStopped: () => setRuntimeError({ runId: compiled.run?.runId, error: { kind: 'timeout', message: STOPPED_REASON } }),
      onUnavailable: (message) => setRuntimeError({ runId: compiled.run?.runId, error: { kind: 'runtime', message } }),
      onRunSent: consoleLog.actions.runStarted,
      // A transition: drawing a thousand new lines gives way to what the person does meanwhile.
      onConsole: (batch) => startTransition(() => consoleLog.actions.receive(batch, (stack) => mapStack(stack, sourceMaps))),
      onMarkup: markup.set,
    },
  };
}
