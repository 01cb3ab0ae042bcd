import { useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { compileDemo, type CompileResult } from '../compiler/client';
import type { CompiledModule, DemoSource, PrecompiledDemo } from '../../demo-model/precompiled';
import type { FrameRun } from './PreviewFrame';
import type { PlaygroundError } from '../runtime/protocol';
import { IMPORT_MAP_FILE, withImports } from '../../demo-model/import-map/import-map';
import { PACKAGE_CDN } from '../packages/cdn';
import { pinEntries, readRunPackages, type RunPackage } from '../packages/run-packages';

export interface CompiledRun {
  /** The last run that compiled; errors keep it on screen rather than blanking the preview. */
  run: FrameRun | null;
  /** The run's source maps by file name, for runtime errors. */
  sourceMaps: Record<string, string>;
  errors: PlaygroundError[];
  compiling: boolean;
}

interface Job {
  id: number;
  source: DemoSource;
}

const toRun = (job: Job, modules: Record<string, CompiledModule>, css: string, packages: RunPackage[]): FrameRun => ({
  runId: job.id,
  entry: job.source.scripts.entry,
  modules: Object.fromEntries(Object.entries(modules).map(([name, module]) => [name, module.code])),
  css,
  packages,
});

/**
 * Writes pinned packages into the source's `import-map.json` (creating it), which makes a new source to
 * compile; says why when it cannot (a workspace already holding as many files as it may).
 */
export type AddImports = (entries: Record<string, string>) => string | null;

type PackagesOutcome = { packages: RunPackage[]; errors: PlaygroundError[] } | 'rewritten';

/**
 * Where a compiled source's packages load from. Packages the map has no version for are pinned at
 * their latest first: written into the map when there is an owner to write it (the person sees the
 * file change, and the new map is compiled next), or used for this run alone (a read-only view).
 */
async function runPackages(specifiers: string[], source: DemoSource, addImports: AddImports | undefined): Promise<PackagesOutcome> {
  const reading = readRunPackages(specifiers, source.importMap, PACKAGE_CDN);
  if (reading.kind === 'ready') return { packages: reading.packages, errors: [] };
  if (reading.kind === 'errors') return { packages: [], errors: reading.errors };
  const pinned = await pinEntries(reading.names, PACKAGE_CDN);
  if (pinned.errors.length) return { packages: [], errors: pinned.errors };
  if (addImports) {
    const problem = addImports(pinned.entries);
    if (problem === null) return 'rewritten';
    return { packages: [], errors: [{ kind: 'compile', message: `${IMPORT_MAP_FILE} could not be written: ${problem}` }] };
  }
  const withPins = readRunPackages(specifiers, withImports(source.importMap, pinned.entries), PACKAGE_CDN);
  return withPins.kind === 'ready' ? { packages: withPins.packages, errors: [] } : { packages: [], errors: [] };
}

const mapsOf = (modules: Record<string, CompiledModule>) =>
  Object.fromEntries(Object.entries(modules).map(([name, module]) => [name, module.map]));

const sameTexts = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, text]) => b[name] === text);

/** Whether the build's compile is of exactly these files. */
function isPrecompiled(source: DemoSource, precompiled: PrecompiledDemo | null): precompiled is PrecompiledDemo {
  return (
    precompiled !== null &&
    precompiled.scripts.entry === source.scripts.entry &&
    sameTexts(precompiled.scripts.files, source.scripts.files) &&
    // A deploy from before stylesheets were kept by name has none here: the worker compiles instead.
    sameTexts(precompiled.styles ?? {}, source.styles)
  );
}

/**
 * Recompiles the demo's files after each edit (`source` keeps its identity while nothing changes). While one compile runs, further edits only
 * replace the waiting job, so a burst of keystrokes compiles once more, with the newest text —
 * a debounce that waits exactly as long as the compiler is busy, and not at all when it is idle.
 */
export function useCompiledRun(source: DemoSource, precompiled: PrecompiledDemo | null = null, addImports?: AddImports): CompiledRun {
  // What the last compile gave, with the source it was of: the newest source is compiling until it is that one.
  const [state, setState] = useState<Omit<CompiledRun, 'compiling'> & { settledFor: DemoSource | null }>({
    run: null,
    sourceMaps: {},
    errors: [],
    settledFor: null,
  });
  const nextId = useRef(0);
  const waiting = useRef<Job | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);

  // A layout effect declared first, so it re-marks the hook mounted before the compile effect below
  // runs again (React's development double-mount re-runs layout effects before passive ones).
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The build's compile when it is of exactly these files; read as each job starts, not a reason to compile again.
  const precompiledFor = useEffectEvent((source: DemoSource) => (isPrecompiled(source, precompiled) ? precompiled : null));
  const packagesOf = useEffectEvent((specifiers: string[], source: DemoSource) => runPackages(specifiers, source, addImports));

  // A layout effect: the compile request leaves during this commit instead of after the next paint.
  useLayoutEffect(() => {
    waiting.current = { id: ++nextId.current, source };
    if (busy.current) return;

    const pump = async () => {
      busy.current = true;
      try {
        while (waiting.current && mounted.current) {
          const job = waiting.current;
          waiting.current = null;
          try {
            const ready = precompiledFor(job.source);
            const compiled: Pick<CompileResult, 'modules' | 'css' | 'errors' | 'packages'> = ready
              ? { ...ready, errors: [], packages: [] }
              : await compileDemo(job.source);
            if (!mounted.current) break;
            // A source with neither packages nor a map (every shipped demo) goes on without a wait.
            const needsPackages = !compiled.errors.length && (compiled.packages.length > 0 || job.source.importMap !== undefined);
            const loading = needsPackages ? await packagesOf(compiled.packages, job.source) : null;
            if (!mounted.current) break;
            // The pins went into the map: the source that holds them is compiled next, and this one never runs.
            if (loading === 'rewritten') continue;
            const result = {
              ...compiled,
              errors: [...compiled.errors, ...(loading?.errors ?? [])],
              packages: loading?.packages ?? [],
            };
            performance.mark('aquila:compiled', { detail: 'timings' in result ? result.timings : null });
            // The worker's answer is committed in the task that brought it, so the run leaves for the frame
            // now; a scheduled render could wait behind the next paint (a fifth of a keystroke's time on a
            // slow phone). The build's own compile is there without a wait, often still inside the effect
            // (where flushSync may not be called): it is committed as React schedules it.
            const commit = ready ? (update: () => void) => update() : flushSync;
            commit(() =>
              setState((previous) =>
                result.errors.length
                  ? { ...previous, errors: result.errors, settledFor: job.source }
                  : {
                      run: toRun(job, result.modules, result.css, result.packages),
                      sourceMaps: mapsOf(result.modules),
                      // The same empty list as before, so what shows the errors has nothing to redraw.
                      errors: previous.errors.length ? [] : previous.errors,
                      settledFor: job.source,
                    },
              ),
            );
          } catch (error) {
            if (!mounted.current) break;
            setState((previous) => ({
              ...previous,
              errors: [{ kind: 'compile', message: (error as Error).message }],
              settledFor: job.source,
            }));
          }
        }
      } finally {
        // Whatever ended the loop, the next edit must be able to start it again.
        busy.current = false;
      }
    };
    void pump();
  }, [source]);

  const { settledFor, ...result } = state;
  return { ...result, compiling: settledFor !== source };
}
