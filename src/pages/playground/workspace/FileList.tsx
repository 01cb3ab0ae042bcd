import { useState, type FormEvent } from 'react';
import { FilePlus, Pencil, Trash2 } from 'lucide-react';
import { ENTRY_FILE } from '../../../workspace/files';
import { useWorkspace, useWorkspaceStore } from '../../../workspace/store';
import { PLAYGROUND_ID } from '../../../workspace/workspace';

/** The workspace's files: open one, add one, rename or delete any but the entry. Refusals are the store's to say. */
export function FileList() {
  const files = useWorkspace(PLAYGROUND_ID, (workspace) => workspace.files);
  const active = useWorkspace(PLAYGROUND_ID, (workspace) => workspace.active);
  const store = useWorkspaceStore.getState();
  const setActive = (name: string) => store.setActive(PLAYGROUND_ID, name);
  const addFile = (name: string) => store.addFile(PLAYGROUND_ID, name);
  const renameFile = (from: string, to: string) => store.renameFile(PLAYGROUND_ID, from, to);
  const deleteFile = (name: string) => store.deleteFile(PLAYGROUND_ID, name);
  const [newName, setNewName] = useState('');
  const [renaming, setRenaming] = useState<{ from: string; to: string } | null>(null);

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (addFile(newName.trim())) setNewName('');
  };
  const onRename = (event: FormEvent) => {
    event.preventDefault();
    if (renaming && renameFile(renaming.from, renaming.to.trim())) setRenaming(null);
  };

  return (
    <nav className="workspace-files" aria-label="Files">
      <ul>
        {Object.keys(files).map((name) => (
          <li key={name}>
            {renaming?.from === name ? (
              <form className="workspace-files__rename" onSubmit={onRename}>
                <input
                  aria-label={`New name for ${name}`}
                  value={renaming.to}
                  onChange={(event) => setRenaming({ from: name, to: event.target.value })}
                  onKeyDown={(event) => event.key === 'Escape' && setRenaming(null)}
                  autoFocus
                  spellCheck={false}
                />
                <button type="submit" className="text-button">
                  Rename
                </button>
              </form>
            ) : (
              <>
                <button
                  type="button"
                  className="workspace-files__name"
                  aria-current={name === active ? 'true' : undefined}
                  onClick={() => setActive(name)}
                >
                  {name}
                </button>
                {name !== ENTRY_FILE && (
                  <span className="workspace-files__actions">
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Rename ${name}`}
                      onClick={() => setRenaming({ from: name, to: name })}
                    >
                      <Pencil aria-hidden size={14} />
                    </button>
                    <button type="button" className="icon-button" aria-label={`Delete ${name}`} onClick={() => deleteFile(name)}>
                      <Trash2 aria-hidden size={14} />
                    </button>
                  </span>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      <form className="workspace-files__add" onSubmit={onAdd}>
        <input
          aria-label="New file name"
          placeholder="Card.tsx"
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
          spellCheck={false}
        />
        <button type="submit" className="text-button">
          <FilePlus aria-hidden size={16} />
          Add file
        </button>
      </form>
    </nav>
  );
}
