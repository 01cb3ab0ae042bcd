import { DEFAULT_EDITOR_WIDTH, DEFAULT_FILES_WIDTH, MAX_FILES_WIDTH, MIN_EDITOR_WIDTH } from './bounds';
import { LAYOUT_STORAGE_KEY, LAYOUT_STORAGE_VERSION, readWidths, useWorkspaceLayoutStore } from './layout-store';

const store = useWorkspaceLayoutStore;
const saved = () => JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? 'null');
const widths = () => ({ filesWidth: store.getState().filesWidth, editorWidth: store.getState().editorWidth });

/** Puts `text` where the store keeps its widths, and has the store read it as a new page would. */
async function startFrom(text: string) {
  localStorage.setItem(LAYOUT_STORAGE_KEY, text);
  await store.persist.rehydrate();
}

beforeEach(() => store.getState().resetLayout());

describe('the workspace layout store', () => {
  it('starts from widths fit for a 1280 px window: 200 px of files, the editor half of the rest', () => {
    expect(DEFAULT_FILES_WIDTH).toBe(200);
    expect(DEFAULT_EDITOR_WIDTH).toBe(534);
    localStorage.clear();
    expect(widths()).toEqual({ filesWidth: 200, editorWidth: 534 });
  });

  it('saves the widths, and only them, under its key with its version', () => {
    store.getState().setFilesWidth(240.4);
    store.getState().setEditorWidth(610);
    expect(saved()).toEqual({ state: { filesWidth: 240, editorWidth: 610 }, version: LAYOUT_STORAGE_VERSION });
  });

  it('keeps widths within bounds, and ignores one that is not a number', () => {
    store.getState().setFilesWidth(5000);
    store.getState().setEditorWidth(10);
    expect(widths()).toEqual({ filesWidth: MAX_FILES_WIDTH, editorWidth: MIN_EDITOR_WIDTH });
    store.getState().setFilesWidth(Number.NaN);
    expect(store.getState().filesWidth).toBe(MAX_FILES_WIDTH);
  });

  it('resets to the defaults, and saves that', () => {
    store.getState().setFilesWidth(300);
    store.getState().resetLayout();
    expect(widths()).toEqual({ filesWidth: 200, editorWidth: 534 });
    expect(saved().state).toEqual({ filesWidth: 200, editorWidth: 534 });
  });

  it('starts from what this browser saved', async () => {
    await startFrom(JSON.stringify({ state: { filesWidth: 260, editorWidth: 700 }, version: LAYOUT_STORAGE_VERSION }));
    expect(widths()).toEqual({ filesWidth: 260, editorWidth: 700 });
  });

  it.each([
    ['text that is not JSON', '{"state": {"filesWidth": 2'],
    ['JSON that is not an object', '42'],
    ['null', 'null'],
    ['a state that is not an object', JSON.stringify({ state: 'wide', version: LAYOUT_STORAGE_VERSION })],
    ['widths that are not numbers', JSON.stringify({ state: { filesWidth: '260', editorWidth: null }, version: 1 })],
    ['another version, broken', JSON.stringify({ state: [1, 2], version: 0 })],
  ])('falls back to the defaults from %s, without throwing', async (_, text) => {
    await expect(startFrom(text)).resolves.toBeUndefined();
    expect(widths()).toEqual({ filesWidth: 200, editorWidth: 534 });
    store.getState().setFilesWidth(300);
    expect(saved().state).toEqual({ filesWidth: 300, editorWidth: 534 });
  });

  it('keeps a stored width out of bounds within them, and reads what it can of another version', async () => {
    await startFrom(JSON.stringify({ state: { filesWidth: -40, editorWidth: 1e9 }, version: LAYOUT_STORAGE_VERSION }));
    expect(widths()).toEqual({ filesWidth: 160, editorWidth: 4000 });
    await startFrom(JSON.stringify({ state: { filesWidth: 250, editorWidth: 'wide' }, version: 0 }));
    expect(widths()).toEqual({ filesWidth: 250, editorWidth: 534 });
    // Read from an older version, it is saved again in this one.
    expect(saved()).toEqual({ state: { filesWidth: 250, editorWidth: 534 }, version: LAYOUT_STORAGE_VERSION });
  });

  it('reads widths from anything', () => {
    expect(readWidths(undefined)).toEqual({ filesWidth: 200, editorWidth: 534 });
    expect(readWidths({ filesWidth: Infinity, editorWidth: 433.6 })).toEqual({ filesWidth: 200, editorWidth: 434 });
  });
});
