import { useMemo, type MouseEvent } from 'react';
import { ExternalLink } from 'lucide-react';
import { SandpackProvider, UnstyledOpenInCodeSandboxButton } from '@codesandbox/sandpack-react';
import type { WorkspaceFiles } from '../../workspace/files';
import { workspaceSandbox } from './sandbox-files';
import { useFocusKeptOnSwap } from './useFocusKeptOnSwap';
import './OpenInCodeSandbox.scss';

export interface OpenInCodeSandboxProps {
  /** The workspace whose files `files` are: a demo's id, or the playground page's. */
  id: string;
  /** Its files as they are now. */
  files: WorkspaceFiles;
}

/**
 * Sandpack works out what to send CodeSandbox 600 ms after it gets the files; until then its link
 * carries no files and would open CodeSandbox's error page, so a click that early does nothing.
 */
function holdUntilReady(event: MouseEvent<HTMLElement>) {
  const target = event.currentTarget;
  if (target instanceof HTMLAnchorElement && !new URL(target.href).searchParams.has('parameters')) event.preventDefault();
}

/**
 * "Open in CodeSandbox": the demo or workspace as the same Vite project Download saves, opened on
 * CodeSandbox in a new tab. Sandpack only holds the files for its button here: no preview, editor or
 * bundler is mounted, and nothing runs the code. Load it lazily and mount it only while the menu that
 * offers it is open: its provider compares every file on each render.
 *
 * Once it has packed the files, Sandpack swaps its link for a button that posts them (they no longer fit
 * in an address); a keyboard user who reached the link first keeps focus on the button.
 */
export default function OpenInCodeSandbox({ id, files }: OpenInCodeSandboxProps) {
  const slot = useFocusKeptOnSwap<HTMLSpanElement>();
  const sandbox = useMemo(() => workspaceSandbox(id, files), [id, files]);
  return (
    <span ref={slot} className="open-in-codesandbox__slot">
      <SandpackProvider
        className="open-in-codesandbox"
        files={sandbox.files}
        customSetup={sandbox.customSetup}
        // Off, Sandpack does not even look for a preview to start a bundler in.
        options={{ activeFile: sandbox.activeFile, autorun: false }}
      >
        <UnstyledOpenInCodeSandboxButton className="text-button" onClickCapture={holdUntilReady}>
          <ExternalLink aria-hidden size={14} /> Open in CodeSandbox
        </UnstyledOpenInCodeSandboxButton>
      </SandpackProvider>
    </span>
  );
}
