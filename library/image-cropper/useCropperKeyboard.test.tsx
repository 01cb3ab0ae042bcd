import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_CROPPER_DEFAULTS } from './constants.ts';
import { frameRules } from './limits.ts';
import type { CropperPosition } from './types.ts';
import { useCropperKeyboard } from './useCropperKeyboard.ts';

const box = (x1: number, y1: number, x2: number, y2: number) => ({ x1, y1, x2, y2 });
/** An 800 × 400 image shown at 400 × 200. */
const imageSize = { width: 800, height: 400 };
const display = { width: 400, height: 200 };

interface HarnessProps {
  onChange: (position: CropperPosition) => void;
  disabled?: boolean;
  initialStepSize?: number;
  fixedSize?: boolean;
}

/** A crop area the hook drives, shown as a box with its position as text, and a button beside it. */
function Harness({ onChange, disabled = false, initialStepSize = 3, fixedSize = false }: HarnessProps) {
  const [position, setPosition] = useState(box(100, 50, 200, 150));
  const frameRef = useRef<HTMLDivElement>(null);
  const settings = {
    ...IMAGE_CROPPER_DEFAULTS,
    maintainAspectRatio: false,
    ...(fixedSize && { cropperStaticWidth: 200, cropperStaticHeight: 200 }),
  };
  const { keyboardProps, frameProps, descriptionProps, announcement } = useCropperKeyboard({
    frame: position,
    rules: frameRules(settings, display, imageSize),
    display,
    imageSize,
    disabled,
    initialStepSize,
    label: 'Avatar crop',
    frameRef,
    setPosition: (next) => {
      onChange(next);
      setPosition(next);
    },
  });
  return (
    <div {...keyboardProps}>
      <div ref={frameRef} {...frameProps}>
        {Object.values(position).join(', ')}
      </div>
      <span {...descriptionProps}>Arrow keys move the crop area.</span>
      <button type="button">Elsewhere</button>
      <div role="status">{announcement}</div>
    </div>
  );
}

function renderKeyboard(props: Omit<HarnessProps, 'onChange'> = {}) {
  const onChange = vi.fn();
  const rendered = render(<Harness onChange={onChange} {...props} />);
  return { ...rendered, onChange, user: userEvent.setup() };
}
const area = () => screen.getByRole('application', { name: 'Avatar crop' });

describe('useCropperKeyboard', () => {
  it('makes the crop area a focusable application, named and described', async () => {
    const { user } = renderKeyboard();
    await user.tab();
    expect(area()).toHaveFocus();
    expect(area()).toHaveAccessibleDescription('Arrow keys move the crop area.');
    expect(area()).not.toHaveAttribute('aria-disabled');
  });

  it('moves the area by the step with the arrows, within the image, announcing it in px of the image', async () => {
    const { user } = renderKeyboard();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(area()).toHaveTextContent('103, 53, 203, 153');
    expect(screen.getByRole('status')).toHaveTextContent('Avatar crop: 200 × 200 pixels at 206, 106');
    await user.keyboard('{ArrowUp}'.repeat(20));
    expect(area()).toHaveTextContent('103, 0, 203, 100');
  });

  it('resizes with Shift (the arrow’s edge) and with Shift and Alt (the opposite edge), unless the size is fixed', async () => {
    const { user, unmount } = renderKeyboard();
    await user.tab();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(area()).toHaveTextContent('100, 50, 203, 150');
    await user.keyboard('{Shift>}{Alt>}{ArrowRight}{/Alt}{/Shift}');
    expect(area()).toHaveTextContent('103, 50, 203, 150');
    unmount();

    const fixed = renderKeyboard({ fixedSize: true });
    await fixed.user.tab();
    await fixed.user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(fixed.onChange).not.toHaveBeenCalled();
  });

  it('sets the step with the digits 1 to 9, announced, until initialStepSize changes', async () => {
    const { user, rerender, onChange } = renderKeyboard({ initialStepSize: 5 });
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(area()).toHaveTextContent('105, 50, 205, 150');
    await user.keyboard('1');
    expect(screen.getByRole('status')).toHaveTextContent('Step: 1 pixel');
    await user.keyboard('{ArrowRight}');
    expect(area()).toHaveTextContent('106, 50, 206, 150');
    await user.keyboard('9');
    expect(screen.getByRole('status')).toHaveTextContent('Step: 9 pixels');
    rerender(<Harness onChange={onChange} initialStepSize={2} />);
    await user.keyboard('{ArrowRight}');
    expect(area()).toHaveTextContent('108, 50, 208, 150');
  });

  it('leaves other keys, arrows with Ctrl or Meta, and keys on other elements to the page', async () => {
    const { user, onChange } = renderKeyboard();
    await user.tab();
    await user.keyboard('{Control>}{ArrowRight}{/Control}{Meta>}{ArrowRight}{/Meta}a{Enter}');
    expect(fireEvent.keyDown(area(), { key: 'PageDown' })).toBe(true);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(area(), { key: 'ArrowRight' })).toBe(false);
  });

  it('takes the area out of the tab order and ignores keys while disabled', async () => {
    const { user, onChange } = renderKeyboard({ disabled: true });
    expect(area()).toHaveAttribute('tabindex', '-1');
    expect(area()).toHaveAttribute('aria-disabled', 'true');
    area().focus();
    await user.keyboard('{ArrowRight}1');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
