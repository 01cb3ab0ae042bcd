import { encodeShare, packShare } from '../demo-model/share/codec';
import { fingerprint } from '../demo-model/share/fingerprint';
import { ENTRY_FILE } from './files';
import { createWorkspaceStore, type WorkspaceStore } from './store';
import { PLAYGROUND_ID as PG, workspaceOf } from './workspace';
import { demoFiles } from '../../tests/unit/demo-files.ts';

/** The playground page's workspace in a store: its state now, and its actions. */
function playground(store: WorkspaceStore) {
  const state = () => store.getState();
  return {
    get files() {
      return workspaceOf(state(), PG).files;
    },
    get active() {
      return workspaceOf(state(), PG).active;
    },
    get setAside() {
      return workspaceOf(state(), PG).setAside;
    },
    get problem() {
      return state().problems[PG] ?? null;
    },
    addFile: (name: string, text?: string) => state().addFile(PG, name, text),
    renameFile: (from: string, to: string) => state().renameFile(PG, from, to),
    deleteFile: (name: string) => state().deleteFile(PG, name),
    setFile: (name: string, text: string) => state().setFile(PG, name, text),
    start: (files: Record<string, string>, active?: string) => state().start(PG, files, active),
    addImports: (entries: Record<string, string>) => state().addImports(PG, entries),
    bringBack: () => state().bringBack(PG),
    dismissSetAside: () => state().dismissSetAside(PG),
    reset: () => state().reset(PG),
  };
}

describe('the playground page’s workspace', () => {
  it('starts blank, adds a file and opens it, renames and deletes it, and says why it refuses a change', () => {
    const workspace = playground(createWorkspaceStore());
    expect(Object.keys(workspace.files)).toEqual([ENTRY_FILE, 'styles.scss']);
    expect(workspace.active).toBe(ENTRY_FILE);
    expect(workspace.addFile('Card.tsx', 'export const Card = 1;')).toBe(true);
    expect(workspace.active).toBe('Card.tsx');
    expect(workspace.renameFile('Card.tsx', 'Panel.tsx')).toBe(true);
    expect(workspace.active).toBe('Panel.tsx');
    expect(workspace.files['Panel.tsx']).toBe('export const Card = 1;');
    const before = workspace.files;
    expect(workspace.addFile('panel.tsx')).toBe(false);
    expect(workspace.problem).toBe('There is already a file named Panel.tsx.');
    expect(workspace.files).toBe(before);
    expect(workspace.deleteFile(ENTRY_FILE)).toBe(false);
    expect(workspace.problem).toBe('App.tsx is the entry file: it cannot be deleted.');
    expect(workspace.deleteFile('Panel.tsx')).toBe(true);
    expect(workspace.problem).toBeNull();
    expect(workspace.active).toBe(ENTRY_FILE);
  });

  it('returns to where it started on Reset, a new start included', () => {
    const workspace = playground(createWorkspaceStore());
    workspace.start({ [ENTRY_FILE]: 'demo', 'x.scss': '.x {}' });
    workspace.setFile(ENTRY_FILE, 'edited');
    workspace.addFile('extra.ts');
    workspace.reset();
    expect(workspace.files).toEqual({ [ENTRY_FILE]: 'demo', 'x.scss': '.x {}' });
    expect(workspace.active).toBe(ENTRY_FILE);
  });

  it('sets the person’s own work aside on a new start and offers it back; an untouched workspace is simply replaced', () => {
    const workspace = playground(createWorkspaceStore());
    workspace.start({ [ENTRY_FILE]: 'template' });
    expect(workspace.setAside).toBeNull();
    workspace.setFile(ENTRY_FILE, 'my work');
    workspace.start({ [ENTRY_FILE]: 'shared', 'Card.tsx': 'card' }, 'Card.tsx');
    expect(workspace.files).toEqual({ [ENTRY_FILE]: 'shared', 'Card.tsx': 'card' });
    expect(workspace.active).toBe('Card.tsx');
    expect(workspace.setAside).toEqual({
      files: { [ENTRY_FILE]: 'my work' },
      origin: { [ENTRY_FILE]: 'template' },
      active: ENTRY_FILE,
    });
    // Bringing it back sets aside nothing when what is on screen is unchanged, and Reset is the old start's.
    workspace.bringBack();
    expect(workspace.files).toEqual({ [ENTRY_FILE]: 'my work' });
    expect(workspace.setAside).toBeNull();
    workspace.reset();
    expect(workspace.files).toEqual({ [ENTRY_FILE]: 'template' });
    workspace.setFile(ENTRY_FILE, 'again');
    workspace.start({ [ENTRY_FILE]: 'other' });
    workspace.dismissSetAside();
    expect(workspace.setAside).toBeNull();
  });

  it('writes pinned packages into import-map.json, making the file when there is none, and keeps the open file', () => {
    const workspace = playground(createWorkspaceStore());
    expect(workspace.addImports({ dayjs: 'https://esm.sh/dayjs@1.11.13' })).toBeNull();
    expect(JSON.parse(workspace.files['import-map.json'])).toEqual({ imports: { dayjs: 'https://esm.sh/dayjs@1.11.13' } });
    expect(workspace.addImports({ zod: 'https://esm.sh/zod@3.24.1' })).toBeNull();
    expect(Object.keys(JSON.parse(workspace.files['import-map.json']).imports)).toEqual(['dayjs', 'zod']);
    expect(workspace.active).toBe(ENTRY_FILE);
  });

  it('says why the map cannot be made in a full workspace', () => {
    const workspace = playground(createWorkspaceStore());
    for (let index = 2; index < 20; index++) workspace.addFile(`part${index}.ts`);
    expect(workspace.addImports({ dayjs: 'https://esm.sh/dayjs@1.11.13' })).toMatch(/at most 20 files/);
  });
});

const SHIPPED_CODE = 'export default () => <p>Shipped</p>;';
/** A demo's shipped files by name: its page, its module and its stylesheet. */
const shippedOf = (demoId: string, code = SHIPPED_CODE) => demoFiles(demoId, code, '.a {}');
const DEMOS = ['button-demo1', 'button-demo2', 'button-demo3', 'button-demo4'];

/**
 * The site as the store fetches it: every demo's three files, the 404 of a missing compile, and the
 * earlier versions the build keeps (`versions/<fingerprint>.txt`).
 */
function serveSite(files: Record<string, Record<string, string>>, earlier: string[] = []) {
  const versions = new Map(earlier.map((text) => [fingerprint(text), text]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const version = /\/versions\/(\w+)\.txt$/.exec(url);
      if (version) return versions.has(version[1]) ? new Response(versions.get(version[1])) : new Response('', { status: 404 });
      // The page is `<demo>.html` in the demo's folder; the other files are under their own names.
      const file = /\/(button-demo\d)\/(\1\.(html|tsx|scss))$/.exec(url);
      if (file && files[file[1]]) return new Response(files[file[1]][file[3] === 'html' ? 'index.html' : file[2]]);
      return new Response('', { status: 404 });
    }),
  );
}

const linkFor = (demoId: string, edited: Record<string, string>, base = shippedOf(demoId)) => encodeShare(demoId, edited, base);

let store: WorkspaceStore;
const act = () => store.getState();
/** A demo's files as they are now, and the part that differs from its shipped files (its edit). */
const filesOf = (demoId: string) => workspaceOf(act(), demoId).files;
const editOf = (demoId: string) => {
  const { files, origin } = workspaceOf(act(), demoId);
  return Object.fromEntries(Object.entries(files).filter(([name, text]) => text !== origin?.[name]));
};
const setAsideOf = (demoId: string) => workspaceOf(act(), demoId).setAside;
const fromLinkOf = (demoId: string) => workspaceOf(act(), demoId).fromLink;

beforeEach(() => {
  store = createWorkspaceStore();
  serveSite(Object.fromEntries(DEMOS.map((id) => [id, shippedOf(id)])));
});
afterEach(() => vi.unstubAllGlobals());

describe('a demo’s workspace', () => {
  it('loads the shipped files once as where it starts, and records an edit, which is none once it equals them again', async () => {
    await act().load('button-demo1');
    expect(act().loaded['button-demo1']).toEqual({ status: 'ready', precompiled: null });
    expect(workspaceOf(act(), 'button-demo1')).toMatchObject({
      files: shippedOf('button-demo1'),
      origin: shippedOf('button-demo1'),
      active: 'button-demo1.tsx',
    });
    act().setFile('button-demo1', 'button-demo1.tsx', 'changed');
    expect(editOf('button-demo1')).toEqual({ 'button-demo1.tsx': 'changed' });
    act().setFile('button-demo1', 'button-demo1.tsx', SHIPPED_CODE);
    expect(editOf('button-demo1')).toEqual({});
  });

  it('says why when the shipped files cannot be loaded', async () => {
    await act().load('button-demo9');
    expect(act().loaded['button-demo9']).toMatchObject({ status: 'error', message: expect.stringContaining('answered 404') });
  });

  it('changes nothing when a file is set to what it already is, and refuses a file it does not have', async () => {
    await act().load('button-demo2');
    const loaded = act().workspaces;
    act().setFile('button-demo2', 'button-demo2.tsx', SHIPPED_CODE);
    expect(act().workspaces).toBe(loaded);
    expect(act().setFile('button-demo2', 'other.tsx', 'x')).toBe(false);
    expect(act().problems['button-demo2']).toBe('There is no file named other.tsx.');
  });

  it('keeps a file within its length, saying how long it would have been', async () => {
    await act().load('button-demo2');
    expect(act().setFile('button-demo2', 'button-demo2.tsx', 'x'.repeat(100_001))).toBe(false);
    expect(act().problems['button-demo2']).toBe('button-demo2.tsx would be 100,001 characters long; a file holds at most 100,000.');
    expect(filesOf('button-demo2')['button-demo2.tsx']).toBe(SHIPPED_CODE);
  });

  it('resets one file, or all of one demo only', async () => {
    await act().load('button-demo1');
    await act().load('button-demo2');
    act().setFile('button-demo1', 'button-demo1.tsx', 'one');
    act().setFile('button-demo1', 'button-demo1.scss', '.one {}');
    act().setFile('button-demo2', 'button-demo2.tsx', 'two');
    act().resetFile('button-demo1', 'button-demo1.scss');
    expect(editOf('button-demo1')).toEqual({ 'button-demo1.tsx': 'one' });
    act().reset('button-demo1');
    expect(editOf('button-demo1')).toEqual({});
    expect(editOf('button-demo2')).toEqual({ 'button-demo2.tsx': 'two' });
  });

  it('holds an import map, though none is shipped, while it has text: emptied, it is no file', async () => {
    await act().load('button-demo1');
    expect(act().addImports('button-demo1', { dayjs: 'https://esm.sh/dayjs@1.11.13' })).toBeNull();
    expect(JSON.parse(filesOf('button-demo1')['import-map.json']).imports).toEqual({ dayjs: 'https://esm.sh/dayjs@1.11.13' });
    act().setFile('button-demo1', 'import-map.json', '');
    expect('import-map.json' in filesOf('button-demo1')).toBe(false);
    act().setFile('button-demo1', 'import-map.json', '{ "imports": {} }');
    expect(editOf('button-demo1')).toEqual({ 'import-map.json': '{ "imports": {} }' });
  });
});

describe('a demo’s shared links', () => {
  const theirs = (demoId: string) => ({ [`${demoId}.tsx`]: SHIPPED_CODE.replace('Shipped', 'Theirs') });

  it('opens a link in its demo’s editor, applied when the files load', async () => {
    expect(await act().openShareLink(linkFor('button-demo1', theirs('button-demo1')), DEMOS)).toBe('button-demo1');
    expect(act().editing['button-demo1']).toBe(true);
    await act().load('button-demo1');
    expect(editOf('button-demo1')).toEqual(theirs('button-demo1'));
    expect(fromLinkOf('button-demo1')).toEqual({ ...shippedOf('button-demo1'), ...theirs('button-demo1') });
    expect(setAsideOf('button-demo1')).toBeNull();
  });

  it('opens a link made before 1.0 with its code in 1.0’s names, saying so and keeping the code as written', async () => {
    const written = `import { Button } from 'aquila-ui/button';\nexport default () => <Button buttonSize="large">Old</Button>;\n`;
    // A link made before 1.0 keys the module 'tsx', as links did before files went by name.
    const zeroX = packShare({ v: 1, d: 'button-demo1', f: { tsx: written } }).replace(/^\d+\./, '1.');
    await act().openShareLink(zeroX, DEMOS);
    await act().load('button-demo1');
    expect(filesOf('button-demo1')['button-demo1.tsx']).toBe(written.replace('buttonSize', 'size'));
    expect(act().linkUpgrade).toMatchObject({ kind: 'upgraded', original: { 'button-demo1.tsx': written } });
    expect(act().linkUpgrade?.message).toMatch(
      /^This link was made with Aquila UI 0\.x: its code was updated to 1\.0's names \(1 change: Button: buttonSize → size\)/,
    );
    act().clearLinkUpgrade();
    expect(act().linkUpgrade).toBeNull();
  });

  it('sets the person’s own edit aside when a link for the same demo opens, and brings it back on request', async () => {
    await act().load('button-demo1');
    act().setFile('button-demo1', 'button-demo1.tsx', 'mine');
    // The editor is open: the link applies at once.
    await act().openShareLink(linkFor('button-demo1', theirs('button-demo1')), DEMOS);
    expect(editOf('button-demo1')).toEqual(theirs('button-demo1'));
    expect(setAsideOf('button-demo1')?.files['button-demo1.tsx']).toBe('mine');
    act().bringBack('button-demo1');
    expect(editOf('button-demo1')).toEqual({ 'button-demo1.tsx': 'mine' });
    // What the link put there is no one's own work: nothing is set aside in its turn.
    expect(setAsideOf('button-demo1')).toBeNull();
    expect(fromLinkOf('button-demo1')).toBeUndefined();
  });

  it('sets aside a saved edit of a demo whose editor was closed when the link arrived', async () => {
    store.setState({
      workspaces: {
        'button-demo2': { files: { 'button-demo2.scss': '.mine {}' }, origin: null, active: 'button-demo2.tsx', setAside: null },
      },
    });
    await act().openShareLink(linkFor('button-demo2', theirs('button-demo2')), DEMOS);
    await act().load('button-demo2');
    expect(editOf('button-demo2')).toEqual(theirs('button-demo2'));
    expect(setAsideOf('button-demo2')?.files).toEqual({ ...shippedOf('button-demo2'), 'button-demo2.scss': '.mine {}' });
  });

  it('applies a link once: Close then Edit keeps what was typed since', async () => {
    await act().openShareLink(linkFor('button-demo1', theirs('button-demo1')), DEMOS);
    await act().load('button-demo1');
    act().setFile('button-demo1', 'button-demo1.tsx', 'typed after the link');
    act().setEditing('button-demo1', false);
    act().setEditing('button-demo1', true);
    await act().load('button-demo1');
    expect(act().pendingLink).toBeNull();
    expect(editOf('button-demo1')).toEqual({ 'button-demo1.tsx': 'typed after the link' });
  });

  it('a second link does not push the person’s edit out with the first link’s', async () => {
    await act().load('button-demo1');
    act().setFile('button-demo1', 'button-demo1.tsx', 'mine');
    await act().openShareLink(linkFor('button-demo1', theirs('button-demo1')), DEMOS);
    await act().openShareLink(linkFor('button-demo1', { 'button-demo1.scss': '.another {}' }), DEMOS);
    expect(editOf('button-demo1')).toEqual({ 'button-demo1.scss': '.another {}' });
    expect(setAsideOf('button-demo1')?.files['button-demo1.tsx']).toBe('mine');
  });

  it('resolves a link made before the demo changed against the version it was made for', async () => {
    const earlier = SHIPPED_CODE;
    const changed = shippedOf('button-demo4', `${earlier}\n// A later version of the example.\n`);
    serveSite({ 'button-demo4': changed }, [earlier]);
    const edited = earlier.replace('Shipped', 'Edited before the change');
    await act().openShareLink(linkFor('button-demo4', { 'button-demo4.tsx': edited }), DEMOS);
    await act().load('button-demo4');
    expect(act().linkProblem).toBeNull();
    expect(editOf('button-demo4')).toEqual({ 'button-demo4.tsx': edited });
  });

  it('when the version is unknown, says so, shows the link’s text and keeps the person’s edit', async () => {
    const changed = shippedOf('button-demo4', `${SHIPPED_CODE}\n// changed\n`);
    serveSite({ 'button-demo4': changed });
    store.setState({
      workspaces: {
        'button-demo4': { files: { 'button-demo4.scss': '.mine {}' }, origin: null, active: 'button-demo4.tsx', setAside: null },
      },
    });
    await act().openShareLink(linkFor('button-demo4', { 'button-demo4.tsx': SHIPPED_CODE.replace('Shipped', 'Lost version') }), DEMOS);
    await act().load('button-demo4');
    expect(act().linkProblem).toEqual({
      message:
        'This shared link is invalid or damaged: it was made for a version of this example that this site no longer has. Showing the original example.',
      linkText: { 'button-demo4.tsx, the changed part only': 'Lost version' },
    });
    expect(act().editing['button-demo4']).toBeUndefined();
    expect(editOf('button-demo4')).toEqual({ 'button-demo4.scss': '.mine {}' });
  });

  it('says what is wrong with a damaged link or one for another page, and opens nothing', async () => {
    expect(await act().openShareLink('1.AAAAthis-is-not-deflate', DEMOS)).toBeNull();
    expect(act().linkProblem?.message).toMatch(/^This shared link is invalid or damaged: .+\. Showing the original example\.$/);
    expect(await act().openShareLink(linkFor('card-demo1', theirs('card-demo1')), DEMOS)).toBeNull();
    expect(act().linkProblem?.message).toBe(
      'This shared link is invalid or damaged: it names an example that is not on this page. Showing the original examples.',
    );
    expect(act().editing).toEqual({});
  });

  it('serializes an edit into a link that opens the same edit elsewhere', async () => {
    await act().load('button-demo3');
    act().setFile('button-demo3', 'button-demo3.scss', '.shared {}');
    const value = await act().serializeShare('button-demo3');
    store = createWorkspaceStore();
    await act().openShareLink(value, DEMOS);
    await act().load('button-demo3');
    expect(editOf('button-demo3')).toEqual({ 'button-demo3.scss': '.shared {}' });
  });
});
