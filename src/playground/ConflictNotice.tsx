import { useWorkspaceStore } from '../workspace/store';
import '../shared/notice.scss';

/**
 * Another tab saved this workspace while this one had changes of its own: the person chooses whose
 * files stand. Nothing of it is saved until they do.
 */
export function ConflictNotice({ id, what }: { id: string; what: string }) {
  const conflicted = useWorkspaceStore((state) => state.conflicts[id] !== undefined);
  const { takeTheirs, keepMine } = useWorkspaceStore.getState();
  if (!conflicted) return null;
  return (
    <div className="notice" data-tone="problem" role="alert">
      <p>Another tab saved {what} while you were editing it here.</p>
      <button type="button" className="text-button" onClick={() => takeTheirs(id)}>
        Use the other tab’s files
      </button>
      <button type="button" className="text-button" onClick={() => keepMine(id)}>
        Keep mine
      </button>
    </div>
  );
}
