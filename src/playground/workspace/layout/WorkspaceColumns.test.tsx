import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWorkspaceLayoutStore } from './layout-store';
import { WorkspaceColumns } from './WorkspaceColumns';

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

function renderColumns() {
  render(
    <WorkspaceColumns
      className="workspace__panes"
      files={<nav aria-label="Files" />}
      editor={<div data-testid="editor" />}
      preview={<div data-testid="preview" />}
    />,
  );
  return {
    grid: screen.getByLabelText('Files').parentElement!,
    files: screen.getByRole('separator', { name: 'Width of the files' }),
    editor: screen.getByRole('separator', { name: 'Width of the editor' }),
  };
}

beforeEach(() => useWorkspaceLayoutStore.getState().resetLayout());
afterEach(() => vi.unstubAllGlobals());

describe('WorkspaceColumns', () => {
  it('lays out files, handle, editor, handle and preview in that order, from the stored widths', () => {
    measureAs(1280);
    const { grid, files, editor } = renderColumns();
    expect(grid).toHaveClass('workspace-columns', 'workspace__panes');
    expect([...grid.children].map((child) => child.getAttribute('aria-label') ?? child.getAttribute('data-testid'))).toEqual([
      'Files',
      'Width of the files',
      'editor',
      'Width of the editor',
      'preview',
    ]);
    expect(grid.style.getPropertyValue('--workspace-columns')).toBe('200px 6px 534px 6px minmax(0, 1fr)');
    expect(files).toHaveAttribute('aria-valuemax', String(200 + 534 - 280));
    expect(editor).toHaveAttribute('aria-valuemax', String(1280 - 12 - 200 - 280));
  });

  it('moves the files’ edge against the editor, the preview keeping its width, and remembers it', async () => {
    measureAs(1280);
    const user = userEvent.setup();
    const { grid, files, editor } = renderColumns();
    files.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(files).toHaveAttribute('aria-valuenow', '232');
    expect(editor).toHaveAttribute('aria-valuenow', '502');
    expect(grid.style.getPropertyValue('--workspace-columns')).toBe('232px 6px 502px 6px minmax(0, 1fr)');
    expect(useWorkspaceLayoutStore.getState()).toMatchObject({ filesWidth: 232, editorWidth: 502 });
    await user.keyboard('{Enter}');
    expect(files).toHaveAttribute('aria-valuenow', '200');
    expect(editor).toHaveAttribute('aria-valuenow', '534');
  });

  it('keeps 280 px for the preview at the editor’s End, and shares the room evenly on Enter', async () => {
    measureAs(1280);
    const user = userEvent.setup();
    const { editor } = renderColumns();
    editor.focus();
    await user.keyboard('{End}');
    expect(editor).toHaveAttribute('aria-valuenow', '788');
    await user.keyboard('{Enter}');
    expect(editor).toHaveAttribute('aria-valuenow', '534');
  });

  it('fits remembered widths into a narrower window without forgetting them', () => {
    useWorkspaceLayoutStore.getState().setEditorWidth(1200);
    measureAs(1000);
    const { grid, editor } = renderColumns();
    expect(editor).toHaveAttribute('aria-valuenow', String(1000 - 12 - 200 - 280));
    expect(grid.style.getPropertyValue('--workspace-columns')).toBe('200px 6px 508px 6px minmax(0, 1fr)');
    expect(useWorkspaceLayoutStore.getState().editorWidth).toBe(1200);
  });

  it('renders only itself and the handles on a move, not the columns it was given', async () => {
    measureAs(1280);
    const user = userEvent.setup();
    const renders = vi.fn();
    function Editor() {
      renders();
      return <div />;
    }
    render(<WorkspaceColumns files={<nav />} editor={<Editor />} preview={<div />} />);
    const before = renders.mock.calls.length;
    screen.getByRole('separator', { name: 'Width of the editor' }).focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('separator', { name: 'Width of the editor' })).toHaveAttribute('aria-valuenow', '486');
    expect(renders).toHaveBeenCalledTimes(before);
  });
});
