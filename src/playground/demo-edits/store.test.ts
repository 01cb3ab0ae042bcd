import { encodeShare, packShare } from '../../demo-model/share/codec';
import { fingerprint } from '../../demo-model/share/fingerprint';
import { useEditorStore } from './index';

const shipped = { html: '<div id="root"></div>', tsx: 'export default () => <p>Shipped</p>;', scss: '.a {}' };
const store = () => useEditorStore.getState();
const DEMOS = ['button-demo1', 'button-demo2', 'button-demo3', 'button-demo4'];

/**
 * The site as the store fetches it: every demo's three files, the 404 of a missing compile, and the
 * earlier versions the build keeps (`versions/<fingerprint>.txt`).
 */
function serveSite(files: Record<string, typeof shipped>, earlier: string[] = []) {
  const versions = new Map(earlier.map((text) => [fingerprint(text), text]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const version = /\/versions\/(\w+)\.txt$/.exec(url);
      if (version) return versions.has(version[1]) ? new Response(versions.get(version[1])) : new Response('', { status: 404 });
      const file = /\/(button-demo\d)\/\1\.(html|tsx|scss)$/.exec(url);
      if (file && files[file[1]]) return new Response(files[file[1]][file[2] as keyof typeof shipped]);
      return new Response('', { status: 404 });
    }),
  );
}

const linkFor = (demoId: string, edited: Partial<typeof shipped>, base = shipped) => encodeShare(demoId, edited, base);

beforeEach(() => {
  useEditorStore.setState(useEditorStore.getInitialState());
  serveSite(Object.fromEntries(DEMOS.map((id) => [id, shipped])));
});
afterEach(() => vi.unstubAllGlobals());

describe('editor store: files', () => {
  it('loads the shipped files once and records an edit, forgetting it once it equals the shipped text again', async () => {
    await store().load('button-demo1');
    expect(store().loaded['button-demo1']).toEqual({ status: 'ready', shipped, precompiled: null });
    store().setFile('button-demo1', 'tsx', 'changed');
    expect(store().edits['button-demo1']).toEqual({ tsx: 'changed' });
    store().setFile('button-demo1', 'tsx', shipped.tsx);
    expect(store().edits['button-demo1']).toBeUndefined();
  });

  it('says why when the shipped files cannot be loaded', async () => {
    await store().load('button-demo9');
    expect(store().loaded['button-demo9']).toMatchObject({ status: 'error', message: expect.stringContaining('answered 404') });
  });

  it('changes nothing when a file is set to what it already is, or before its demo is loaded', async () => {
    const before = store();
    store().setFile('button-demo2', 'tsx', 'typed too early');
    expect(store()).toBe(before);
    await store().load('button-demo2');
    const loaded = store();
    store().setFile('button-demo2', 'tsx', shipped.tsx);
    expect(store()).toBe(loaded);
  });

  it('resets one file, or all of one demo only', async () => {
    await store().load('button-demo1');
    await store().load('button-demo2');
    store().setFile('button-demo1', 'tsx', 'one');
    store().setFile('button-demo1', 'scss', '.one {}');
    store().setFile('button-demo2', 'tsx', 'two');
    store().resetFile('button-demo1', 'scss');
    expect(store().edits['button-demo1']).toEqual({ tsx: 'one' });
    store().reset('button-demo1');
    expect(store().edits).toEqual({ 'button-demo2': { tsx: 'two' } });
  });

  it('persists edits, edit mode, the active tab and kept edits under one key, once per burst of changes', async () => {
    await store().load('button-demo1');
    vi.useFakeTimers();
    const write = vi.spyOn(Storage.prototype, 'setItem');
    store().setFile('button-demo1', 'scss', '.b {}');
    store().setEditing('button-demo1', true);
    store().setActiveFile('button-demo1', 'scss');
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(write).toHaveBeenCalledTimes(1);
    write.mockRestore();
    vi.useRealTimers();
    const saved = JSON.parse(localStorage.getItem('aquila-editor')!);
    expect(saved.state).toEqual({
      edits: { 'button-demo1': { scss: '.b {}' } },
      editing: { 'button-demo1': true },
      activeFile: { 'button-demo1': 'scss' },
      kept: {},
    });
  });

  it('writes a pending change when the page is left, and nothing when none is pending', async () => {
    await store().load('button-demo3');
    store().setFile('button-demo3', 'tsx', 'unsaved');
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem('aquila-editor')!).state.edits['button-demo3']).toEqual({ tsx: 'unsaved' });
    // Another tab saved since; leaving this one, with nothing pending, must not overwrite it.
    localStorage.setItem('aquila-editor', 'saved by another tab');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('aquila-editor')).toBe('saved by another tab');
  });
});

describe('editor store: shared links', () => {
  const theirs = { tsx: shipped.tsx.replace('Shipped', 'Theirs') };

  it('opens a link in its demo’s editor, applied when the files load', async () => {
    expect(await store().openShareLink(linkFor('button-demo1', theirs), DEMOS)).toBe('button-demo1');
    expect(store().editing['button-demo1']).toBe(true);
    await store().load('button-demo1');
    expect(store().edits['button-demo1']).toEqual(theirs);
    expect(store().fromLink['button-demo1']).toEqual(theirs);
    expect(store().kept).toEqual({});
  });

  it('opens a link made before 1.0 with its code in 1.0’s names, saying so and keeping the code as written', async () => {
    const written = `import { Button } from 'aquila-ui/button';\nexport default () => <Button buttonSize="large">Old</Button>;\n`;
    const zeroX = packShare({ v: 1, d: 'button-demo1', f: { tsx: written } }).replace(/^\d+\./, '1.');
    await store().openShareLink(zeroX, DEMOS);
    await store().load('button-demo1');
    expect(store().edits['button-demo1'].tsx).toBe(written.replace('buttonSize', 'size'));
    expect(store().linkUpgrade).toMatchObject({ kind: 'upgraded', original: { 'button-demo1.tsx': written } });
    expect(store().linkUpgrade?.message).toMatch(
      /^This link was made with Aquila UI 0\.x: its code was updated to 1\.0's names \(1 change: Button: buttonSize → size\)/,
    );
    store().clearLinkUpgrade();
    expect(store().linkUpgrade).toBeNull();
  });

  it('keeps the person’s own edit when a link for the same demo opens, and restores it on request', async () => {
    await store().load('button-demo1');
    store().setFile('button-demo1', 'tsx', 'mine');
    // The editor is open: the link applies at once.
    await store().openShareLink(linkFor('button-demo1', theirs), DEMOS);
    expect(store().edits['button-demo1']).toEqual(theirs);
    expect(store().kept['button-demo1']).toEqual({ tsx: 'mine' });
    store().restoreKept('button-demo1');
    expect(store().edits['button-demo1']).toEqual({ tsx: 'mine' });
    expect(store().kept['button-demo1']).toBeUndefined();
    expect(store().fromLink['button-demo1']).toBeUndefined();
  });

  it('keeps a saved edit of a demo whose editor was closed when the link arrived', async () => {
    useEditorStore.setState({ edits: { 'button-demo2': { scss: '.mine {}' } } });
    await store().openShareLink(linkFor('button-demo2', theirs), DEMOS);
    await store().load('button-demo2');
    expect(store().edits['button-demo2']).toEqual(theirs);
    expect(store().kept['button-demo2']).toEqual({ scss: '.mine {}' });
  });

  it('applies a link once: Close then Edit keeps what was typed since', async () => {
    await store().openShareLink(linkFor('button-demo1', theirs), DEMOS);
    await store().load('button-demo1');
    store().setFile('button-demo1', 'tsx', 'typed after the link');
    store().setEditing('button-demo1', false);
    store().setEditing('button-demo1', true);
    await store().load('button-demo1');
    expect(store().pendingLink).toBeNull();
    expect(store().edits['button-demo1']).toEqual({ tsx: 'typed after the link' });
  });

  it('a second link does not push the person’s edit out with the first link’s', async () => {
    await store().load('button-demo1');
    store().setFile('button-demo1', 'tsx', 'mine');
    await store().openShareLink(linkFor('button-demo1', theirs), DEMOS);
    await store().openShareLink(linkFor('button-demo1', { scss: '.another {}' }), DEMOS);
    expect(store().edits['button-demo1']).toEqual({ scss: '.another {}' });
    expect(store().kept['button-demo1']).toEqual({ tsx: 'mine' });
  });

  it('resolves a link made before the demo changed against the version it was made for', async () => {
    const earlier = shipped.tsx;
    const changed = { ...shipped, tsx: `${earlier}\n// A later version of the example.\n` };
    serveSite({ 'button-demo4': changed }, [earlier]);
    const edited = earlier.replace('Shipped', 'Edited before the change');
    await store().openShareLink(linkFor('button-demo4', { tsx: edited }), DEMOS);
    await store().load('button-demo4');
    expect(store().linkProblem).toBeNull();
    expect(store().edits['button-demo4']).toEqual({ tsx: edited });
  });

  it('when the version is unknown, says so, shows the link’s text and keeps the person’s edit', async () => {
    const changed = { ...shipped, tsx: `${shipped.tsx}\n// changed\n` };
    serveSite({ 'button-demo4': changed });
    useEditorStore.setState({ edits: { 'button-demo4': { scss: '.mine {}' } } });
    await store().openShareLink(linkFor('button-demo4', { tsx: shipped.tsx.replace('Shipped', 'Lost version') }), DEMOS);
    await store().load('button-demo4');
    expect(store().linkProblem).toEqual({
      message:
        'This shared link is invalid or damaged: it was made for a version of this example that this site no longer has. Showing the original example.',
      linkText: { 'button-demo4.tsx, the changed part only': 'Lost version' },
    });
    expect(store().editing['button-demo4']).toBeUndefined();
    expect(store().edits['button-demo4']).toEqual({ scss: '.mine {}' });
  });

  it('says what is wrong with a damaged link or one for another page, and opens nothing', async () => {
    expect(await store().openShareLink('1.AAAAthis-is-not-deflate', DEMOS)).toBeNull();
    expect(store().linkProblem?.message).toMatch(/^This shared link is invalid or damaged: .+\. Showing the original example\.$/);
    expect(await store().openShareLink(linkFor('card-demo1', theirs), DEMOS)).toBeNull();
    expect(store().linkProblem?.message).toBe(
      'This shared link is invalid or damaged: it names an example that is not on this page. Showing the original examples.',
    );
    expect(store().editing).toEqual({});
  });

  it('serializes an edit into a link that opens the same edit elsewhere', async () => {
    await store().load('button-demo3');
    store().setFile('button-demo3', 'scss', '.shared {}');
    const value = await store().serializeShare('button-demo3');
    useEditorStore.setState({ edits: {} });
    await store().openShareLink(value, DEMOS);
    expect(store().edits['button-demo3']).toEqual({ scss: '.shared {}' });
  });
});

describe('editor store persistence', () => {
  afterEach(() => vi.resetModules());

  it('starts from what an earlier visit saved', async () => {
    localStorage.setItem(
      'aquila-editor',
      JSON.stringify({
        state: {
          edits: { 'button-demo1': { tsx: 'saved' } },
          editing: { 'button-demo1': true },
          activeFile: {},
          kept: { 'button-demo1': { tsx: 'kept' } },
        },
        version: 1,
      }),
    );
    vi.resetModules();
    const { useEditorStore: fresh } = await import('./index');
    expect(fresh.getState().edits).toEqual({ 'button-demo1': { tsx: 'saved' } });
    expect(fresh.getState().editing).toEqual({ 'button-demo1': true });
    expect(fresh.getState().kept).toEqual({ 'button-demo1': { tsx: 'kept' } });
  });

  it('starts empty from a corrupted or foreign value instead of failing', async () => {
    for (const value of [
      '{not json',
      JSON.stringify({ state: { edits: [] }, version: 1 }),
      JSON.stringify({ state: {}, version: 99 }),
    ]) {
      localStorage.setItem('aquila-editor', value);
      vi.resetModules();
      const { useEditorStore: fresh } = await import('./index');
      expect(fresh.getState().edits).toEqual({});
    }
  });
});
