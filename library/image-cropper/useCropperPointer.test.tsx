import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_CROPPER_DEFAULTS, PINCH_UNAVAILABLE_WARNING } from './constants.ts';
import { frameRules } from './limits.ts';
import type { CropperPosition, ImageTransform } from './types.ts';
import { useCropperPointer } from './useCropperPointer.ts';

const box = (x1: number, y1: number, x2: number, y2: number) => ({ x1, y1, x2, y2 });
/** An 800 × 400 image shown at 400 × 200. */
const display = { width: 400, height: 200 };
const rules = frameRules({ ...IMAGE_CROPPER_DEFAULTS, maintainAspectRatio: false }, display, { width: 800, height: 400 });

interface HarnessProps {
  onPosition?: (position: CropperPosition) => void;
  onTransform?: (transform: ImageTransform) => void;
  disabled?: boolean;
  allowMoveImage?: boolean;
  start?: CropperPosition | null;
}

/** The cropper's parts the hook tells apart (by their class names), the frame's position and the gesture state as text. */
function Harness({
  onPosition = () => {},
  onTransform = () => {},
  disabled = false,
  allowMoveImage = false,
  start = box(100, 50, 200, 150),
}: HarnessProps) {
  const [position, setPosition] = useState(start);
  const [transform, setTransform] = useState<ImageTransform>({});
  const frameRef = useRef<HTMLDivElement>(null);
  const { pointerProps, active } = useCropperPointer({
    frame: position,
    rules,
    display,
    transform,
    disabled,
    allowMoveImage,
    frameRef,
    setPosition: (next) => {
      onPosition(next);
      setPosition(next);
    },
    setTransform: (next) => {
      onTransform(next);
      setTransform(next);
    },
  });
  return (
    <div {...pointerProps}>
      <div className="aq-image-cropper__overlay" role="img" aria-label="Photo">
        <div ref={frameRef} className="aq-image-cropper__frame" role="application" aria-label="Crop area" tabIndex={0}>
          <span className="aq-image-cropper__handle" data-handle="bottom-right" />
        </div>
      </div>
      <p>{position ? Object.values(position).join(', ') : 'No frame'}</p>
      <p>{active ? 'Gesture under way' : 'No gesture'}</p>
    </div>
  );
}

const frame = () => screen.getByRole('application', { name: 'Crop area' });
const image = () => screen.getByRole('img', { name: 'Photo' });
const handle = () => frame().querySelector<HTMLElement>('[data-handle="bottom-right"]')!;
const dragFrom = (target: Element, x: number, y: number) => [{ keys: '[MouseLeft>]', target, coords: { clientX: x, clientY: y } }];

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useCropperPointer', () => {
  it('moves the frame with the pointer, within the image, focusing it; a gesture is under way until release', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.pointer([...dragFrom(frame(), 150, 100), { coords: { clientX: 180, clientY: 120 } }]);
    expect(screen.getByText('130, 70, 230, 170')).toBeInTheDocument();
    expect(screen.getByText('Gesture under way')).toBeInTheDocument();
    expect(frame()).toHaveFocus();
    await user.pointer([{ coords: { clientX: 900, clientY: 900 } }, { keys: '[/MouseLeft]' }]);
    expect(screen.getByText('300, 100, 400, 200')).toBeInTheDocument();
    expect(screen.getByText('No gesture')).toBeInTheDocument();
    await user.pointer([{ coords: { clientX: 0, clientY: 0 } }]);
    expect(screen.getByText('300, 100, 400, 200')).toBeInTheDocument();
  });

  it('resizes from a handle', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.pointer([...dragFrom(handle(), 0, 0), { coords: { clientX: 20, clientY: 10 } }, { keys: '[/MouseLeft]' }]);
    expect(screen.getByText('100, 50, 220, 160')).toBeInTheDocument();
  });

  it('drags the image around the frame with allowMoveImage, and not without', async () => {
    const user = userEvent.setup();
    const onTransform = vi.fn();
    const drag = () => [...dragFrom(image(), 300, 150), { coords: { clientX: 340, clientY: 130 } }, { keys: '[/MouseLeft]' }];
    const { unmount } = render(<Harness onTransform={onTransform} />);
    await user.pointer(drag());
    expect(onTransform).not.toHaveBeenCalled();
    unmount();
    render(<Harness onTransform={onTransform} allowMoveImage />);
    await user.pointer(drag());
    expect(onTransform).toHaveBeenLastCalledWith({ translateUnit: '%', translateH: 10, translateV: -10 });
    expect(screen.getByText('100, 50, 200, 150')).toBeInTheDocument();
  });

  it('pinches with two fingers, the second anywhere on the image', async () => {
    const user = userEvent.setup();
    render(<Harness start={box(150, 50, 250, 150)} />);
    await user.pointer([
      { keys: '[TouchA>]', target: frame(), coords: { clientX: 150, clientY: 100 } },
      { keys: '[TouchB>]', target: image(), coords: { clientX: 250, clientY: 100 } },
      { pointerName: 'TouchB', coords: { clientX: 300, clientY: 100 } },
    ]);
    expect(screen.getByText('125, 25, 275, 175')).toBeInTheDocument();
    await user.pointer([{ pointerName: 'TouchB', coords: { clientX: 200, clientY: 100 } }]);
    expect(screen.getByText('175, 75, 225, 125')).toBeInTheDocument();
  });

  it('ignores the pointer while disabled, without a frame, and for other mouse buttons', async () => {
    const user = userEvent.setup();
    const onPosition = vi.fn();
    const drag = () => [...dragFrom(frame(), 0, 0), { coords: { clientX: 30, clientY: 30 } }, { keys: '[/MouseLeft]' }];
    const { unmount } = render(<Harness onPosition={onPosition} disabled />);
    await user.pointer(drag());
    unmount();
    const second = render(<Harness onPosition={onPosition} start={null} />);
    await user.pointer(drag());
    second.unmount();
    render(<Harness onPosition={onPosition} />);
    await user.pointer([
      { keys: '[MouseRight>]', target: frame(), coords: { clientX: 0, clientY: 0 } },
      { coords: { clientX: 30, clientY: 30 } },
      { keys: '[/MouseRight]' },
    ]);
    expect(onPosition).not.toHaveBeenCalled();
    expect(screen.getByText('No gesture')).toBeInTheDocument();
  });

  it('stops following the pointer when unmounted mid-gesture', async () => {
    const user = userEvent.setup();
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Harness />);
    await user.pointer(dragFrom(frame(), 0, 0));
    unmount();
    expect(removed.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['pointermove', 'pointerup', 'pointercancel']));
  });

  it('warns, once, in a browser without pointer events', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = render(<Harness />);
    expect(warn).not.toHaveBeenCalled();
    unmount();
    vi.stubGlobal('PointerEvent', undefined);
    render(<Harness />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(PINCH_UNAVAILABLE_WARNING);
  });
});
