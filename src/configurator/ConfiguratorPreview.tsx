import type { ReactNode } from 'react';
import type { DemoFiles } from '../demo-model/files';
import type { PrecompiledDemo } from '../demo-model/precompiled';
import type { PressTarget } from '../playground/runtime/press-target';
import { ErrorList } from '../playground/ErrorList';
import { PreviewConsole } from '../playground/PreviewConsole';
import { PreviewFrame } from '../playground/preview/PreviewFrame';
import { PreviewPane } from '../playground/preview/PreviewPane';
import { useDemoPreview } from '../playground/usePlaygroundPreview';
import { usePreviewBuildStore } from '../stores/preview-build';
import { useThemeStore } from '../stores/theme';

interface ConfiguratorPreviewProps {
  demoId: string;
  title: string;
  files: DemoFiles;
  precompiled: PrecompiledDemo | null;
  /** The component whose callbacks are reported. */
  component: string;
  minHeight?: number;
  /** The sample rendered in the page, shown until the frame has drawn it. */
  placeholder: ReactNode;
  onEvent: (name: string, payload: string) => void;
  /** A press made on the sample before the frame ran it, pressed again in the frame once it has. */
  press: PressTarget | null;
  onPressSent: () => void;
}

/** The sample's code compiled and run in the sandboxed preview frame, its component observed, its errors listed. */
export default function ConfiguratorPreview({
  demoId,
  title,
  files,
  precompiled,
  component,
  minHeight,
  placeholder,
  onEvent,
  press,
  onPressSent,
}: ConfiguratorPreviewProps) {
  const theme = useThemeStore((state) => state.theme);
  const build = usePreviewBuildStore((state) => state.build);
  const { errors, compiling, renderedRun, frameProps, consoleLog } = useDemoPreview(demoId, files, precompiled);
  return (
    <div
      className="configurator__frame"
      data-run-id={renderedRun}
      data-compiling={compiling ? '' : undefined}
      aria-busy={renderedRun === 0}
    >
      <PreviewPane
        title={title}
        minHeight={minHeight}
        ready={renderedRun > 0}
        placeholder={placeholder}
        frame={(sizing) => (
          <PreviewFrame
            {...sizing}
            {...frameProps}
            title={title}
            theme={theme}
            build={build}
            observe={component}
            onEvent={onEvent}
            press={press}
            onPressSent={onPressSent}
          />
        )}
      />
      <ErrorList errors={errors} />
      <PreviewConsole consoleLog={consoleLog} />
    </div>
  );
}
