import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewPane, type FrameSizing } from './PreviewPane';
import { MAX_FITTED_HEIGHT, MAX_PREVIEW_HEIGHT, MIN_PREVIEW_HEIGHT } from './usePreviewHeight';

/** Renders the pane around a stand-in frame, and gives the test the sizing the pane handed it. */
function renderPane(minHeight?: number, fill?: boolean) {
  const sizing: { current: FrameSizing | null } = { current: null };
  render(
    <PreviewPane
      title="Preview of Basic"
      minHeight={minHeight}
      fill={fill}
      ready
      placeholder={null}
      frame={(given) => {
        sizing.current = given;
        return <iframe title="Preview of Basic" style={{ height: given.height }} />;
      }}
    />,
  );
  const report = (height: number) => act(() => sizing.current!.onContentHeight(height));
  return { sizing, report, frame: () => screen.getByTitle('Preview of Basic') };
}

describe('PreviewPane', () => {
  it('fits the frame to what the demo reports, within its bounds and above the page’s least height', () => {
    const { report, frame } = renderPane(300);
    expect(frame()).toHaveStyle({ height: '300px' });
    report(420);
    expect(frame()).toHaveStyle({ height: '420px' });
    report(200);
    expect(frame()).toHaveStyle({ height: '300px' });
    report(5000);
    expect(frame()).toHaveStyle({ height: `${MAX_FITTED_HEIGHT}px` });
  });

  it('is resized from the keyboard with its separator, and Enter fits it to the content again', async () => {
    const user = userEvent.setup();
    const { report, frame } = renderPane();
    report(200);
    const handle = screen.getByRole('separator', { name: 'Preview height' });
    expect(handle).toHaveAttribute('aria-orientation', 'horizontal');
    expect(handle).toHaveAttribute('aria-valuenow', '200');
    expect(handle).toHaveAttribute('aria-valuetext', '200 pixels, fitted to the preview');

    await user.tab();
    expect(handle).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(frame()).toHaveStyle({ height: '232px' });
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(handle).toHaveAttribute('aria-valuenow', '168');
    // Set by the person: what the demo reports no longer moves it.
    report(400);
    expect(frame()).toHaveStyle({ height: '168px' });
    await user.keyboard('{Home}');
    expect(handle).toHaveAttribute('aria-valuenow', String(MIN_PREVIEW_HEIGHT));
    await user.keyboard('{End}');
    expect(handle).toHaveAttribute('aria-valuenow', String(MAX_PREVIEW_HEIGHT));
    await user.keyboard('{Enter}');
    expect(frame()).toHaveStyle({ height: '400px' });
    expect(handle).toHaveAttribute('aria-valuetext', '400 pixels, fitted to the preview');
  });

  it('is dragged taller with the pointer, and a double click fits it again', async () => {
    const { report, frame } = renderPane();
    report(200);
    const handle = screen.getByRole('separator', { name: 'Preview height' });
    handle.setPointerCapture = () => {};
    const user = userEvent.setup();
    await user.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientY: 100 } },
      { target: handle, coords: { clientY: 190 } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientY: 190 } },
    ]);
    expect(frame()).toHaveStyle({ height: '290px' });
    await user.dblClick(handle);
    expect(frame()).toHaveStyle({ height: '200px' });
  });

  it('opens the same frame over the whole window; Escape, in the page or in the frame, brings it back', async () => {
    const user = userEvent.setup();
    const { sizing, frame } = renderPane();
    const original = frame();
    await user.click(screen.getByRole('button', { name: 'Full window' }));

    const view = screen.getByRole('dialog', { name: 'Preview of Basic, full window' });
    expect(view).toHaveAttribute('aria-modal', 'true');
    expect(frame()).toBe(original);
    expect(sizing.current!.height).toBeUndefined();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    const exit = screen.getByRole('button', { name: 'Exit full window' });
    expect(exit).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Full window' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Full window' }));
    act(() => sizing.current!.onEscape());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('comes back from the full window at its height from before, whatever the content measured there', async () => {
    const user = userEvent.setup();
    const { report, sizing, frame } = renderPane();
    report(240);
    expect(frame()).toHaveStyle({ height: '240px' });
    await user.click(screen.getByRole('button', { name: 'Full window' }));
    // A dialog laid out against the whole window reports the window's height.
    act(() => sizing.current!.onContentHeight(802));
    await user.keyboard('{Escape}');
    expect(frame()).toHaveStyle({ height: '240px' });
  });

  it('fills its container when asked: no fitted height, no handle, and the full window still there', async () => {
    const user = userEvent.setup();
    const { report, sizing } = renderPane(300, true);
    expect(sizing.current!.height).toBeUndefined();
    report(420);
    expect(sizing.current!.height).toBeUndefined();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Full window' }));
    expect(screen.getByRole('dialog', { name: 'Preview of Basic, full window' })).toBeInTheDocument();
  });
});
