import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWorkspaceLayoutStore } from './layout-store';
import { useWorkspaceColumns } from './useWorkspaceColumns';
import { WorkspaceSplit } from './WorkspaceSplit';

/** A ResizeObserver that reports the grid `width` px wide as soon as it observes it. */
function measureAs(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private report: ResizeObserverCallback) {}
      observe(target: Element) {
        this.report([{ target, contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
    },
  );
}

const workspaceRenders = vi.fn();

/** The workspace's grid as WorkspaceView lays it out: the files and the editor in one wrapper, then the output. */
function Workspace({ narrow = false }: { narrow?: boolean }) {
  workspaceRenders();
  const [gridRef, gridWidth] = useWorkspaceColumns();
  return (
    <div data-testid="grid" ref={gridRef}>
      <div className="workspace__code">
        <nav aria-label="Files" />
        {!narrow && <WorkspaceSplit after="files" containerWidth={gridWidth} />}
        <div data-testid="editor" />
      </div>
      {!narrow && <WorkspaceSplit after="editor" containerWidth={gridWidth} />}
      <div data-testid="output" />
    </div>
  );
}

function renderWorkspace(width: number) {
  measureAs(width);
  const view = render(<Workspace />);
  return {
    ...view,
    columns: () => screen.getByTestId('grid').style.getPropertyValue('--workspace-columns'),
    files: screen.getByRole('separator', { name: 'Width of the files' }),
    editor: screen.getByRole('separator', { name: 'Width of the editor' }),
  };
}

beforeEach(() => {
  useWorkspaceLayoutStore.getState().resetLayout();
  workspaceRenders.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the workspace’s columns and their handles', () => {
  it('sizes the grid from the stored widths, and bounds each handle by the room the others keep', () => {
    const { columns, files, editor } = renderWorkspace(1280);
    expect(columns()).toBe('200px 6px 534px 6px minmax(0, 1fr)');
    expect(files).toHaveAttribute('aria-orientation', 'vertical');
    expect(files).toHaveAttribute('aria-valuenow', '200');
    expect(files).toHaveAttribute('aria-valuemax', String(200 + 534 - 360));
    expect(editor).toHaveAttribute('aria-valuenow', '534');
    expect(editor).toHaveAttribute('aria-valuemax', String(1280 - 12 - 200 - 280));
  });

  it('moves the files’ edge against the editor, the preview keeping its width, and remembers it', async () => {
    const user = userEvent.setup();
    const { columns, files, editor } = renderWorkspace(1280);
    files.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(files).toHaveAttribute('aria-valuenow', '232');
    expect(editor).toHaveAttribute('aria-valuenow', '502');
    expect(columns()).toBe('232px 6px 502px 6px minmax(0, 1fr)');
    expect(useWorkspaceLayoutStore.getState()).toMatchObject({ filesWidth: 232, editorWidth: 502 });
    await user.keyboard('{Enter}');
    expect(columns()).toBe('200px 6px 534px 6px minmax(0, 1fr)');
  });

  it('keeps 280 px for the preview at the editor’s End, and shares the room evenly on Enter', async () => {
    const user = userEvent.setup();
    const { columns, editor } = renderWorkspace(1280);
    editor.focus();
    await user.keyboard('{End}');
    expect(editor).toHaveAttribute('aria-valuenow', '788');
    expect(columns()).toBe('200px 6px 788px 6px minmax(0, 1fr)');
    await user.keyboard('{Enter}');
    expect(editor).toHaveAttribute('aria-valuenow', '534');
  });

  it('is dragged, without rendering the workspace around the handles again', async () => {
    const user = userEvent.setup();
    const { columns, editor } = renderWorkspace(1280);
    const before = workspaceRenders.mock.calls.length;
    editor.setPointerCapture = () => {};
    await user.pointer([
      { keys: '[MouseLeft>]', target: editor, coords: { clientX: 740 } },
      { target: editor, coords: { clientX: 700 } },
      { target: editor, coords: { clientX: 640 } },
      { keys: '[/MouseLeft]', target: editor, coords: { clientX: 640 } },
    ]);
    expect(columns()).toBe('200px 6px 434px 6px minmax(0, 1fr)');
    expect(workspaceRenders).toHaveBeenCalledTimes(before);
  });

  it('fits remembered widths into a narrower window without forgetting them', () => {
    useWorkspaceLayoutStore.getState().setEditorWidth(1200);
    const { columns, editor } = renderWorkspace(1000);
    expect(editor).toHaveAttribute('aria-valuenow', String(1000 - 12 - 200 - 280));
    expect(columns()).toBe('200px 6px 508px 6px minmax(0, 1fr)');
    expect(useWorkspaceLayoutStore.getState().editorWidth).toBe(1200);
  });

  it('lets go of the grid when it goes', () => {
    const { columns, unmount } = renderWorkspace(1280);
    const grid = screen.getByTestId('grid');
    expect(columns()).not.toBe('');
    unmount();
    expect(grid.style.getPropertyValue('--workspace-columns')).toBe('');
    useWorkspaceLayoutStore.getState().setFilesWidth(300);
    expect(grid.style.getPropertyValue('--workspace-columns')).toBe('');
  });
});
