import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWIPE_THRESHOLD, swipeDirection, useSwipe, type SwipeDirection } from './useSwipe.ts';

function SwipeArea({ onSwipe, threshold }: { onSwipe: (direction: SwipeDirection) => void; threshold?: number }) {
  const handlers = useSwipe(onSwipe, threshold);
  return (
    <div role="region" aria-label="Swipe area" {...handlers}>
      Swipe here
    </div>
  );
}

function setup(threshold?: number) {
  const onSwipe = vi.fn();
  const user = userEvent.setup();
  render(<SwipeArea onSwipe={onSwipe} threshold={threshold} />);
  const area = screen.getByRole('region', { name: 'Swipe area' });

  /** A mouse drag from (100, 100) by (dx, dy), driven through user-event. */
  const drag = (dx: number, dy: number) =>
    user.pointer([
      { keys: '[MouseLeft>]', target: area, coords: { clientX: 100, clientY: 100 } },
      { target: area, coords: { clientX: 100 + dx, clientY: 100 + dy } },
      { keys: '[/MouseLeft]', target: area, coords: { clientX: 100 + dx, clientY: 100 + dy } },
    ]);

  /** A one-finger touch from (100, 100) by (dx, dy). user-event has no touch input, so events are fired. */
  const touch = (dx: number, dy: number) => {
    fireEvent.touchStart(area, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: 100 + dx, clientY: 100 + dy }] });
  };

  return { onSwipe, area, drag, touch };
}

describe('swipeDirection', () => {
  it('uses a 30 px threshold', () => {
    expect(SWIPE_THRESHOLD).toBe(30);
    expect(swipeDirection(29, 0)).toBeNull();
    expect(swipeDirection(30, 0)).toBe('right');
    expect(swipeDirection(0, -29.9)).toBeNull();
    expect(swipeDirection(0, -30)).toBe('up');
  });

  it.each([
    [30, 0, 'right'],
    [-30, 0, 'left'],
    [0, 30, 'down'],
    [0, -30, 'up'],
    [40, 35, 'right'],
    [-35, 40, 'down'],
    [31, -31, 'right'],
  ] as const)('(%i, %i) → %s, by the longer axis', (dx, dy, expected) => {
    expect(swipeDirection(dx, dy)).toBe(expected);
  });

  it('takes another threshold', () => {
    expect(swipeDirection(49, 0, 50)).toBeNull();
    expect(swipeDirection(-50, 0, 50)).toBe('left');
  });
});

describe('useSwipe', () => {
  it('does not swipe on a 29 px drag and swipes on a 30 px one', async () => {
    const { onSwipe, drag } = setup();
    await drag(29, 0);
    expect(onSwipe).not.toHaveBeenCalled();
    await drag(30, 0);
    expect(onSwipe).toHaveBeenCalledExactlyOnceWith('right');
  });

  it.each([
    [-30, 0, 'left'],
    [30, 0, 'right'],
    [0, -30, 'up'],
    [0, 30, 'down'],
  ] as const)('reports a pointer drag of (%i, %i) as %s', async (dx, dy, expected) => {
    const { onSwipe, drag } = setup();
    await drag(dx, dy);
    expect(onSwipe).toHaveBeenCalledExactlyOnceWith(expected);
  });

  it.each([
    [-30, 0, 'left'],
    [30, 0, 'right'],
    [0, -30, 'up'],
    [0, 30, 'down'],
  ] as const)('reports a touch of (%i, %i) as %s', (dx, dy, expected) => {
    const { onSwipe, touch } = setup();
    touch(dx, dy);
    expect(onSwipe).toHaveBeenCalledExactlyOnceWith(expected);
  });

  it('does not swipe on a 29 px touch', () => {
    const { onSwipe, touch } = setup();
    touch(0, 29);
    touch(-29, 29);
    expect(onSwipe).not.toHaveBeenCalled();
  });

  it('leaves touch to the touch events: pointer events of type touch are not counted', () => {
    const { onSwipe, area } = setup();
    fireEvent.pointerDown(area, { pointerType: 'touch', clientX: 0, clientY: 0 });
    fireEvent.pointerUp(area, { pointerType: 'touch', clientX: 50, clientY: 0 });
    expect(onSwipe).not.toHaveBeenCalled();
    fireEvent.pointerDown(area, { pointerType: 'pen', clientX: 0, clientY: 0 });
    fireEvent.pointerUp(area, { pointerType: 'pen', clientX: 50, clientY: 0 });
    expect(onSwipe).toHaveBeenCalledExactlyOnceWith('right');
  });

  it('ignores an end without a start', () => {
    const { onSwipe, area } = setup();
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: 300, clientY: 0 }] });
    expect(onSwipe).not.toHaveBeenCalled();
  });

  it('honours a custom threshold', async () => {
    const { onSwipe, drag } = setup(60);
    await drag(59, 0);
    expect(onSwipe).not.toHaveBeenCalled();
    await drag(0, -60);
    expect(onSwipe).toHaveBeenCalledExactlyOnceWith('up');
  });
});
