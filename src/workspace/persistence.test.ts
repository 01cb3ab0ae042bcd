import { ENTRY_FILE } from './files';
import { persistWorkspace, WORKSPACE_SAVE_DELAY_MS, WORKSPACE_STORAGE_KEY } from './persistence';
import { createWorkspaceStore } from './store';

/** One browser's localStorage, shared by its tabs; each tab hears the others' writes as `storage` events. */
function browser() {
  const items = new Map<string, string>();
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
    persistWorkspace(store, { storage, events: events as unknown as Window });
    return { store, leave: () => events.dispatchEvent(new Event('pagehide')) };
  };
  return { openTab, saved: () => JSON.parse(items.get(WORKSPACE_STORAGE_KEY) ?? 'null') };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('saving the workspace', () => {
  it('saves once per burst of changes, and a tab opened later starts from it', () => {
    const { openTab, saved } = browser();
    const first = openTab();
    first.store.getState().addFile('Card.tsx', 'card');
    first.store.getState().setFile('Card.tsx', 'card 2');
    expect(saved()).toBeNull();
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS);
    expect(saved().snapshot.files['Card.tsx']).toBe('card 2');

    const reloaded = openTab();
    expect(reloaded.store.getState().files['Card.tsx']).toBe('card 2');
    expect(reloaded.store.getState().active).toBe('Card.tsx');
  });

  it('keeps set-aside work across a reload, and drops only that part when it does not read back', () => {
    const { openTab, saved } = browser();
    const tab = openTab();
    tab.store.getState().setFile(ENTRY_FILE, 'mine');
    tab.store.getState().start({ [ENTRY_FILE]: 'shared' });
    tab.leave();
    expect(openTab().store.getState().setAside?.files[ENTRY_FILE]).toBe('mine');

    const broken = saved();
    broken.snapshot.setAside = { files: 42 };
    const storage = { getItem: () => JSON.stringify(broken), setItem: () => undefined };
    const store = createWorkspaceStore();
    persistWorkspace(store, { storage, events: new EventTarget() as unknown as Window });
    expect(store.getState().files).toEqual({ [ENTRY_FILE]: 'shared' });
    expect(store.getState().setAside).toBeNull();
  });

  it('writes a change still waiting when the page is left', () => {
    const { openTab, saved } = browser();
    const tab = openTab();
    tab.store.getState().setFile(ENTRY_FILE, 'typed');
    tab.leave();
    expect(saved().snapshot.files[ENTRY_FILE]).toBe('typed');
  });

  it('takes another tab’s save when it has no change of its own', () => {
    const { openTab } = browser();
    const one = openTab();
    const two = openTab();
    one.store.getState().setFile(ENTRY_FILE, 'from one');
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS);
    expect(two.store.getState().files[ENTRY_FILE]).toBe('from one');
    expect(two.store.getState().conflict).toBeNull();
  });

  it('never lets two tabs overwrite each other silently: the person chooses', () => {
    const { openTab, saved } = browser();
    const one = openTab();
    const two = openTab();
    one.store.getState().setFile(ENTRY_FILE, 'from one');
    two.store.getState().setFile(ENTRY_FILE, 'from two');
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS);
    // Whichever saved first stands; the other tab holds its own text and is shown the saved one.
    const savedText = saved().snapshot.files[ENTRY_FILE];
    const [winner, loser] = savedText === 'from one' ? [one, two] : [two, one];
    expect(loser.store.getState().conflict?.[ENTRY_FILE]).toBe(savedText);
    expect(loser.store.getState().files[ENTRY_FILE]).not.toBe(savedText);
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS * 3);
    expect(saved().snapshot.files[ENTRY_FILE]).toBe(savedText);

    // Keeping its own text writes it over the other's, which that tab then takes.
    const mine = loser.store.getState().files[ENTRY_FILE];
    loser.store.getState().keepMine();
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS);
    expect(saved().snapshot.files[ENTRY_FILE]).toBe(mine);
    expect(winner.store.getState().files[ENTRY_FILE]).toBe(mine);
  });

  it('takes the other tab’s files when the person says so', () => {
    const { openTab, saved } = browser();
    const one = openTab();
    const two = openTab();
    one.store.getState().setFile(ENTRY_FILE, 'from one');
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS / 2);
    two.store.getState().setFile(ENTRY_FILE, 'from two');
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS);
    expect(two.store.getState().conflict?.[ENTRY_FILE]).toBe('from one');
    two.store.getState().takeTheirs();
    expect(two.store.getState().files[ENTRY_FILE]).toBe('from one');
    vi.advanceTimersByTime(WORKSPACE_SAVE_DELAY_MS);
    expect(saved().snapshot.files[ENTRY_FILE]).toBe('from one');
  });

  it('starts blank from a corrupted or foreign save', () => {
    for (const value of ['{not json', JSON.stringify({ version: 9, revision: 1, snapshot: {} })]) {
      const storage = { getItem: () => value, setItem: () => {} };
      const store = createWorkspaceStore();
      persistWorkspace(store, { storage, events: new EventTarget() as unknown as Window });
      expect(Object.keys(store.getState().files)).toEqual([ENTRY_FILE, 'styles.scss']);
    }
  });
});
