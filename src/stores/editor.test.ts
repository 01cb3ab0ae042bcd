import { useEditorStore } from './editor';

const shipped = { html: '<div id="root"></div>', tsx: 'export default () => null;', scss: '.a {}' };
const store = () => useEditorStore.getState();

describe('editor store', () => {
  beforeEach(() => useEditorStore.setState({ edits: {}, editing: {}, activeFile: {} }));

  it('records an edited file and forgets it once it equals the shipped text again', () => {
    store().setFile('button-demo1', 'tsx', 'changed', shipped.tsx);
    expect(store().edits['button-demo1']).toEqual({ tsx: 'changed' });
    store().setFile('button-demo1', 'tsx', shipped.tsx, shipped.tsx);
    expect(store().edits['button-demo1']).toBeUndefined();
  });

  it('persists edits, edit mode and the active tab under one key, once per burst of changes', () => {
    vi.useFakeTimers();
    const write = vi.spyOn(Storage.prototype, 'setItem');
    store().setFile('button-demo1', 'scss', '.b {}', shipped.scss);
    store().setEditing('button-demo1', true);
    store().setActiveFile('button-demo1', 'scss');
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(write).toHaveBeenCalledTimes(1);
    write.mockRestore();
    vi.useRealTimers();
    const saved = JSON.parse(localStorage.getItem('aquila-editor')!);
    expect(saved.state.edits).toEqual({ 'button-demo1': { scss: '.b {}' } });
    expect(saved.state.editing).toEqual({ 'button-demo1': true });
    expect(saved.state.activeFile).toEqual({ 'button-demo1': 'scss' });
  });

  it('writes a pending change when the page is left, and nothing when none is pending', () => {
    store().setFile('button-demo3', 'tsx', 'unsaved', shipped.tsx);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem('aquila-editor')!).state.edits['button-demo3']).toEqual({ tsx: 'unsaved' });
    // Another tab saved since; leaving this one, with nothing pending, must not overwrite it.
    localStorage.setItem('aquila-editor', 'saved by another tab');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem('aquila-editor')).toBe('saved by another tab');
  });

  it('changes nothing when a file is set to what it already is', () => {
    const before = store();
    store().setFile('button-demo1', 'tsx', shipped.tsx, shipped.tsx);
    expect(store()).toBe(before);
  });

  it('Reset forgets the edit of one demo only', () => {
    store().setFile('button-demo1', 'tsx', 'one', shipped.tsx);
    store().setFile('button-demo2', 'tsx', 'two', shipped.tsx);
    store().reset('button-demo1');
    expect(store().edits).toEqual({ 'button-demo2': { tsx: 'two' } });
  });

  it('replaces a demo’s edits from a shared link, keeping only real differences', () => {
    store().setFile('button-demo1', 'html', 'old local edit', shipped.html);
    store().setEdits('button-demo1', { tsx: 'shared', scss: shipped.scss }, shipped);
    expect(store().edits['button-demo1']).toEqual({ tsx: 'shared' });
    store().setEdits('button-demo1', { tsx: shipped.tsx }, shipped);
    expect(store().edits['button-demo1']).toBeUndefined();
  });
});

describe('editor store persistence', () => {
  afterEach(() => vi.resetModules());

  it('starts from what an earlier visit saved', async () => {
    localStorage.setItem(
      'aquila-editor',
      JSON.stringify({ state: { edits: { 'button-demo1': { tsx: 'saved' } }, editing: { 'button-demo1': true }, activeFile: {} }, version: 1 }),
    );
    vi.resetModules();
    const { useEditorStore: fresh } = await import('./editor');
    expect(fresh.getState().edits).toEqual({ 'button-demo1': { tsx: 'saved' } });
    expect(fresh.getState().editing).toEqual({ 'button-demo1': true });
  });

  it('starts empty from a corrupted or foreign value instead of failing', async () => {
    for (const value of ['{not json', JSON.stringify({ state: { edits: [] }, version: 1 }), JSON.stringify({ state: {}, version: 99 })]) {
      localStorage.setItem('aquila-editor', value);
      vi.resetModules();
      const { useEditorStore: fresh } = await import('./editor');
      expect(fresh.getState().edits).toEqual({});
    }
  });
});
