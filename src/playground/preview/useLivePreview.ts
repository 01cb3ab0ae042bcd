import { startTransition, useMemo, useState } from 'react';
import type { PrecompiledDemo } from '../../demo-model/precompiled';
import type { WorkspaceFiles } from '../../workspace/files';
import { previewInput } from '../../workspace/source';
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

/**
 * A workspace's files — a demo's, or the playground page's — compiled and run in the preview frame,
 * with the errors of the run and what it logged: what edit mode, the configurator, the playground page
 * and the embed show. `files` keeps its identity while nothing changes. `addImports` writes packages
 * pinned on first use into the workspace's `import-map.json`; without it (a read-only view) they are
 * pinned for the run alone.
 */
export function useLivePreview(
  id: string,
  files: WorkspaceFiles,
  precompiled: PrecompiledDemo | null,
  addImports?: AddImports,
): LivePreviewState {
  const { source, html } = useMemo(() => previewInput(id, files), [id, files]);
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
