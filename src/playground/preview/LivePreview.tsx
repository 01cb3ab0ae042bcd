import type { HTMLAttributes, ReactNode } from 'react';
import { useThemeStore } from '../../shared/theme-store';
import { usePreviewBuildStore } from './build-store';
import type { GoTo } from '../console/Location';
import { ErrorList } from '../ErrorList';
import { PreviewConsole } from './PreviewConsole';
import { PreviewFrame, type PreviewFrameProps } from './PreviewFrame';
import { PreviewPane } from './PreviewPane';
import type { LivePreviewState } from './useLivePreview';
import './LivePreview.scss';

/** What a frame can do beyond running the code: observe a component, replay a press, report its markup, show it in a direction and language. */
type FrameExtras = Pick<PreviewFrameProps, 'observe' | 'onEvent' | 'press' | 'onPressSent' | 'watchMarkup' | 'surround'>;

export interface LivePreviewProps {
  /** The compiled run, its errors and its console: what `useLivePreview` returns. */
  preview: LivePreviewState;
  /** The frame's accessible name and the pane's heading. */
  title: string;
  /** The box's class in the page that holds it; it carries the run's `data-run-id` and `data-compiling`. */
  className: string;
  /** Shown in the frame's place until its first run is drawn. */
  placeholder: ReactNode;
  /** The least height of the preview, for code that opens a dialog or a drawer. */
  minHeight?: number;
  /** The frame takes the height its column gives instead of its content's. @default false */
  fill?: boolean;
  /** Where an error's or a log's place is shown; without it, places are plain text (there is no editor). */
  onGoTo?: GoTo;
  frame?: FrameExtras;
  /**
   * The console and its Production switch: under the errors (`'below'`), in a box of its own placed
   * after the preview's (given as that box's attributes, for a page that lays them out apart), or
   * left out (`false`). @default 'below'
   */
  console?: 'below' | false | HTMLAttributes<HTMLDivElement>;
  /** More attributes of the preview's box (a tab panel's, say). */
  boxProps?: HTMLAttributes<HTMLDivElement>;
}

/**
 * Code running in the sandboxed frame, with its errors, console and build switch: the one preview that
 * demo edit mode, the configurator, the playground page and the embed each show. The frame follows the
 * site's theme and the chosen build of React and the library.
 */
export function LivePreview({
  preview,
  title,
  className,
  placeholder,
  minHeight,
  fill,
  onGoTo,
  frame,
  console: consolePlace = 'below',
  boxProps,
}: LivePreviewProps) {
  const theme = useThemeStore((state) => state.theme);
  const build = usePreviewBuildStore((state) => state.build);
  const { errors, compiling, renderedRun, frameProps, consoleLog } = preview;
  const consolePanel = consolePlace !== false && <PreviewConsole consoleLog={consoleLog} onGoTo={onGoTo} />;
  // Nothing has drawn and nothing is on its way: the first run stopped at an error (a typo, a package
  // that did not load). The placeholder stays, as what there is to see, but no longer says it is busy.
  const firstRunFailed = renderedRun === 0 && !compiling && errors.length > 0;
  return (
    <>
      <div
        {...boxProps}
        className={`live-preview ${className}`}
        data-run-id={renderedRun}
        data-compiling={compiling ? '' : undefined}
        data-first-run-failed={firstRunFailed ? '' : undefined}
        aria-busy={renderedRun === 0 && !firstRunFailed}
      >
        <PreviewPane
          title={title}
          minHeight={minHeight}
          fill={fill}
          ready={renderedRun > 0}
          placeholder={placeholder}
          frame={(sizing) => <PreviewFrame {...sizing} {...frameProps} {...frame} title={title} theme={theme} build={build} />}
        />
        <ErrorList errors={errors} onGoTo={onGoTo} />
        {consolePlace === 'below' && consolePanel}
      </div>
      {typeof consolePlace === 'object' && <div {...consolePlace}>{consolePanel}</div>}
    </>
  );
}
