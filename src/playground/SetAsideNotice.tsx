import type { ReactNode } from 'react';
import { useWorkspace, useWorkspaceStore } from '../workspace/store';
import type { SetAside } from '../workspace/workspace';
import '../shared/notice.scss';

const setAsideOf = (workspace: { setAside: SetAside | null }) => workspace.setAside;

/**
 * The person's own work that a new start (a link, a template, a demo) set aside: offered back until
 * they bring it back or discard it. `say` words it for what was set aside, in the place it shows.
 */
export function SetAsideNotice({
  id,
  say,
  pronoun,
  tone,
}: {
  id: string;
  say: (setAside: SetAside) => ReactNode;
  /** What the buttons call the work: "Bring it back", "Discard them". */
  pronoun: 'it' | 'them';
  /** 'warning' where a link set the work aside, unasked. */
  tone?: 'warning';
}) {
  const setAside = useWorkspace(id, setAsideOf);
  const { bringBack, dismissSetAside } = useWorkspaceStore.getState();
  if (!setAside) return null;
  return (
    <div className="notice" data-tone={tone} role="status">
      <p>{say(setAside)}</p>
      <button type="button" className="text-button" onClick={() => bringBack(id)}>
        Bring {pronoun} back
      </button>
      <button type="button" className="text-button" onClick={() => dismissSetAside(id)}>
        Discard {pronoun}
      </button>
    </div>
  );
}
