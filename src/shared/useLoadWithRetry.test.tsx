import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoadWithRetry } from './useLoadWithRetry';

describe('useLoadWithRetry', () => {
  it('is loading, then ready with what the load resolved with', async () => {
    const load = vi.fn(() => Promise.resolve(42));
    const { result } = renderHook(() => useLoadWithRetry(load));
    expect(result.current[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', value: 42 }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says a failure until a retry succeeds', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('index');
    const { result } = renderHook(() => useLoadWithRetry(load));
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'failed' }));
    act(() => result.current[1]());
    expect(result.current[0]).toEqual({ status: 'failed' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', value: 'index' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops a result that arrives after the component has gone', async () => {
    let resolve!: (value: number) => void;
    const load = () => new Promise<number>((settle) => (resolve = settle));
    const { result, unmount } = renderHook(() => useLoadWithRetry(load));
    unmount();
    await act(async () => resolve(1));
    expect(result.current[0]).toEqual({ status: 'loading' });
  });
});
