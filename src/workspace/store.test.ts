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

describe('a new start', () => {
  it('sets the person’s own work aside and offers it back; an untouched workspace is simply replaced', () => {
    const store = createWorkspaceStore();
    const state = () => store.getState();
    state().start({ [ENTRY_FILE]: 'template' });
    expect(state().setAside).toBeNull();

    state().setFile(ENTRY_FILE, 'my work');
    state().start({ [ENTRY_FILE]: 'shared', 'Card.tsx': 'card' }, 'Card.tsx');
    expect(state().files).toEqual({ [ENTRY_FILE]: 'shared', 'Card.tsx': 'card' });
    expect(state().active).toBe('Card.tsx');
    expect(state().setAside).toEqual({ files: { [ENTRY_FILE]: 'my work' }, origin: { [ENTRY_FILE]: 'template' }, active: ENTRY_FILE });

    // Bringing it back sets aside nothing when what is on screen is unchanged, and Reset is the old start's.
    state().bringBack();
    expect(state().files).toEqual({ [ENTRY_FILE]: 'my work' });
    expect(state().setAside).toBeNull();
    state().reset();
    expect(state().files).toEqual({ [ENTRY_FILE]: 'template' });

    state().setFile(ENTRY_FILE, 'again');
    state().start({ [ENTRY_FILE]: 'other' });
    state().dismissSetAside();
    expect(state().setAside).toBeNull();
  });

  it('writes pinned packages into import-map.json, making the file when there is none, and keeps the open file', () => {
    const store = createWorkspaceStore();
    expect(store.getState().addImports({ dayjs: 'https://esm.sh/dayjs@1.11.13' })).toBeNull();
    expect(JSON.parse(store.getState().files['import-map.json'])).toEqual({ imports: { dayjs: 'https://esm.sh/dayjs@1.11.13' } });
    expect(store.getState().addImports({ zod: 'https://esm.sh/zod@3.24.1' })).toBeNull();
    expect(Object.keys(JSON.parse(store.getState().files['import-map.json']).imports)).toEqual(['dayjs', 'zod']);
    expect(store.getState().active).toBe(ENTRY_FILE);
  });

  it('says why the map cannot be made in a full workspace', () => {
    const store = createWorkspaceStore();
    for (let index = 2; index < 20; index++) store.getState().addFile(`part${index}.ts`);
    expect(store.getState().addImports({ dayjs: 'https://esm.sh/dayjs@1.11.13' })).toMatch(/at most 20 files/);
  });
});
