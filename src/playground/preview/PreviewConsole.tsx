import { memo } from 'react';
import { ConsolePanel } from '../console/ConsolePanel';
import type { GoTo } from '../console/Location';
import type { LivePreviewState } from './useLivePreview';
import { usePreviewBuildStore } from './build-store';

/**
 * The console under a preview, with the switch between React's and the library's development build
 * (their warnings in the console, as in a consumer's `vite dev`) and their production build.
 */
export const PreviewConsole = memo(function PreviewConsole({
  consoleLog: { log, actions },
  onGoTo,
}: {
  consoleLog: LivePreviewState['consoleLog'];
  onGoTo?: GoTo;
}) {
  const production = usePreviewBuildStore((state) => state.build === 'production');
  const setBuild = usePreviewBuildStore((state) => state.setBuild);
  return (
    <ConsolePanel
      log={log}
      onClear={actions.clear}
      onPreserveChange={actions.setPreserve}
      onGoTo={onGoTo}
      toolbarEnd={
        <label className="playground-console__check" title="Run the preview on the production builds of React and Aquila UI">
          <input
            type="checkbox"
            role="switch"
            checked={production}
            onChange={(event) => setBuild(event.target.checked ? 'production' : 'development')}
          />
          Production
        </label>
      }
    />
  );
});
