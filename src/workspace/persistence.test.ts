import { ENTRY_FILE } from './files';
import { persistWorkspaces, WORKSPACE_SAVE_DELAY_MS, WORKSPACES_STORAGE_KEY } from './persistence';
import { createWorkspaceStore, type WorkspaceStore } from './store';
import { PLAYGROUND_ID as PG, workspaceOf } from './workspace';
import { demoFiles } from '../../tests/unit/demo-files.ts';

/** One browser's localStorage, shared by its tabs; each tab hears the others' writes as `storage` events. */
function browser(earlier: Record<string, string> = {}) {
  const items = new Map<string, string>(Object.entries(earlier));
  const tabs: EventTarget[] = [];
  const openTab = () => {
    const events = new EventTarget();
    tabs.push(events);
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        items.set(key, value);
        for (const other of tabs) {
          if (other !== events) other.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value }));
        }
      },
    };
    const store = createWorkspaceStore();
    persistWorkspaces(store, { storage, events: events as unknown as Window });
    const of = (id = PG) => workspaceOf(store.getState(), id);
    return { store, of, act: store.getState(), leave: () => events.dispatchEvent(new Event('pagehide')) };
  };
  return { openTab, saved: () => JSON.parse(items.get(WORKSPACES_STORAGE_KEY) ?? 'null') };
}

const openAlone = (value: string) => {
  const store = createWorkspaceStore();
  persistWorkspaces(store, { storage: { getItem: () => value, setItem: () => {} }, events: new EventTarget() as unknown as Window });
  return store;
};

/** A demo whose shipped files this tab has (as loading them would give). */
function shipDemo(store: WorkspaceStore, id: string, shipped: Record<string, string>) {
  const current = workspaceOf(store.getState(), id);
  store.setState((state) => ({
    workspaces: { ...state.workspaces, [id]: { ...current, files: { ...shipped, ...current.files }, origin: shipped } },
  }));
}

const SHIPPED = demoFiles('button-demo1', 'shipped', '.a {}');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('saving the workspaces', () => {
  it('saves once per burst of changes, and a tab opened later starts from it', () => {
    const { openTab, saved } = browser();
    const first = openTab();
    first.act.addFile(PG, 'Card.tsx', 'card');
    first.act.setFile(PG, 'Card.tsx', 'card 2');
    expect(saved()).toBeNull();
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS);
    expect(saved().workspaces[PG].files['Card.tsx']).toBe('card 2');

    const reloaded = openTab();
    expect(reloaded.of().files['Card.tsx']).toBe('card 2');
    expect(reloaded.of().active).toBe('Card.tsx');
  });

  it('keeps a demo’s edit as what differs from its shipped files, laid over them again after a reload', () => {
    const { openTab, saved } = browser();
    const tab = openTab();
    shipDemo(tab.store, 'button-demo1', SHIPPED);
    tab.act.setFile('button-demo1', 'button-demo1.tsx', 'edited');
    tab.act.setEditing('button-demo1', true);
    tab.leave();
    expect(saved().workspaces['button-demo1']).toEqual({
      files: { 'button-demo1.tsx': 'edited' },
      active: 'button-demo1.tsx',
      setAside: null,
    });
    expect(saved().editing).toEqual({ 'button-demo1': true });

    const reloaded = openTab();
    expect(reloaded.of('button-demo1').files).toEqual({ 'button-demo1.tsx': 'edited' });
    expect(reloaded.store.getState().editing).toEqual({ 'button-demo1': true });
    // An edit undone by hand is no edit: nothing is kept for the demo.
    shipDemo(reloaded.store, 'button-demo1', SHIPPED);
    expect(reloaded.of('button-demo1').files).toEqual({ ...SHIPPED, 'button-demo1.tsx': 'edited' });
    reloaded.act.setFile('button-demo1', 'button-demo1.tsx', 'shipped');
    reloaded.leave();
    expect(saved().workspaces['button-demo1']).toBeUndefined();
  });

  it('keeps set-aside work across a reload, and drops only that part when it does not read back', () => {
    const { openTab, saved } = browser();
    const tab = openTab();
    tab.act.setFile(PG, ENTRY_FILE, 'mine');
    tab.act.start(PG, { [ENTRY_FILE]: 'shared' });
    tab.leave();
    expect(openTab().of().setAside?.files[ENTRY_FILE]).toBe('mine');

    const broken = saved();
    broken.workspaces[PG].setAside = { files: 42 };
    const store = openAlone(JSON.stringify(broken));
    expect(workspaceOf(store.getState(), PG).files).toEqual({ [ENTRY_FILE]: 'shared' });
    expect(workspaceOf(store.getState(), PG).setAside).toBeNull();
  });

  it('writes a change still waiting when the page is left', () => {
    const { openTab, saved } = browser();
    const tab = openTab();
    tab.act.setFile(PG, ENTRY_FILE, 'typed');
    tab.leave();
    expect(saved().workspaces[PG].files[ENTRY_FILE]).toBe('typed');
  });

  it('takes another tab’s save when it has no change of its own', () => {
    const { openTab } = browser();
    const one = openTab();
    const two = openTab();
    one.act.setFile(PG, ENTRY_FILE, 'from one');
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS);
    expect(two.of().files[ENTRY_FILE]).toBe('from one');
    expect(two.store.getState().conflicts).toEqual({});
  });

  it('never lets two tabs overwrite each other silently: the person chooses', () => {
    const { openTab, saved } = browser();
    const one = openTab();
    const two = openTab();
    one.act.setFile(PG, ENTRY_FILE, 'from one');
    two.act.setFile(PG, ENTRY_FILE, 'from two');
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS);
    // Whichever saved first stands; the other tab holds its own text and is shown the saved one.
    const savedText = saved().workspaces[PG].files[ENTRY_FILE];
    const [winner, loser] = savedText === 'from one' ? [one, two] : [two, one];
    expect(loser.store.getState().conflicts[PG]?.[ENTRY_FILE]).toBe(savedText);
    expect(loser.of().files[ENTRY_FILE]).not.toBe(savedText);
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS * 3);
    expect(saved().workspaces[PG].files[ENTRY_FILE]).toBe(savedText);

    // Keeping its own text writes it over the other's, which that tab then takes.
    const mine = loser.of().files[ENTRY_FILE];
    loser.act.keepMine(PG);
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS);
    expect(saved().workspaces[PG].files[ENTRY_FILE]).toBe(mine);
    expect(winner.of().files[ENTRY_FILE]).toBe(mine);
  });

  it('takes the other tab’s files when the person says so', () => {
    const { openTab, saved } = browser();
    const one = openTab();
    const two = openTab();
    one.act.setFile(PG, ENTRY_FILE, 'from one');
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS / 2);
    two.act.setFile(PG, ENTRY_FILE, 'from two');
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS);
    expect(two.store.getState().conflicts[PG]?.[ENTRY_FILE]).toBe('from one');
    two.act.takeTheirs(PG);
    expect(two.of().files[ENTRY_FILE]).toBe('from one');
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS);
    expect(saved().workspaces[PG].files[ENTRY_FILE]).toBe('from one');
  });

  it('keeps two tabs’ work on different workspaces apart: neither is a conflict', () => {
    const { openTab, saved } = browser();
    const one = openTab();
    const two = openTab();
    shipDemo(two.store, 'button-demo1', SHIPPED);
    one.act.setFile(PG, ENTRY_FILE, 'playground in one');
    two.act.setFile('button-demo1', 'button-demo1.scss', '.b {}');
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS);
    expect(one.store.getState().conflicts).toEqual({});
    expect(two.store.getState().conflicts).toEqual({});
    expect(saved().workspaces[PG].files[ENTRY_FILE]).toBe('playground in one');
    expect(saved().workspaces['button-demo1'].files).toEqual({ 'button-demo1.scss': '.b {}' });
    expect(one.of('button-demo1').files).toEqual({ 'button-demo1.scss': '.b {}' });
    expect(two.of().files[ENTRY_FILE]).toBe('playground in one');
  });

  it('reads what an earlier version of the site saved: the playground page’s workspace and the demos’ edits', () => {
    const playground = { files: { [ENTRY_FILE]: 'old playground' }, origin: { [ENTRY_FILE]: 'template' }, active: ENTRY_FILE };
    const editor = {
      state: {
        edits: { 'button-demo1': { tsx: 'saved' } },
        editing: { 'button-demo1': true },
        activeFile: { 'button-demo1': 'scss' },
        kept: { 'button-demo1': { tsx: 'kept' } },
      },
      version: 1,
    };
    const { openTab } = browser({
      'aquila-workspace': JSON.stringify({ version: 1, revision: 3, snapshot: playground }),
      'aquila-editor': JSON.stringify(editor),
    });
    const tab = openTab();
    expect(tab.of()).toMatchObject(playground);
    // Its demos' files were keyed 'tsx', 'scss', 'html': they read back by name.
    expect(tab.of('button-demo1')).toMatchObject({
      files: { 'button-demo1.tsx': 'saved' },
      active: 'button-demo1.scss',
      setAside: { files: { 'button-demo1.tsx': 'kept' } },
    });
    expect(tab.store.getState().editing).toEqual({ 'button-demo1': true });
  });

  it('starts blank from a corrupted or foreign save', () => {
    for (const value of [
      '{not json',
      JSON.stringify({ version: 9, revision: 1, workspaces: {} }),
      JSON.stringify({ version: 1, revision: 1, workspaces: { [PG]: { files: [] }, 'not a demo': { files: {}, active: 'x' } } }),
    ]) {
      const store = openAlone(value);
      expect(Object.keys(workspaceOf(store.getState(), PG).files)).toEqual([ENTRY_FILE, 'styles.scss']);
      expect(Object.keys(store.getState().workspaces)).toEqual([PG]);
    }
  });
});
