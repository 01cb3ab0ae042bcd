import { useState } from 'react';
import { formatFile } from '../../../playground/format/format-client';
import { useWorkspaceStore } from '../../../workspace/store';
import { PLAYGROUND_ID, workspaceOf } from '../../../workspace/workspace';

/**
 * Format: Prettier (in its worker, loaded on first use) on the open file, with the project's settings.
 * The result replaces the file only if the file did not change meanwhile; a file Prettier cannot read
 * is left as it is, and the reason shown.
 */
export function useFormatFile() {
  const [state, setState] = useState<{ busy: boolean; problem: string }>({ busy: false, problem: '' });
  const format = async () => {
    const { active, files } = workspaceOf(useWorkspaceStore.getState(), PLAYGROUND_ID);
    const before = files[active];
    setState({ busy: true, problem: '' });
    const result = await formatFile(active, before);
    const now = workspaceOf(useWorkspaceStore.getState(), PLAYGROUND_ID);
    if (!result.ok) setState({ busy: false, problem: `${active} could not be formatted: ${result.message}` });
    else {
      if (now.files[active] === before) useWorkspaceStore.getState().setFile(PLAYGROUND_ID, active, result.text);
      setState({ busy: false, problem: '' });
    }
  };
  return { ...state, format, dismiss: () => setState((current) => ({ ...current, problem: '' })) };
}
