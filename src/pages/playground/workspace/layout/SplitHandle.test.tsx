import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SplitHandle, type SplitHandleProps } from './SplitHandle';

function Columns(props: Partial<SplitHandleProps>) {
  const [width, setWidth] = useState(534);
  return (
    <SplitHandle
      label="Width of the editor"
      value={width}
      min={280}
      max={900}
      onChange={setWidth}
      onReset={() => setWidth(534)}
      {...props}
    />
  );
}

describe('SplitHandle', () => {
  it('is a vertical separator named by its caller, holding the width of the column before it', () => {
    render(<Columns />);
    const handle = screen.getByRole('separator', { name: 'Width of the editor' });
    expect(handle).toHaveAttribute('aria-orientation', 'vertical');
    expect(handle).toHaveAttribute('aria-valuenow', '534');
    expect(handle).toHaveAttribute('aria-valuemin', '280');
    expect(handle).toHaveAttribute('aria-valuemax', '900');
    expect(handle).toHaveAttribute('aria-valuetext', '534 pixels');
    expect(handle).toHaveClass('split-handle');
  });

  it('is reached with Tab and moved with the arrow keys; Enter resets it', async () => {
    const user = userEvent.setup();
    render(<Columns />);
    const handle = screen.getByRole('separator', { name: 'Width of the editor' });
    await user.tab();
    expect(handle).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '566');
    await user.keyboard('{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '550');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(handle).toHaveAttribute('aria-valuenow', '486');
    await user.keyboard('{End}');
    expect(handle).toHaveAttribute('aria-valuenow', '900');
    await user.keyboard('{Enter}');
    expect(handle).toHaveAttribute('aria-valuenow', '534');
  });

  it('is dragged sideways', async () => {
    const user = userEvent.setup();
    render(<Columns />);
    const handle = screen.getByRole('separator', { name: 'Width of the editor' });
    handle.setPointerCapture = () => {};
    await user.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: 740, clientY: 300 } },
      { target: handle, coords: { clientX: 640, clientY: 320 } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: 640, clientY: 320 } },
    ]);
    expect(handle).toHaveAttribute('aria-valuenow', '434');
  });
});
