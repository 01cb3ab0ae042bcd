import { useEffect, useState } from 'react';
import { act, render } from '@testing-library/react';
import { useEffectEvent } from './useEffectEvent.ts';

describe('useEffectEvent', () => {
  it('keeps one function that calls the latest callback, so an effect need not re-run for a new one', () => {
    const seen: string[] = [];
    let effectRuns = 0;
    let setLabel: (label: string) => void = () => {};
    function Probe() {
      const [label, set] = useState('first');
      setLabel = set;
      const report = useEffectEvent(() => seen.push(label));
      useEffect(() => {
        effectRuns += 1;
        const timer = setInterval(report, 10);
        return () => clearInterval(timer);
      }, []);
      return null;
    }
    vi.useFakeTimers();
    render(<Probe />);
    act(() => vi.advanceTimersByTime(10));
    act(() => setLabel('second'));
    act(() => vi.advanceTimersByTime(10));
    vi.useRealTimers();
    expect(seen).toEqual(['first', 'second']);
    expect(effectRuns).toBe(1);
  });
});
