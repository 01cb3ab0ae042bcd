import { useCallback, useState } from 'react';

/** An element's height as laid out, kept up to date as it changes; 0 while there is no element. Pass `observe` to it as its ref. */
export function useElementHeight(): { observe: (element: HTMLElement | null) => (() => void) | undefined; height: number } {
  const [height, setHeight] = useState(0);
  const observe = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    // Its first report comes as it starts observing, so the height is known from the element's first frame.
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => {
      observer.disconnect();
      setHeight(0);
    };
  }, []);
  return { observe, height };
}
