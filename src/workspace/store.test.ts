import { ENTRY_FILE } from './files';
import { createWorkspaceStore } from './store';

describe('the workspace store', () => {
  it('starts blank, adds a file and opens it, renames and deletes it, and says why it refuses a change', () => {
    const store = createWorkspaceStore();
    const workspace = () => store.getState();
    expect(Object.keys(workspace().files)).toEqual([ENTRY_FILE, 'styles.scss']);
    expect(workspace().active).toBe(ENTRY_FILE);

    expect(workspace().addFile('Card.tsx', 'export const Card = 1;')).toBe(true);
    expect(workspace().active).toBe('Card.tsx');
    expect(workspace().renameFile('Card.tsx', 'Panel.tsx')).toBe(true);
    expect(workspace().active).toBe('Panel.tsx');
    expect(workspace().files['Panel.tsx']).toBe('export const Card = 1;');

    const before = workspace().files;
    expect(workspace().addFile('panel.tsx')).toBe(false);
    expect(workspace().problem).toBe('There is already a file named Panel.tsx.');
    expect(workspace().files).toBe(before);
    expect(workspace().deleteFile(ENTRY_FILE)).toBe(false);
    expect(workspace().problem).toBe('App.tsx is the entry file: it cannot be deleted.');

    expect(workspace().deleteFile('Panel.tsx')).toBe(true);
    expect(workspace().problem).toBeNull();
    expect(workspace().active).toBe(ENTRY_FILE);
  });

  it('returns to where it started on Reset, a new start included', () => {
    const store = createWorkspaceStore();
    store.getState().start({ [ENTRY_FILE]: 'demo', 'x.scss': '.x {}' });
    store.getState().setFile(ENTRY_FILE, 'edited');
    store.getState().addFile('extra.ts');
    store.getState().reset();
    expect(store.getState().files).toEqual({ [ENTRY_FILE]: 'demo', 'x.scss': '.x {}' });
    expect(store.getState().active).toBe(ENTRY_FILE);
  });
});
