import { useEffect } from 'react';

/**
 * Counts up every second while mounted, as a clock, a poll or a playing video would work on: what a
 * panel that is not shown must stop doing, unless it is kept mounted.
 */
export function Ticker({ onTick }: { onTick: () => void }) {
  useEffect(() => {
    const timer = window.setInterval(onTick, 1000);
    return () => window.clearInterval(timer);
  }, [onTick]);
  return <p>Ticking</p>;
}
