import { act, renderHook } from '@testing-library/react';
import { AUTO_CROP_DELAY } from './constants.ts';
import { useAutoCrop, type UseAutoCropOptions } from './useAutoCrop.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderAutoCrop(props: Partial<UseAutoCropOptions> = {}) {
  const crop = vi.fn(async () => {});
  const base: UseAutoCropOptions = { enabled: true, inputs: 'frame 1', paused: false, crop };
  const rendered = renderHook((next: Partial<UseAutoCropOptions>) => useAutoCrop({ ...base, ...next }), { initialProps: props });
  return { ...rendered, crop };
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useAutoCrop', () => {
  it('waits 100 ms', () => {
    expect(AUTO_CROP_DELAY).toBe(100);
  });

  it('crops 100 ms after its inputs last changed: a burst of changes makes one crop', () => {
    const { rerender, crop } = renderAutoCrop();
    wait(99);
    expect(crop).not.toHaveBeenCalled();
    wait(1);
    expect(crop).toHaveBeenCalledTimes(1);

    for (const inputs of ['frame 2', 'frame 3', 'frame 4']) {
      rerender({ inputs });
      wait(60);
    }
    expect(crop).toHaveBeenCalledTimes(1);
    wait(40);
    expect(crop).toHaveBeenCalledTimes(2);
    rerender({ inputs: 'frame 4' });
    wait(500);
    expect(crop).toHaveBeenCalledTimes(2);
  });

  it('does not crop while paused, and crops once when the pause ends', () => {
    const { rerender, crop } = renderAutoCrop({ paused: true });
    rerender({ paused: true, inputs: 'frame 2' });
    wait(500);
    expect(crop).not.toHaveBeenCalled();
    rerender({ paused: false, inputs: 'frame 2' });
    wait(100);
    expect(crop).toHaveBeenCalledTimes(1);
  });

  it('drops a crop under way when a pause begins', () => {
    const { rerender, crop } = renderAutoCrop();
    wait(50);
    rerender({ paused: true });
    wait(500);
    expect(crop).not.toHaveBeenCalled();
  });

  it('does nothing when disabled or when there is nothing to crop; enabling it crops', () => {
    const { rerender, crop } = renderAutoCrop({ enabled: false });
    rerender({ enabled: false, inputs: 'frame 2' });
    wait(500);
    rerender({ inputs: '' });
    wait(500);
    expect(crop).not.toHaveBeenCalled();
    rerender({ enabled: true, inputs: 'frame 2' });
    wait(100);
    expect(crop).toHaveBeenCalledTimes(1);
  });

  it('calls the latest crop, and logs a failed one', async () => {
    const error = new Error('Crop image failed');
    const failing = vi.fn(async () => {
      throw error;
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender, crop } = renderAutoCrop();
    rerender({ crop: failing });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(crop).not.toHaveBeenCalled();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(error);
  });

  it('crops nothing after unmount', () => {
    const { unmount, crop } = renderAutoCrop();
    unmount();
    wait(500);
    expect(crop).not.toHaveBeenCalled();
  });
});
