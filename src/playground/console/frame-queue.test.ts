import { createFrameQueue, nextFrame } from './frame-queue';

describe('createFrameQueue', () => {
  it('applies everything pushed before the scheduled moment in one call, and schedules once for it', () => {
    const applied: number[][] = [];
    const scheduled: (() => void)[] = [];
    const queue = createFrameQueue<number>(
      (items) => applied.push(items),
      (apply) => {
        scheduled.push(apply);
        return () => {};
      },
    );
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(scheduled).toHaveLength(1);
    expect(applied).toEqual([]);
    scheduled[0]();
    expect(applied).toEqual([[1, 2, 3]]);
    queue.push(4);
    expect(scheduled).toHaveLength(2);
  });

  it('applies at once on flush, cancelling the scheduled moment; cancel drops what waits', () => {
    const applied: number[][] = [];
    const cancelled = vi.fn();
    const queue = createFrameQueue<number>(
      (items) => applied.push(items),
      () => cancelled,
    );
    queue.flush();
    expect(applied).toEqual([]);
    queue.push(1);
    queue.flush();
    expect(applied).toEqual([[1]]);
    expect(cancelled).toHaveBeenCalledTimes(1);
    queue.push(2);
    queue.cancel();
    queue.flush();
    expect(applied).toEqual([[1]]);
  });
});

describe('nextFrame', () => {
  afterEach(() => vi.useRealTimers());

  it('runs on the next animation frame, once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const apply = vi.fn();
    nextFrame(apply);
    vi.advanceTimersToNextFrame();
    expect(apply).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('runs by its deadline when no frame comes (a hidden tab), and not at all once cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(1);
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
    const apply = vi.fn();
    nextFrame(apply);
    vi.advanceTimersByTime(1000);
    expect(apply).toHaveBeenCalledTimes(1);
    const cancel = nextFrame(apply);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(apply).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });
});
